import {
  offerSelectEndpoint,
  offersEndpoint,
  paymentEndpoint,
  paymentTransactionEndpoint,
  redirectPaymentEndpoint,
  sandboxNotificationEndpoint,
} from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../../app.ts";
import { call } from "../../testing/call.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";
import { SIGNATURE_HEADER, signNotification } from "./notification-signature.ts";
import {
  fillShippingInfo,
  rateParisMarseille,
  orderReadyToPay as readyToPay,
  type TRatedOffer,
} from "./payment-test-helpers.ts";

const NOTIFY_SECRET = "integration-test-notification-secret-0123456789";
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_NOTIFY_SECRET: NOTIFY_SECRET });
});
afterAll(() => t.close());

type TOrder = {
  cookie: string;
  shipment_id: string;
  order_id: string;
  offer: Pick<TRatedOffer, "offer_id" | "price_ti" | "currency">;
};

const rate = (cookie?: string) => rateParisMarseille(t, cookie);

/** An order ready to pay (payment-test-helpers), with its offer as this file reads it. */
async function orderReadyToPay(cookie?: string): Promise<TOrder> {
  const { offer_id, price_ti, currency, ...order } = await readyToPay(t, cookie);
  return { ...order, offer: { offer_id, price_ti, currency } };
}

const ref = (order: TOrder) => ({ shipment_id: order.shipment_id, order_id: order.order_id });

function paymentState(order: TOrder, cookie: string | null = order.cookie) {
  return call(t, paymentEndpoint, { body: ref(order) }, { cookie, lang: "en" });
}

function redirect(order: TOrder, cookie: string | null = order.cookie, lang: TLang = "en") {
  return call(t, redirectPaymentEndpoint, { body: { ...ref(order), origin_lang: lang } }, { cookie });
}

/** The hosted card page's form post, as the browser sends it. */
function submitCardPage(redirectUrl: string, fields: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: redirectUrl,
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    payload: new URLSearchParams(fields).toString(),
  });
}

function lookup(token: string, cookie: string | null, lang = "en") {
  return call(t, paymentTransactionEndpoint, { params: { crypted_transaction_id: token } }, { cookie, lang });
}

function transactionsOf(shipmentId: string) {
  return t.db
    .selectFrom("payment_transactions")
    .select(["id", "purpose", "status", "amount_cents", "currency", "paid_at"])
    .where("shipment_id", "=", shipmentId)
    .orderBy("created_at")
    .execute();
}

function eventsOf(transactionId: string) {
  return t.db.selectFrom("payment_events").selectAll().where("transaction_id", "=", transactionId).execute();
}

/** The provider's notification: the exact bytes it signed, sent as they are (not through `call`). */
function notify(body: Record<string, unknown>, signature?: string) {
  const rawBody = JSON.stringify(body);
  return t.app.inject({
    method: sandboxNotificationEndpoint.method,
    url: `${API_PREFIX}${sandboxNotificationEndpoint.path}`,
    headers: {
      "content-type": "application/json",
      [SIGNATURE_HEADER]: signature ?? signNotification(NOTIFY_SECRET, rawBody, new Date()),
    },
    payload: rawBody,
  });
}

/** Changes one character in the middle of a token (still a well-formed token). */
function tamper(token: string) {
  const at = Math.floor(token.length / 2);
  const replacement = token[at] === "A" ? "B" : "A";
  return `${token.slice(0, at)}${replacement}${token.slice(at + 1)}`;
}

describe("POST /payment", () => {
  it("asks a visitor to pay the order's total by card, in integer cents", async () => {
    const order = await orderReadyToPay();
    const response = await paymentState(order);
    expect(response.statusCode).toBe(200);
    expect(response.json().payment).toEqual({
      status: "unpaid",
      currency: order.offer.currency,
      amount_total: order.offer.price_ti,
      balance: 0,
      balanceAbs: 0,
      amount_to_pay: order.offer.price_ti,
      nothing_to_pay: false,
      partial_payment: false,
      pay_balance: true,
      deferred_payment: false,
      deferred_url: null,
      deferred_limit_reached: false,
      warning_unpaid: false,
      nb_unpaid: 0,
      payment_method: "credit_card",
    });
  });

  it("offers 'Pay later' to a professional account", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v4/login?lang=en",
      payload: { login: "pro@shipcompare.test", password: "demo-pro-1" },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieOf(login);
    if (!cookie) throw new Error("login set no session cookie");
    const order = await orderReadyToPay(cookie);
    const payment = (await paymentState(order)).json().payment;
    expect(payment).toMatchObject({ deferred_payment: true, pay_balance: true, nothing_to_pay: false });
  });

  it("sends an order without shipping info back to step 3", async () => {
    const rated = await rate();
    const chosen = {
      shipment_id: rated.shipment_id,
      order_id: rated.order_id,
      offer_id: rated.offer.offer_id,
    };
    await call(t, offerSelectEndpoint, { body: chosen }, { cookie: rated.cookie, lang: "en" });
    const order = { ...rated };
    for (const response of [await paymentState(order), await redirect(order)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0].code).toBe("payment.order_incomplete");
    }
    expect(await transactionsOf(order.shipment_id)).toEqual([]);
  });
});

describe("card payment through the sandbox page", () => {
  it("pays with the success card: the notification marks the order paid, once", async () => {
    const order = await orderReadyToPay();
    const first = await redirect(order, order.cookie, "fr");
    expect(first.statusCode).toBe(200);
    const { redirect_url, transaction_id, amount, currency } = first.json();
    expect({ amount, currency }).toEqual({ amount: order.offer.price_ti, currency: order.offer.currency });
    expect(redirect_url).toMatch(/^\/sandbox-pay\/[A-Za-z0-9_-]+\?lang=fr$/);

    // A retried redirect opens no second transaction.
    const retry = await redirect(order, order.cookie, "fr");
    expect(retry.statusCode).toBe(200);
    const [transaction, ...others] = await transactionsOf(order.shipment_id);
    expect(others).toEqual([]);
    // It pays an order (spec §7 payment purposes; migration 0017).
    expect(transaction).toMatchObject({
      purpose: "order",
      status: "pending",
      amount_cents: order.offer.price_ti,
    });
    if (!transaction) throw new Error("no transaction");

    const page = await t.app.inject({ method: "GET", url: redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Numéro de carte");
    expect(page.body).toContain("4242 4242 4242 4242");
    expect(page.body).toContain("4000 0000 0000 0002");
    expect(page.body).not.toContain("<script");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    // Its style element by this response's nonce alone (decision 070).
    const styleSrc = /style-src ([^;]*)/.exec(String(page.headers["content-security-policy"]))?.[1];
    expect(styleSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]+={0,2}'$/);
    expect(page.body).toContain(`<style nonce="${styleSrc?.split("'nonce-")[1]?.slice(0, -1)}">`);

    // Before the notification, the success page reads 'pending', whatever the URL says.
    expect((await lookup(transaction_id, order.cookie)).json().transaction.status).toBe("pending");

    const paid = await submitCardPage(redirect_url, { action: "pay", card_number: "4242 4242 4242 4242" });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/#/fr/order-payment-ok/${redirect_url.split("/")[2]?.split("?")[0]}`);

    const [row] = await transactionsOf(order.shipment_id);
    expect(row?.status).toBe("paid");
    expect(row?.paid_at).toBeInstanceOf(Date);
    const events = await eventsOf(transaction.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: "paid", applied: true });

    const status = await lookup(transaction_id, order.cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json().transaction).toMatchObject({
      status: "paid",
      shipment_id: order.shipment_id,
      order_id: order.order_id,
      amount: order.offer.price_ti,
    });
    expect((await paymentState(order)).json().payment).toMatchObject({
      status: "paid",
      nothing_to_pay: true,
      pay_balance: false,
      amount_to_pay: 0,
    });

    // The notification delivered again (same event), and a second 'paid' event: nothing changes.
    const replayed = await notify({
      event_id: events[0]?.event_id,
      transaction_id: transaction.id,
      outcome: "paid",
      amount: order.offer.price_ti,
      currency: order.offer.currency,
    });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual({ success: true, duplicate: true });
    const again = await notify({
      event_id: "evt-second-delivery-0001",
      transaction_id: transaction.id,
      outcome: "declined",
      amount: order.offer.price_ti,
      currency: order.offer.currency,
    });
    expect(again.json()).toEqual({ success: true, duplicate: false });
    const [still] = await transactionsOf(order.shipment_id);
    expect(still).toEqual(row);
    expect(await eventsOf(transaction.id)).toHaveLength(2);

    // The page posted again (back button) sends no notification; paying again is refused.
    const resubmitted = await submitCardPage(redirect_url, {
      action: "pay",
      card_number: "4242424242424242",
    });
    expect(resubmitted.statusCode).toBe(303);
    expect(resubmitted.headers.location).toMatch(/^\/#\/fr\/order-payment-ok\//);
    expect(await eventsOf(transaction.id)).toHaveLength(2);
    const payAgain = await redirect(order);
    expect(payAgain.statusCode).toBe(409);
    expect(payAgain.json().errors[0].code).toBe("payment.already_paid");
    expect(await transactionsOf(order.shipment_id)).toHaveLength(1);
  });

  it("concurrent notifications and redirects still give one transaction, paid once", async () => {
    const order = await orderReadyToPay();
    const redirects = await Promise.all([redirect(order), redirect(order), redirect(order)]);
    expect(redirects.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const [transaction, ...others] = await transactionsOf(order.shipment_id);
    expect(others).toEqual([]);
    if (!transaction) throw new Error("no transaction");
    const body = (n: number) => ({
      event_id: `evt-concurrent-${n}-${transaction.id}`,
      transaction_id: transaction.id,
      outcome: "paid",
      amount: order.offer.price_ti,
      currency: order.offer.currency,
    });
    const answers = await Promise.all([notify(body(1)), notify(body(2)), notify(body(1))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const events = await eventsOf(transaction.id);
    expect(events).toHaveLength(2);
    expect(events.filter((event) => event.applied)).toHaveLength(1);
    expect((await transactionsOf(order.shipment_id)).map((row) => row.status)).toEqual(["paid"]);
  });

  it("a declined card sends the browser to the failure screen; the customer can try again", async () => {
    const order = await orderReadyToPay();
    const { redirect_url } = (await redirect(order)).json();
    const declined = await submitCardPage(redirect_url, { action: "pay", card_number: "4000000000000002" });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe("/#/en/order-payment-ko");
    const [row] = await transactionsOf(order.shipment_id);
    expect(row).toMatchObject({ status: "declined", paid_at: null });
    expect((await paymentState(order)).json().payment).toMatchObject({ status: "unpaid", pay_balance: true });

    const retry = await redirect(order);
    expect(retry.statusCode).toBe(200);
    expect((await transactionsOf(order.shipment_id)).map((r) => r.status)).toEqual(["declined", "pending"]);
  });

  it("cancel sends the browser to the cancelled screen and changes nothing else", async () => {
    const order = await orderReadyToPay();
    const { redirect_url } = (await redirect(order, order.cookie, "es")).json();
    const cancelled = await submitCardPage(redirect_url, { action: "cancel" });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe("/#/es/order-payment-cancel");
    expect((await transactionsOf(order.shipment_id)).map((r) => r.status)).toEqual(["cancelled"]);
  });

  it("an unknown card number shows the page again with a translated hint and notifies nothing", async () => {
    const order = await orderReadyToPay();
    const { redirect_url } = (await redirect(order, order.cookie, "fr")).json();
    const response = await submitCardPage(redirect_url, { action: "pay", card_number: "1234 5678" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Utilisez l&#39;une des cartes de test");
    const [row] = await transactionsOf(order.shipment_id);
    expect(row?.status).toBe("pending");
    expect(await eventsOf(row?.id ?? "")).toEqual([]);
  });

  it("a test card with an expired date or a short security code is refused field by field, in the brand's look", async () => {
    const order = await orderReadyToPay();
    const { redirect_url } = (await redirect(order, order.cookie, "fr")).json();
    const page = await submitCardPage(redirect_url, {
      action: "pay",
      card_number: "4242 4242 4242 4242",
      expiry: "01/20",
      cvc: "12",
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("Cette carte a expiré.");
    expect(page.body).toContain("Saisissez les 3 ou 4 chiffres du cryptogramme.");
    // The brand's name and colour; what was typed is kept, except the security code.
    expect(page.body).toContain('alt="ShipCompare"');
    expect(page.body).toContain('value="4242 4242 4242 4242"');
    expect(page.body).not.toContain('value="12"');
    const [row] = await transactionsOf(order.shipment_id);
    expect(row?.status).toBe("pending");
    expect(await eventsOf(row?.id ?? "")).toEqual([]);

    const paid = await submitCardPage(redirect_url, {
      action: "pay",
      card_number: "4242 4242 4242 4242",
      expiry: "12/99",
      cvc: "123",
    });
    expect(paid.statusCode).toBe(303);
    expect((await transactionsOf(order.shipment_id))[0]?.status).toBe("paid");
  });
});

describe("notification signature", () => {
  it("refuses a forged, missing or stale signature and changes nothing", async () => {
    const order = await orderReadyToPay();
    await redirect(order);
    const [transaction] = await transactionsOf(order.shipment_id);
    if (!transaction) throw new Error("no transaction");
    const body = {
      event_id: "evt-forged-000001",
      transaction_id: transaction.id,
      outcome: "paid",
      amount: transaction.amount_cents,
      currency: transaction.currency,
    };
    const raw = JSON.stringify(body);
    const forged = signNotification("not-the-secret-not-the-secret-not-the", raw, new Date());
    const stale = signNotification(NOTIFY_SECRET, raw, new Date(Date.now() - 3600_000));
    const otherBody = signNotification(NOTIFY_SECRET, JSON.stringify({ ...body, amount: 1 }), new Date());
    for (const signature of [forged, stale, otherBody, "t=1,v1=00", ""]) {
      const response = await notify(body, signature);
      expect(response.statusCode, signature).toBe(400);
      expect(response.json().errors[0].code).toBe("payment.invalid_signature");
    }
    expect((await transactionsOf(order.shipment_id)).map((r) => r.status)).toEqual(["pending"]);
    expect(await eventsOf(transaction.id)).toEqual([]);
  });

  it("refuses a signed notification for another amount", async () => {
    const order = await orderReadyToPay();
    await redirect(order);
    const [transaction] = await transactionsOf(order.shipment_id);
    if (!transaction) throw new Error("no transaction");
    const response = await notify({
      event_id: "evt-amount-000001",
      transaction_id: transaction.id,
      outcome: "paid",
      amount: transaction.amount_cents - 1,
      currency: transaction.currency,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe("payment.amount_mismatch");
    expect((await transactionsOf(order.shipment_id)).map((r) => r.status)).toEqual(["pending"]);
  });
});

describe("crypted transaction ids and owners", () => {
  it("a tampered id is refused with a translated error, never a 500", async () => {
    const order = await orderReadyToPay();
    const { transaction_id, redirect_url } = (await redirect(order)).json();
    const tampered = tamper(transaction_id);
    const response = await lookup(tampered, order.cookie, "fr");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: "payment.invalid_reference",
      message: "Cette référence de paiement n'est pas valide. Revenez à la page de paiement et réessayez.",
    });
    const page = await t.app.inject({ method: "GET", url: `/sandbox-pay/${tampered}?lang=es` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("Enlace de pago no válido");
    const post = await submitCardPage(`/sandbox-pay/${tampered}?lang=en`, {
      action: "pay",
      card_number: "4242424242424242",
    });
    expect(post.statusCode).toBe(400);
    expect(post.body).toContain("Invalid payment link");
    expect(redirect_url).toContain(transaction_id);
    expect((await transactionsOf(order.shipment_id)).map((r) => r.status)).toEqual(["pending"]);
  });

  it("another visitor, or no session, gets 404 for the order and its transaction", async () => {
    const order = await orderReadyToPay();
    const { transaction_id } = (await redirect(order)).json();
    const stranger = await rate();
    for (const cookie of [stranger.cookie, null]) {
      for (const response of [
        await paymentState(order, cookie),
        await redirect(order, cookie),
        await lookup(transaction_id, cookie),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().errors[0].code).toBe("not_found");
      }
    }
    // The stranger's own crypted id does not open the first order either.
    const strangerOrder = await orderReadyToPay(stranger.cookie);
    const strangerToken = (await redirect(strangerOrder)).json().transaction_id;
    expect((await lookup(strangerToken, order.cookie)).statusCode).toBe(404);
    expect((await lookup(strangerToken, stranger.cookie)).statusCode).toBe(200);
    expect(await transactionsOf(order.shipment_id)).toHaveLength(1);
  });
});

describe("an order and its payment", () => {
  const select = (order: TOrder) =>
    call(
      t,
      offerSelectEndpoint,
      { body: { ...ref(order), offer_id: order.offer.offer_id } },
      { cookie: order.cookie, lang: "en" },
    );

  it("a change to the order replaces its pending payment, whose card page can no longer charge", async () => {
    const order = await orderReadyToPay();
    const opened = await redirect(order);
    const { redirect_url } = opened.json();
    // Changing the shipping info (the content here) rewrites the order: the pending payment ends.
    await fillShippingInfo(
      t,
      { ...ref(order), cookie: order.cookie, offer_id: order.offer.offer_id },
      {
        content: "Books, maps",
      },
    );
    expect((await transactionsOf(order.shipment_id))[0]).toMatchObject({ status: "replaced" });
    await submitCardPage(redirect_url, { action: "pay", card_number: "4242 4242 4242 4242" });
    expect((await transactionsOf(order.shipment_id))[0]).toMatchObject({ status: "replaced" });
  });

  it("a paid order can no longer change", async () => {
    const order = await orderReadyToPay();
    const { redirect_url } = (await redirect(order)).json();
    await submitCardPage(redirect_url, { action: "pay", card_number: "4242 4242 4242 4242" });
    expect((await transactionsOf(order.shipment_id))[0]).toMatchObject({ status: "paid" });
    const offers = await call(t, offersEndpoint, { body: ref(order) }, { cookie: order.cookie, lang: "en" });
    const other = offers.success().offers.find((offer) => offer.offer_id !== order.offer.offer_id);
    if (!other) throw new Error("the sandbox carriers offer another service on this route");
    const changed = await select({ ...order, offer: other });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors[0].code).toBe("payment.already_paid");
    expect((await transactionsOf(order.shipment_id))[0]).toMatchObject({ status: "paid" });
  });
});
