import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createContext } from "../../create-context.ts";
import { createTestApp } from "../../testing/test-app.ts";
import {
  balanceRow,
  fillShippingInfo,
  giveCredit,
  ledgerSum,
  liveTransaction,
  loggedInUser,
  notifySandbox,
  orderReadyToPay,
  paymentState,
  redirect,
  refOf,
  type TOrder,
  type TTestApp,
} from "./payment-test-helpers.ts";

const NOTIFY_SECRET = "settlement-test-notification-secret-0123456789";
const ENV = { PAYMENT_NOTIFY_SECRET: NOTIFY_SECRET };
let t: TTestApp;
let ctx: ReturnType<typeof createContext>;
beforeAll(async () => {
  t = await createTestApp(ENV);
  // The same services over the same database, to call what the waybill and cancellation call.
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST: path.join(import.meta.dirname, "no-web-build"),
    ...ENV,
  });
  ctx = createContext(config, t.db);
});
afterAll(() => t.close());

const sessionOf = async (cookie: string) => ctx.sessions.lookup(cookie);
const settle = async (order: TOrder, payLater = false, cookie = order.cookie) =>
  ctx.payments.service.settleOrder(refOf(order), await sessionOf(cookie), { payLater });
const refund = (order: TOrder) => ctx.payments.service.refundOrder(order.shipment_id);

async function payByCard(order: TOrder) {
  const opened = await redirect(t, order);
  expect(opened.statusCode).toBe(200);
  const transaction = await liveTransaction(t, order.shipment_id);
  const paid = await notifySandbox(t, NOTIFY_SECRET, {
    event_id: `evt_${transaction.id.slice(0, 20)}`,
    transaction_id: transaction.id,
    outcome: "paid",
    amount: Number(transaction.amount_cents),
    currency: transaction.currency,
  });
  expect(paid.statusCode).toBe(200);
  return transaction;
}

describe("settleOrder", () => {
  it("settles a card-paid order once, and refunds it to the card once", async () => {
    const order = await orderReadyToPay(t);
    expect(await settle(order)).toEqual({ settled: false, method: "credit_card" });
    await payByCard(order);
    expect(await settle(order)).toEqual({ settled: true, method: "credit_card" });
    expect(await settle(order)).toEqual({ settled: true, method: "credit_card" });

    expect(await refund(order)).toEqual({ refunded_cents: order.price_ti, method: "credit_card" });
    expect(await refund(order)).toEqual({ refunded_cents: 0, method: "credit_card" });
    const row = await t.db
      .selectFrom("order_payments")
      .selectAll()
      .where("shipment_id", "=", order.shipment_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      method: "credit_card",
      card_cents: order.price_ti,
      refunded_cents: order.price_ti,
    });
    expect(row.refund_reference).toMatch(/^sandbox_refund_/);
  });

  it("pays from credit when it covers the total: debited once, refunded to the credit once", async () => {
    const user = await loggedInUser(t);
    const order = await orderReadyToPay(t, user.cookie);
    await giveCredit(t, user.id, order.price_ti + 250);

    const state = (await paymentState(t, order)).json().payment;
    expect(state).toMatchObject({
      balance: order.price_ti + 250,
      amount_to_pay: 0,
      nothing_to_pay: true,
      partial_payment: false,
      pay_balance: false,
    });
    const card = await redirect(t, order);
    expect(card.statusCode).toBe(409);
    expect(card.json().errors[0].code).toBe("payment.nothing_to_pay");

    const [first, second] = await Promise.all([settle(order), settle(order)]);
    expect(first).toEqual({ settled: true, method: "credit" });
    expect(second).toEqual({ settled: true, method: "credit" });
    expect(await balanceRow(t, user.id)).toBe(250);
    expect((await paymentState(t, order)).json().payment).toMatchObject({
      status: "paid",
      nothing_to_pay: true,
    });

    expect(await refund(order)).toEqual({ refunded_cents: order.price_ti, method: "credit" });
    expect(await refund(order)).toEqual({ refunded_cents: 0, method: "credit" });
    expect(await balanceRow(t, user.id)).toBe(order.price_ti + 250);
    expect(await ledgerSum(t, user.id)).toBe(order.price_ti + 250);
  });

  it("splits a partial payment: credit part debited with the card payment, both refunded", async () => {
    const user = await loggedInUser(t);
    const order = await orderReadyToPay(t, user.cookie);
    await giveCredit(t, user.id, 100);

    expect((await paymentState(t, order)).json().payment).toMatchObject({
      balance: 100,
      amount_to_pay: order.price_ti - 100,
      partial_payment: true,
      pay_balance: true,
      nothing_to_pay: false,
    });
    const opened = await redirect(t, order);
    expect(opened.json().amount).toBe(order.price_ti - 100);
    // A retried redirect reserves nothing more.
    expect((await redirect(t, order)).json().transaction_id).toBeTruthy();
    expect(await balanceRow(t, user.id)).toBe(0);

    const transaction = await payByCard(order);
    expect(Number(transaction.credit_cents)).toBe(100);
    expect(await settle(order)).toEqual({ settled: true, method: "credit_card" });
    expect(await refund(order)).toEqual({ refunded_cents: order.price_ti, method: "credit_card" });
    expect(await balanceRow(t, user.id)).toBe(100);
    expect(await ledgerSum(t, user.id)).toBe(100);
  });

  it("gives the reserved credit back when the card payment is declined", async () => {
    const user = await loggedInUser(t);
    const order = await orderReadyToPay(t, user.cookie);
    await giveCredit(t, user.id, 100);
    await redirect(t, order);
    const transaction = await liveTransaction(t, order.shipment_id);
    const declined = await notifySandbox(t, NOTIFY_SECRET, {
      event_id: `evt_declined_${transaction.id.slice(0, 10)}`,
      transaction_id: transaction.id,
      outcome: "declined",
      amount: Number(transaction.amount_cents),
      currency: transaction.currency,
    });
    expect(declined.statusCode).toBe(200);
    expect((await paymentState(t, order)).json().payment).toMatchObject({
      balance: 100,
      partial_payment: true,
    });
    // Reading the state again gives nothing back twice.
    expect((await paymentState(t, order)).json().payment.balance).toBe(100);
    expect(await ledgerSum(t, user.id)).toBe(100);
    expect(await settle(order)).toEqual({ settled: false, method: "credit_card" });
  });

  it("gives the reserved credit back when the order changes (the order feature replaces the card payment)", async () => {
    const user = await loggedInUser(t);
    const order = await orderReadyToPay(t, user.cookie);
    await giveCredit(t, user.id, 100);
    await redirect(t, order);
    expect(await balanceRow(t, user.id)).toBe(0);
    await fillShippingInfo(t, order);
    expect((await paymentState(t, order)).json().payment).toMatchObject({ status: "unpaid", balance: 100 });
    // The next card payment reserves the credit again, once.
    expect((await redirect(t, order)).json().amount).toBe(order.price_ti - 100);
    expect(await balanceRow(t, user.id)).toBe(0);
    expect(await ledgerSum(t, user.id)).toBe(0);
  });

  it("records 'Pay later' for a professional account only, and warns of the unpaid invoice", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    const order = await orderReadyToPay(t, pro.cookie);
    expect((await paymentState(t, order)).json().payment).toMatchObject({
      deferred_payment: true,
      deferred_url: "/api/v4/order",
      warning_unpaid: false,
      nb_unpaid: 0,
    });
    expect(await settle(order, true)).toEqual({ settled: true, method: "deferred" });
    expect(await settle(order, true)).toEqual({ settled: true, method: "deferred" });

    const next = await orderReadyToPay(t, pro.cookie);
    expect((await paymentState(t, next)).json().payment).toMatchObject({
      warning_unpaid: true,
      nb_unpaid: 1,
    });
    // Deferred: nothing was paid, nothing is refunded; the invoice is no longer owed.
    expect(await refund(order)).toEqual({ refunded_cents: 0, method: "deferred" });
    expect((await paymentState(t, next)).json().payment).toMatchObject({
      warning_unpaid: false,
      nb_unpaid: 0,
    });

    const personal = await loggedInUser(t);
    const theirs = await orderReadyToPay(t, personal.cookie);
    expect((await paymentState(t, theirs)).json().payment.deferred_payment).toBe(false);
    expect(await settle(theirs, true)).toEqual({ settled: false, method: "credit_card" });
  });

  it("settles an order a voucher brings to 0 as free: no card page, nothing to refund", async () => {
    await t.db.insertInto("vouchers").values({ code: "ALLFREE", kind: "percentage", value: 100 }).execute();
    const order = await orderReadyToPay(t);
    await fillShippingInfo(t, order, { voucher: "ALLFREE" });
    expect((await paymentState(t, order)).json().payment).toMatchObject({
      amount_total: 0,
      amount_to_pay: 0,
      nothing_to_pay: true,
      pay_balance: false,
    });
    const card = await redirect(t, order);
    expect(card.statusCode).toBe(409);
    expect(card.json().errors[0].code).toBe("payment.nothing_to_pay");
    expect(await settle(order)).toEqual({ settled: true, method: "free" });
    expect(await refund(order)).toEqual({ refunded_cents: 0, method: "free" });
  });

  it("answers 404 to another caller, and refunds nothing for an order never paid", async () => {
    const order = await orderReadyToPay(t);
    const other = await orderReadyToPay(t);
    await expect(settle(order, false, other.cookie)).rejects.toMatchObject({
      code: "not_found",
      status: 404,
    });
    expect(await refund(order)).toEqual({ refunded_cents: 0, method: "none" });
  });
});
