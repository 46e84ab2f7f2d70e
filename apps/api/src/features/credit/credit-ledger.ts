import type { Database } from "@ship/db";
import { type Kysely, sql, type Transaction } from "kysely";

/**
 * The prepaid credit ledger (decision 016). Every change of a balance, in the caller's database
 * transaction: lock the user's balance row, refuse a duplicate (reason, reference), refuse to go
 * below zero, then update the balance and append the movement together. The lock makes concurrent
 * debits of one user take turns, so 50 orders paid at once from one balance never overdraw it; the
 * CHECK (balance_cents >= 0) and the unique (reason, reference) back it up in the database itself.
 */

export type TCreditReason = "top_up" | "order" | "refund" | "bonus";
export type TMoveResult = "applied" | "duplicate" | "insufficient";

/** Credit is held in euros (spec §9 top-ups of 100 or 300 euros): it pays orders in EUR only. */
export const CREDIT_CURRENCY = "EUR";

/** The smallest card charge: card networks refuse tiny ones (Stripe: 0.50 in EUR and USD). */
export const MIN_CARD_CENTS = 50;

/**
 * How much of a total the credit pays: all of it when the balance covers it, else as much as it
 * can while leaving the card at least MIN_CARD_CENTS (a 0.20 card charge would be refused).
 */
export function creditPartOf(balance: number, total: number): number {
  const available = Math.max(balance, 0);
  if (available >= total) return total;
  return Math.max(0, Math.min(available, total - MIN_CARD_CENTS));
}

/** Locks the user's balance row (made at 0 if missing) and answers the balance, in cents. */
export async function lockBalance(trx: Transaction<Database>, userId: number): Promise<number> {
  await trx
    .insertInto("credit_balances")
    .values({ user_id: userId })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const row = await trx
    .selectFrom("credit_balances")
    .select("balance_cents")
    .where("user_id", "=", userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(row.balance_cents);
}

/** Adds (positive) or spends (negative) credit once per (reason, reference). */
export async function moveCredit(
  trx: Transaction<Database>,
  movement: { userId: number; amount: number; reason: TCreditReason; reference: string },
): Promise<TMoveResult> {
  if (!Number.isInteger(movement.amount) || movement.amount === 0) {
    throw new Error(`credit movement of ${movement.amount} cents`);
  }
  const balance = await lockBalance(trx, movement.userId);
  const known = await trx
    .selectFrom("credit_movements")
    .select("id")
    .where("reason", "=", movement.reason)
    .where("reference", "=", movement.reference)
    .executeTakeFirst();
  if (known) return "duplicate";
  const after = balance + movement.amount;
  if (after < 0) return "insufficient";
  await trx
    .updateTable("credit_balances")
    .set({ balance_cents: after, updated_at: new Date() })
    .where("user_id", "=", movement.userId)
    .execute();
  await trx
    .insertInto("credit_movements")
    .values({
      user_id: movement.userId,
      amount_cents: movement.amount,
      reason: movement.reason,
      reference: movement.reference,
      balance_after_cents: after,
    })
    .execute();
  return "applied";
}

/** The ledger reference of the credit part of a partial card payment. */
export const transactionReference = (transactionId: string) => `transaction:${transactionId}`;
/** The ledger reference of an order paid (or refunded) from credit as a whole. */
export const orderReference = (shipmentId: string) => `order:${shipmentId}`;

/**
 * Gives back the credit reserved by card payments that will never be paid: declined, cancelled,
 * or replaced (the order changed — the order feature replaces pending payments on its own). One
 * sweep for every path, run before the balance is read or spent; idempotent by the ledger's
 * unique (refund, transaction:{id}).
 */
export async function releaseUnpaidReservations(trx: Transaction<Database>, userId: number): Promise<number> {
  const stale = await trx
    .selectFrom("payment_transactions as t")
    .select(["t.id", "t.credit_cents"])
    .where("t.user_id", "=", userId)
    .where("t.credit_cents", ">", 0)
    .where("t.status", "in", ["declined", "cancelled", "replaced"])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("credit_movements as m")
            .select("m.id")
            .where("m.reason", "=", "refund")
            .where("m.reference", "=", sql<string>`'transaction:' || t.id`),
        ),
      ),
    )
    .execute();
  let released = 0;
  for (const row of stale) {
    const result = await moveCredit(trx, {
      userId,
      amount: Number(row.credit_cents),
      reason: "refund",
      reference: transactionReference(row.id),
    });
    if (result === "applied") released += Number(row.credit_cents);
  }
  return released;
}

/** The user's spendable balance in cents, after giving back unpaid reservations. */
export async function readBalance(db: Kysely<Database>, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await releaseUnpaidReservations(trx, userId);
    return lockBalance(trx, userId);
  });
}
