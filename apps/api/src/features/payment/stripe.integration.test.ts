import path from "node:path";
import {
  redirectPaymentEndpoint,
  sandboxNotificationEndpoint,
  stripeNotificationEndpoint,
} from "@ship/contracts";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createContext } from "../../create-context.ts";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import {
  balanceRow,
  giveCredit,
  liveTransaction,
  loggedInUser,
  orderReadyToPay,
  paymentState,
  redirect,
  type TOrder,
  type TTestApp,
} from "./payment-test-helpers.ts";
import { startStripeStub } from "./stripe-stub.ts";

/** PAYMENT_PROVIDER=stripe, offline: the SDK talks to a local stub; events are signed as Stripe signs them. */
const WEBHOOK_SECRET = "whsec_integrationTestSecret0123456789";
let stub: Awaited<ReturnType<typeof startStripeStub>>;
let t: TTestApp;
let ctx: ReturnType<typeof createContext>;
let env: Record<string, string>;
beforeAll(async () => {
  stub = await startStripeStub();
  env = {
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_integration123",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stub.url,
    PUBLIC_URL: "https://ship.example",
  };
  t = await createTestApp(env);
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST: path.join(import.meta.dirname, "x"),
    ...env,
  });
  ctx = createContext(config, t.db);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const signer = new Stripe("sk_test_signer");

function webhook(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: stripeNotificationEndpoint.method,
    url: `${API_PREFIX}${stripeNotificationEndpoint.path}`,
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

const event = (id: string, type: string, object: Record<string, unknown>) => ({
  id,
  object: "event",
  type,
  api_version: "2025-01-01",
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

async function openCheckout(order: TOrder) {
  const response = await redirect(t, order);
  expect(response.statusCode).toBe(200);
  const transaction = await liveTransaction(t, order.shipment_id);
  const row = await t.db
    .selectFrom("payment_transactions")
    .select("provider_reference")
    .where("id", "=", transaction.id)
    .executeTakeFirstOrThrow();
  return { answer: response.json(), transaction, sessionId: row.provider_reference ?? "" };
}

describe("Stripe Checkout provider", () => {
  it("opens one Checkout Session for the order's amount, with the return URLs and the transaction id", async () => {
    const order = await orderReadyToPay(t);
    const before = stub.requests.length;
    const { answer, transaction, sessionId } = await openCheckout(order);
    expect(answer.redirect_url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const created = stub.requests.slice(before).find((r) => r.path === "/v1/checkout/sessions");
    expect(created?.idempotencyKey).toBe(`checkout-${transaction.id}`);
    expect(Object.fromEntries(created?.form ?? [])).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][unit_amount]": String(order.price_ti),
      "line_items[0][price_data][currency]": "eur",
      "metadata[transaction_id]": transaction.id,
      client_reference_id: transaction.id,
      success_url: `https://ship.example/#/en/order-payment-ok/${answer.transaction_id}`,
      cancel_url: "https://ship.example/#/en/order-payment-cancel",
    });

    // A retry finds the open session again: no second page that could charge.
    const again = await redirect(t, order);
    expect(again.json().redirect_url).toBe(answer.redirect_url);
    expect(
      stub.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions"),
    ).toHaveLength(1);
  });

  it("refuses a forged or missing signature, applies a completed session once, and refunds through Stripe once", async () => {
    const order = await orderReadyToPay(t);
    const { transaction, sessionId } = await openCheckout(order);
    const paid = event("evt_paid_1", "checkout.session.completed", stub.complete(sessionId));

    const forged = await webhook(paid, "whsec_notTheSecret");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].code).toBe("payment.invalid_signature");
    const unsigned = await t.app.inject({
      method: stripeNotificationEndpoint.method,
      url: `${API_PREFIX}${stripeNotificationEndpoint.path}`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(paid),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await liveTransaction(t, order.shipment_id)).status).toBe("pending");

    const first = await webhook(paid);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, duplicate: false });
    const second = await webhook(paid);
    expect(second.json()).toEqual({ success: true, duplicate: true });
    expect((await liveTransaction(t, order.shipment_id)).status).toBe("paid");
    const events = await t.db
      .selectFrom("payment_events")
      .selectAll()
      .where("transaction_id", "=", transaction.id)
      .execute();
    expect(events).toHaveLength(1);
    expect((await paymentState(t, order)).json().payment).toMatchObject({
      status: "paid",
      nothing_to_pay: true,
    });

    const session = await ctx.sessions.lookup(order.cookie);
    expect(await ctx.payments.service.settleOrder(order, session, { payLater: false })).toEqual({
      settled: true,
      method: "credit_card",
    });
    expect(await ctx.payments.service.refundOrder(order.shipment_id)).toEqual({
      refunded_cents: order.price_ti,
      method: "credit_card",
    });
    expect(await ctx.payments.service.refundOrder(order.shipment_id)).toEqual({
      refunded_cents: 0,
      method: "credit_card",
    });
    const refunds = stub.requests.filter((r) => r.path === "/v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.idempotencyKey).toBe(`refund-${order.shipment_id}`);
    expect(Object.fromEntries(refunds[0]?.form ?? [])).toMatchObject({
      payment_intent: `pi_for_${sessionId}`,
      amount: String(order.price_ti),
    });
  });

  it("charges only the card part of a partial payment, and refunds each part its own way", async () => {
    const user = await loggedInUser(t);
    const order = await orderReadyToPay(t, user.cookie);
    await giveCredit(t, user.id, 300);
    const { answer, transaction, sessionId } = await openCheckout(order);
    expect(answer.amount).toBe(order.price_ti - 300);
    const created = stub.requests.find((r) => r.form.get("metadata[transaction_id]") === transaction.id);
    expect(created?.form.get("line_items[0][price_data][unit_amount]")).toBe(String(order.price_ti - 300));
    expect(await balanceRow(t, user.id)).toBe(0);

    const paid = await webhook(
      event("evt_partial_1", "checkout.session.completed", stub.complete(sessionId)),
    );
    expect(paid.json()).toEqual({ success: true, duplicate: false });
    expect(await ctx.payments.service.refundOrder(order.shipment_id)).toEqual({
      refunded_cents: order.price_ti,
      method: "credit_card",
    });
    const refund = stub.requests.filter((r) => r.path === "/v1/refunds").at(-1);
    expect(refund?.form.get("amount")).toBe(String(order.price_ti - 300));
    expect(await balanceRow(t, user.id)).toBe(300);
  });

  it("cancels on an expired session, and acknowledges events it does not act on", async () => {
    const order = await orderReadyToPay(t);
    const { transaction, sessionId } = await openCheckout(order);
    const other = await webhook(
      event("evt_other_1", "customer.created", { id: "cus_1", object: "customer" }),
    );
    expect(other.json()).toEqual({ success: true, duplicate: false });
    const expired = await webhook(event("evt_expired_1", "checkout.session.expired", stub.expire(sessionId)));
    expect(expired.statusCode).toBe(200);
    const row = await t.db
      .selectFrom("payment_transactions")
      .select("status")
      .where("id", "=", transaction.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("cancelled");
    expect((await paymentState(t, order)).json().payment).toMatchObject({
      status: "unpaid",
      pay_balance: true,
    });
  });

  it("answers a translated 503 when Stripe refuses the session, and never a 500", async () => {
    const order = await orderReadyToPay(t);
    await stub.failNext();
    const body = { shipment_id: order.shipment_id, order_id: order.order_id };
    const response = await call(t, redirectPaymentEndpoint, { body }, { cookie: order.cookie, lang: "fr" });
    expect(response.statusCode).toBe(503);
    expect(response.json().errors[0]).toMatchObject({
      code: "payment.not_configured",
      message: "Le paiement en ligne n'est pas disponible pour le moment.",
    });
  });

  it("answers 404 on the sandbox's notification route", async () => {
    const body = {
      event_id: "evt_12345678",
      transaction_id: "x",
      outcome: "paid",
      amount: 1,
      currency: "EUR",
    } as const;
    const response = await call(t, sandboxNotificationEndpoint, { body });
    expect(response.statusCode).toBe(404);
  });
});
