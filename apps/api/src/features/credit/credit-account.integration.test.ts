import { randomUUID } from "node:crypto";
import {
  creditAccountConfirmEndpoint,
  creditAccountInfoEndpoint,
  creditMovementsEndpoint,
  paymentTransactionEndpoint,
  type TCreditAccountConfirmBody,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { balanceRow, ledgerSum, loggedInUser, notifySandbox } from "../payment/payment-test-helpers.ts";

/** Issue 12 part 5: the credit account, its top-up by card (purpose credit_account), its ledger. */
const NOTIFY_SECRET = "integration-test-notification-secret-credit-0123456789";
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_NOTIFY_SECRET: NOTIFY_SECRET });
});
afterAll(() => t.close());

type TUser = Awaited<ReturnType<typeof loggedInUser>>;

/** A logged-in account with a credit account (credit_account = 1, spec §6). */
async function creditUser(flag = 1): Promise<TUser> {
  const user = await loggedInUser(t);
  await t.db.updateTable("users").set({ credit_account: flag }).where("id", "=", user.id).execute();
  return user;
}

function confirm(cookie: string | null, body: TCreditAccountConfirmBody) {
  return call(t, creditAccountConfirmEndpoint, { body }, { cookie, lang: "en" });
}

/** The user's pending top-up transaction, as the card page knows it. */
async function pendingTopUp(userId: number) {
  return t.db
    .selectFrom("payment_transactions")
    .select(["id", "amount_cents", "credit_bonus_cents", "currency", "status", "shipment_id"])
    .where("user_id", "=", userId)
    .where("purpose", "=", "credit_account")
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
}

function notifyPaid(transaction: { id: string; amount_cents: number }, eventId = randomUUID()) {
  return notifySandbox(t, NOTIFY_SECRET, {
    event_id: eventId,
    transaction_id: transaction.id,
    outcome: "paid",
    amount: transaction.amount_cents,
    currency: "EUR",
  });
}

/** Confirms a top-up and pays it with the provider's notification: the balance after it. */
async function topUp(user: TUser, amount: 100 | 300) {
  expect((await confirm(user.cookie, { amount })).statusCode).toBe(200);
  const notified = await notifyPaid(await pendingTopUp(user.id));
  expect(notified.statusCode).toBe(200);
  return balanceRow(t, user.id);
}

describe("POST /credit-acount/confirm and the paid notification", () => {
  it("opens a card payment of 100 EUR that credits 102 EUR once paid, with its ledger", async () => {
    const user = await creditUser();
    const answer = (await confirm(user.cookie, { amount: 100, origin_lang: "en" })).success();
    expect(answer).toMatchObject({ amount: 10_000, bonus: 200, currency: "EUR" });
    expect(answer.redirect_url).toContain(`/sandbox-pay/${answer.transaction_id}`);
    const pending = await pendingTopUp(user.id);
    expect(pending).toMatchObject({ amount_cents: 10_000, credit_bonus_cents: 200, shipment_id: null });
    // Not paid yet: nothing credited.
    expect(await balanceRow(t, user.id)).toBe(0);

    expect((await notifyPaid(pending)).statusCode).toBe(200);
    expect(await balanceRow(t, user.id)).toBe(10_200);
    expect(await ledgerSum(t, user.id)).toBe(10_200);

    const info = (await call(t, creditAccountInfoEndpoint, { params: { id: user.id } }, user)).success();
    expect(info.credit).toEqual({ balance: 10_200, credit_account: 1, currency: "EUR" });
    expect(info.top_ups).toEqual([
      { euros: 100, amount: 10_000, bonus: 200, bonus_percent: 2 },
      { euros: 300, amount: 30_000, bonus: 900, bonus_percent: 3 },
    ]);
    expect(info.default_top_up).toBe(100);

    const ledger = (await call(t, creditMovementsEndpoint, { body: {} }, user)).success();
    expect(ledger).toMatchObject({ total: 2, page: 1, pages: 1, rows_per_page: 10, currency: "EUR" });
    expect(ledger.rows.map((row) => [row.reason, row.amount, row.balance_after])).toEqual([
      ["bonus", 200, 10_200],
      ["top_up", 10_000, 10_000],
    ]);

    // The return page reads the transaction: a top-up names no order.
    const read = await call(
      t,
      paymentTransactionEndpoint,
      { params: { crypted_transaction_id: answer.transaction_id } },
      { cookie: user.cookie, lang: "en" },
    );
    expect(read.success().transaction).toMatchObject({
      status: "paid",
      purpose: "credit_account",
      shipment_id: null,
      order_id: null,
      amount: 10_000,
    });
  });

  it("credits 300 EUR with a 3 % bonus: 309 EUR", async () => {
    const user = await creditUser();
    expect(await topUp(user, 300)).toBe(30_900);
  });

  it("credits once when the notification is delivered twice, or another event says paid again", async () => {
    const user = await creditUser();
    expect((await confirm(user.cookie, { amount: 100 })).statusCode).toBe(200);
    const pending = await pendingTopUp(user.id);
    const eventId = randomUUID();
    const first = await notifyPaid(pending, eventId);
    const again = await notifyPaid(pending, eventId);
    expect(first.json()).toMatchObject({ duplicate: false });
    expect(again.json()).toMatchObject({ duplicate: true });
    expect((await notifyPaid(pending)).statusCode).toBe(200);
    expect(await balanceRow(t, user.id)).toBe(10_200);
    const movements = await t.db
      .selectFrom("credit_movements")
      .select("reason")
      .where("user_id", "=", user.id)
      .execute();
    expect(movements).toHaveLength(2);
  });

  it("answers the same open payment to a retry; another amount replaces it", async () => {
    const user = await creditUser();
    await confirm(user.cookie, { amount: 100 });
    const first = await pendingTopUp(user.id);
    await confirm(user.cookie, { amount: 100 });
    expect((await pendingTopUp(user.id)).id).toBe(first.id);
    await confirm(user.cookie, { amount: 300 });
    const second = await pendingTopUp(user.id);
    expect(second.id).not.toBe(first.id);
    expect(second.amount_cents).toBe(30_000);
    // The replaced page can no longer credit anything.
    await notifyPaid(first);
    expect(await balanceRow(t, user.id)).toBe(0);
  });

  it("refuses any other amount with a translated field error, and changes nothing", async () => {
    const user = await creditUser();
    for (const amount of [200, 0, -100, 100.5, "100"]) {
      const refused = await call(
        t,
        creditAccountConfirmEndpoint,
        { body: { amount } as unknown as TCreditAccountConfirmBody },
        { cookie: user.cookie, lang: "fr" },
      );
      expect(refused.statusCode).toBe(400);
      const failure = refused.failure();
      expect(failure.errors.some((e) => e.field === "amount" && e.code === "validation.credit_amount")).toBe(
        true,
      );
      expect(failure.errors.find((e) => e.field === "amount")?.message).toBe(
        "Choisissez une recharge de 100 ou 300 euros.",
      );
    }
    const count = await t.db
      .selectFrom("payment_transactions")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe("who sees the credit account", () => {
  it("answers 401 to a visitor", async () => {
    expect((await confirm(null, { amount: 100 })).statusCode).toBe(401);
    expect(
      (await call(t, creditAccountInfoEndpoint, { params: { id: 1 } }, { cookie: null })).statusCode,
    ).toBe(401);
    expect((await call(t, creditMovementsEndpoint, { body: {} }, { cookie: null })).statusCode).toBe(401);
  });

  it("answers 404 for another user's id, and never shows another user's ledger", async () => {
    const owner = await creditUser();
    const other = await creditUser();
    await topUp(owner, 100);
    const foreign = await call(t, creditAccountInfoEndpoint, { params: { id: owner.id } }, other);
    expect(foreign.statusCode).toBe(404);
    const ledger = (await call(t, creditMovementsEndpoint, { body: {} }, other)).success();
    expect(ledger.total).toBe(0);
  });

  it("answers 403 to an account whose credit_account is 0 (spec §6)", async () => {
    const user = await creditUser(0);
    const info = await call(t, creditAccountInfoEndpoint, { params: { id: user.id } }, user);
    expect(info.statusCode).toBe(403);
    expect(info.failure().errors[0]?.code).toBe("permission.credit_account");
    expect((await confirm(user.cookie, { amount: 100 })).statusCode).toBe(403);
  });

  it("pages the ledger 10 at a time, newest first", async () => {
    const user = await creditUser();
    for (let i = 0; i < 6; i += 1) await topUp(user, 100);
    const first = (await call(t, creditMovementsEndpoint, { body: {} }, user)).success();
    expect(first).toMatchObject({ total: 12, pages: 2 });
    expect(first.rows).toHaveLength(10);
    const second = (await call(t, creditMovementsEndpoint, { body: { page: 2 } }, user)).success();
    expect(second.rows).toHaveLength(2);
    expect(second.rows[1]?.balance_after).toBe(10_000);
    expect(await ledgerSum(t, user.id)).toBe(await balanceRow(t, user.id));
  });
});
