import { randomUUID } from "node:crypto";
import {
  cancelShipmentEndpoint,
  invoicesEndpoint,
  payInvoicesConfirmEndpoint,
  payInvoicesEndpoint,
  paymentsEndpoint,
  referContactUrlEndpoint,
  registerPersonalEndpoint,
  type TPayInvoicesConfirmBody,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { LYON, MARSEILLE, orderReadyToPay } from "../../testing/journey.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";
import { confirmOrder } from "../shipment/shipment-test-helpers.ts";
import { loggedInUser, notifySandbox } from "./payment-test-helpers.ts";

/** Issue 12 part 3: paying deferred invoices by card (purpose pay_invoices, decision 036). */
const NOTIFY_SECRET = "integration-test-notification-secret-invoices-0123456789";
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_NOTIFY_SECRET: NOTIFY_SECRET });
});
afterAll(() => t.close());

type TUser = Awaited<ReturnType<typeof loggedInUser>>;

/** A shipment ordered with 'Pay later': its invoice is owed 30 days later. */
async function shipLater(cookie: string, to = MARSEILLE) {
  const order = await orderReadyToPay(t, { cookie, to });
  return (await confirmOrder(t, order, cookie, "en", { payLater: true })).success().shipment;
}

/** The caller's unpaid invoices, as pay-invoices lists them. */
async function unpaid(user: TUser) {
  return (
    await call(t, invoicesEndpoint, { body: { unpaid: 1 } }, { cookie: user.cookie, lang: "en" })
  ).success().rows;
}

function confirm(cookie: string | null, body: TPayInvoicesConfirmBody, lang = "en") {
  return call(t, payInvoicesConfirmEndpoint, { body }, { cookie, lang });
}

const bodyOf = (rows: { id: string; price_ti: number }[]): TPayInvoicesConfirmBody => ({
  type: "pay_invoices",
  amount: rows.reduce((sum, row) => sum + row.price_ti, 0),
  invoice_ids: rows.map((row) => row.id),
  origin_lang: "en",
});

/** The pending pay_invoices transactions of a user. */
function pendingOf(userId: number) {
  return t.db
    .selectFrom("payment_transactions")
    .select(["id", "amount_cents", "currency", "status"])
    .where("user_id", "=", userId)
    .where("purpose", "=", "pay_invoices")
    .where("status", "=", "pending")
    .execute();
}

function notify(
  transaction: { id: string; amount_cents: number; currency: string },
  outcome = "paid",
  eventId = randomUUID(),
) {
  return notifySandbox(t, NOTIFY_SECRET, {
    event_id: eventId,
    transaction_id: transaction.id,
    outcome,
    amount: transaction.amount_cents,
    currency: transaction.currency,
  });
}

describe("paying deferred invoices by card", () => {
  let pro: TUser;
  beforeAll(async () => {
    pro = await loggedInUser(t, { pro: 1 });
    await shipLater(pro.cookie);
    await shipLater(pro.cookie, LYON);
  });

  it("pays two invoices with one payment, once, and POST /pay_invoices answers its id", async () => {
    const rows = await unpaid(pro);
    expect(rows).toHaveLength(2);
    const opened = (await confirm(pro.cookie, bodyOf(rows))).success();
    expect(opened.amount).toBe(rows.reduce((sum, row) => sum + row.price_ti, 0));
    expect(opened.redirect_url).toContain(`/sandbox-pay/${opened.transaction_id}`);
    const [pending] = await pendingOf(pro.id);
    if (!pending) throw new Error("no pending transaction");

    // Not notified yet: the return page is told to wait, nothing is paid.
    const before = (
      await call(t, payInvoicesEndpoint, { body: { transaction_id: opened.transaction_id } }, pro)
    ).success();
    expect(before).toMatchObject({ status: "pending", payment_id: null });
    expect(before.invoice_ids.sort()).toEqual(rows.map((row) => row.id).sort());

    const eventId = randomUUID();
    expect((await notify(pending, "paid", eventId)).statusCode).toBe(200);
    // The same notification again, and another event saying paid: nothing more.
    expect((await notify(pending, "paid", eventId)).statusCode).toBe(200);
    expect((await notify(pending, "paid")).statusCode).toBe(200);

    const after = (
      await call(t, payInvoicesEndpoint, { body: { transaction_id: opened.transaction_id } }, pro)
    ).success();
    expect(after.status).toBe("paid");
    expect(after.payment_id).toMatch(/^P/);

    expect(await unpaid(pro)).toHaveLength(0);
    const payments = (
      await call(t, paymentsEndpoint, { body: {} }, { cookie: pro.cookie, lang: "en" })
    ).success().rows;
    const made = payments.filter((row) => row.id === after.payment_id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: opened.amount, method: "credit_card" });
    expect(made[0]?.invoice_ids.sort()).toEqual(rows.map((row) => row.id).sort());
    const stored = await t.db
      .selectFrom("customer_payments")
      .select("id")
      .where("transaction_id", "=", pending.id)
      .execute();
    expect(stored).toHaveLength(1);

    // Paid invoices cannot be paid again.
    const again = await confirm(pro.cookie, bodyOf(rows));
    expect(again.statusCode).toBe(409);
    expect(again.failure().errors[0]).toMatchObject({ code: "payment.invoice_paid" });
  });
});

describe("one live payment per invoice", () => {
  it("two concurrent opens of the same invoices give one transaction; a retry answers it again", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    await shipLater(pro.cookie);
    await shipLater(pro.cookie, LYON);
    const rows = await unpaid(pro);
    const answers = await Promise.all([confirm(pro.cookie, bodyOf(rows)), confirm(pro.cookie, bodyOf(rows))]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(await pendingOf(pro.id)).toHaveLength(1);
    expect((await confirm(pro.cookie, bodyOf(rows))).statusCode).toBe(200);
    expect(await pendingOf(pro.id)).toHaveLength(1);
  });

  it("paying one of them alone replaces the open payment of both, whose late notification pays nothing", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    await shipLater(pro.cookie);
    await shipLater(pro.cookie, LYON);
    const rows = await unpaid(pro);
    expect((await confirm(pro.cookie, bodyOf(rows))).statusCode).toBe(200);
    const [both] = await pendingOf(pro.id);
    if (!both) throw new Error("no pending transaction");
    expect((await confirm(pro.cookie, bodyOf(rows.slice(0, 1)))).statusCode).toBe(200);
    const [single] = await pendingOf(pro.id);
    if (!single) throw new Error("no pending transaction");
    expect(single.id).not.toBe(both.id);

    // The replaced one's notification is ignored: it is no longer pending.
    expect((await notify(both)).statusCode).toBe(200);
    expect(await unpaid(pro)).toHaveLength(2);
    expect((await notify(single)).statusCode).toBe(200);
    expect((await unpaid(pro)).map((row) => row.id)).toEqual([rows[1]?.id]);
  });

  it("a declined payment lets its invoices be paid again", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    await shipLater(pro.cookie);
    const rows = await unpaid(pro);
    expect((await confirm(pro.cookie, bodyOf(rows))).statusCode).toBe(200);
    const [first] = await pendingOf(pro.id);
    if (!first) throw new Error("no pending transaction");
    expect((await notify(first, "declined")).statusCode).toBe(200);
    expect((await confirm(pro.cookie, bodyOf(rows))).statusCode).toBe(200);
    const [second] = await pendingOf(pro.id);
    expect(second?.id).not.toBe(first.id);
  });
});

describe("the referral reward (decision 034) of a sponsored customer who paid later", () => {
  it("rewards the sponsor once the deferred invoice is paid here, not before", async () => {
    const sponsor = await loggedInUser(t);
    const { code } = (
      await call(
        t,
        referContactUrlEndpoint,
        { params: { id: sponsor.id } },
        { cookie: sponsor.cookie, lang: "en" },
      )
    ).success();
    const email = `sponsored-${randomUUID()}@example.test`;
    const registered = await call(
      t,
      registerPersonalEndpoint,
      {
        body: {
          login: email,
          password: "secret-42",
          passwordCompr: "secret-42",
          address_lastname: "Newcomer",
          terms: 1,
          apporteur_code: code,
        },
      },
      { lang: "en" },
    );
    const cookie = sessionCookieOf(registered) ?? "";
    const id = registered.success().user.id;
    // A professional account may pay later (spec §6).
    await t.db.updateTable("users").set({ pro: 1, company: "Newcomer SAS" }).where("id", "=", id).execute();
    const sponsored = { id, email, cookie };
    const bonus = () =>
      t.db
        .selectFrom("credit_movements")
        .select(["amount_cents", "reference"])
        .where("user_id", "=", sponsor.id)
        .where("reason", "=", "bonus")
        .execute();

    await shipLater(sponsored.cookie);
    expect(await bonus()).toEqual([]);
    expect((await confirm(sponsored.cookie, bodyOf(await unpaid(sponsored)))).statusCode).toBe(200);
    const [pending] = await pendingOf(sponsored.id);
    if (!pending) throw new Error("no pending transaction");
    expect((await notify(pending)).statusCode).toBe(200);
    expect(await bonus()).toEqual([
      { amount_cents: 2000, reference: expect.stringMatching(/^referral:\d+$/) },
    ]);

    // Another deferred invoice paid later rewards nothing more.
    await shipLater(sponsored.cookie, LYON);
    expect((await confirm(sponsored.cookie, bodyOf(await unpaid(sponsored)))).statusCode).toBe(200);
    const [next] = await pendingOf(sponsored.id);
    if (!next) throw new Error("no pending transaction");
    expect((await notify(next)).statusCode).toBe(200);
    expect(await bonus()).toHaveLength(1);
  });
});

describe("cancelling a deferred shipment after its invoice was paid by card", () => {
  const cancel = (id: string, cookie: string) =>
    call(t, cancelShipmentEndpoint, { params: { id } }, { cookie, lang: "en" });
  /** The order's settlement, by the shipment's public id. */
  const settlementOf = (publicId: string) =>
    t.db
      .selectFrom("order_payments")
      .innerJoin("shipments", "shipments.shipment_id", "order_payments.shipment_id")
      .select(["order_payments.shipment_id", "method", "refunded_cents", "refund_reference"])
      .where("shipments.id", "=", publicId)
      .executeTakeFirstOrThrow();

  it("waits while the payment is open, then refunds that invoice's share of the card payment, once", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    const first = await shipLater(pro.cookie);
    await shipLater(pro.cookie, LYON);
    const rows = await unpaid(pro);
    const opened = (await confirm(pro.cookie, bodyOf(rows))).success();
    const [pending] = await pendingOf(pro.id);
    if (!pending) throw new Error("no pending transaction");

    // The card page may still charge both invoices: the shipment is not cancelled under it.
    const during = await cancel(first.id, pro.cookie);
    expect(during.statusCode).toBe(409);
    expect(during.json()).toMatchObject({
      success: false,
      errors: [{ code: "shipment.cancel_payment_open" }],
    });

    expect((await notify(pending)).statusCode).toBe(200);
    expect(await unpaid(pro)).toHaveLength(0);
    expect((await cancel(first.id, pro.cookie)).statusCode).toBe(200);
    const invoice = rows.find((row) => row.shipment_id === first.id);
    const settlement = await settlementOf(first.id);
    expect(settlement.method).toBe("deferred");
    // Its own share, not the whole payment of two invoices.
    expect(settlement.refunded_cents).toBe(invoice?.price_ti);
    expect(settlement.refunded_cents).toBeLessThan(opened.amount);
    expect(settlement.refund_reference).toBe(
      `sandbox_refund_${pending.id}_refund-invoice-${settlement.shipment_id}`,
    );
    expect((await cancel(first.id, pro.cookie)).statusCode).toBe(409);
    expect((await settlementOf(first.id)).refunded_cents).toBe(invoice?.price_ti);
  });
});

describe("refusals", () => {
  let owner: TUser;
  let other: TUser;
  let rows: Awaited<ReturnType<typeof unpaid>>;
  beforeAll(async () => {
    owner = await loggedInUser(t, { pro: 1 });
    other = await loggedInUser(t, { pro: 1 });
    await shipLater(owner.cookie);
    rows = await unpaid(owner);
  });

  it("another user's invoice, or one that does not exist, answers 404 and opens nothing", async () => {
    const answer = await confirm(other.cookie, bodyOf(rows), "fr");
    expect(answer.statusCode).toBe(404);
    expect(await pendingOf(other.id)).toHaveLength(0);
    const unknown = await confirm(owner.cookie, { ...bodyOf(rows), invoice_ids: ["F1999-000001"] });
    expect(unknown.statusCode).toBe(404);
  });

  it("another user's payment is not found by POST /pay_invoices", async () => {
    const opened = (await confirm(owner.cookie, bodyOf(rows))).success();
    const answer = await call(
      t,
      payInvoicesEndpoint,
      { body: { transaction_id: opened.transaction_id } },
      { cookie: other.cookie, lang: "en" },
    );
    expect(answer.statusCode).toBe(404);
  });

  it("a total that is not the invoices' answers 409, translated", async () => {
    const answer = await confirm(owner.cookie, { ...bodyOf(rows), amount: bodyOf(rows).amount + 1 }, "fr");
    expect(answer.statusCode).toBe(409);
    const [error] = answer.failure().errors;
    expect(error).toMatchObject({ code: "payment.invoices_amount_changed" });
    expect(error?.message).toContain("total");
  });

  it("bad bodies answer 400 with field errors, never a 500; a visitor 401", async () => {
    const bad: unknown[] = [
      {},
      { type: "credit_account", amount: 100, invoice_ids: ["F1"] },
      { type: "pay_invoices", amount: -5, invoice_ids: ["F1"] },
      { type: "pay_invoices", amount: 10.5, invoice_ids: ["F1"] },
      { type: "pay_invoices", amount: 100, invoice_ids: [] },
      { type: "pay_invoices", amount: 100, invoice_ids: ["F1", "F1"] },
      { type: "pay_invoices", amount: 100, invoice_ids: ["F1"], extra: 1 },
    ];
    for (const body of bad) {
      const answer = await confirm(owner.cookie, body as TPayInvoicesConfirmBody, "es");
      expect(answer.statusCode).toBe(400);
      expect(answer.failure().errors.length).toBeGreaterThan(0);
    }
    const forged = await call(t, payInvoicesEndpoint, { body: { transaction_id: "x".repeat(76) } }, owner);
    expect(forged.statusCode).toBe(400);
    expect((await confirm(null, bodyOf(rows))).statusCode).toBe(401);
  });
});
