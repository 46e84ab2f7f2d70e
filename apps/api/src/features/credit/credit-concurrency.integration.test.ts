import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createContext } from "../../create-context.ts";
import { createTestApp } from "../../testing/test-app.ts";
import {
  balanceRow,
  giveCredit,
  ledgerSum,
  loggedInUser,
  orderReadyToPay,
  redirect,
  refOf,
  type TOrder,
  type TTestApp,
} from "../payment/payment-test-helpers.ts";

/**
 * Reliability (issue 4): 50 orders of one account paid at the same moment from one credit balance
 * never take it below zero, and the ledger always sums to the balance. Half settle from credit
 * (POST /order's settleOrder), half open a card payment whose credit part is debited at once
 * (partial payment): both spend the same balance.
 */
const ORDERS = 50;
let t: TTestApp;
let ctx: ReturnType<typeof createContext>;
beforeAll(async () => {
  t = await createTestApp();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST: path.join(import.meta.dirname, "x"),
  });
  ctx = createContext(config, t.db);
});
afterAll(() => t.close());

describe("one credit balance, 50 concurrent orders", () => {
  it("never goes below zero and the ledger sums to the balance", { timeout: 180_000 }, async () => {
    const user = await loggedInUser(t);
    const orders: TOrder[] = [];
    for (let i = 0; i < ORDERS; i += 1) orders.push(await orderReadyToPay(t, user.cookie));
    const price = orders[0]?.price_ti ?? 0;
    expect(orders.every((order) => order.price_ti === price && order.currency === "EUR")).toBe(true);
    // Enough for 20 whole orders and half of another.
    const initial = price * 20 + Math.floor(price / 2);
    await giveCredit(t, user.id, initial);

    const session = await ctx.sessions.lookup(user.cookie);
    const outcomes = await Promise.all(
      orders.map(async (order, i) => {
        if (i % 2 === 0) {
          const settled = await ctx.payments.service.settleOrder(refOf(order), session, { payLater: false });
          return settled.settled ? "credit" : "unpaid";
        }
        const card = await redirect(t, order);
        if (card.statusCode === 409) return card.json().errors[0].code as string;
        expect(card.statusCode).toBe(200);
        return card.json().amount === price ? "card" : "partial";
      }),
    );

    const balance = await balanceRow(t, user.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(t, user.id)).toBe(balance);
    // Every cent that left the balance is on an order: settled from credit, or a card payment's credit part.
    const settled = await t.db
      .selectFrom("order_payments")
      .select(["credit_cents"])
      .where("user_id", "=", user.id)
      .where("method", "=", "credit")
      .execute();
    const reserved = await t.db
      .selectFrom("payment_transactions")
      .select(["credit_cents"])
      .where("user_id", "=", user.id)
      .where("status", "=", "pending")
      .execute();
    const spent = [...settled, ...reserved].reduce((sum, row) => sum + Number(row.credit_cents), 0);
    expect(spent + balance).toBe(initial);
    expect(settled.length).toBe(outcomes.filter((o) => o === "credit").length);
    // At most one order can be paid partly (the last half order's worth); the balance is then spent.
    expect(outcomes.filter((o) => o === "partial").length).toBeLessThanOrEqual(1);
    expect(balance).toBeLessThan(price);
    expect(outcomes.filter((o) => o === "credit" || o === "payment.nothing_to_pay").length).toBeGreaterThan(
      0,
    );
  });
});
