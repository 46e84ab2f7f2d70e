import type { Database } from "@ship/db";
import { type Kysely, sql, type Transaction } from "kysely";
import { type TCreditReason, type TMoveResult, transactionReference } from "./credit-ledger.ts";

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

/**
 * A card top-up just marked paid (decision 035), in the notification's own database transaction:
 * its amount (reason top_up) then its bonus (reason bonus), both with the reference
 * `transaction:{id}`, so the ledger's unique (reason, reference) credits a transaction once
 * whatever delivers the notification again. Answers whether the top-up was new.
 */
export async function creditPaidTopUp(
  trx: Transaction<Database>,
  topUp: { userId: number; transactionId: string; amountCents: number; bonusCents: number },
): Promise<boolean> {
  const reference = transactionReference(topUp.transactionId);
  const moved = await moveCredit(trx, {
    userId: topUp.userId,
    amount: topUp.amountCents,
    reason: "top_up",
    reference,
  });
  if (moved !== "applied") return false;
  if (topUp.bonusCents > 0) {
    await moveCredit(trx, { userId: topUp.userId, amount: topUp.bonusCents, reason: "bonus", reference });
  }
  return true;
}

/** The user's spendable balance in cents, after giving back unpaid reservations. */
export async function readBalance(db: Kysely<Database>, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await releaseUnpaidReservations(trx, userId);
    return lockBalance(trx, userId);
  });
}

/** Spec §6: the credit account is shown once credit_account is not 0; credit added turns it on. */
export async function openCreditAccount(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.updateTable("users").set({ credit_account: 1 }).where("id", "=", userId).execute();
}

/**
 * Adds a top-up once per reference, and its bonus only when the top-up itself was new, then turns
 * the account's credit_account flag on: one transaction.
 */
async function topUp(
  db: Kysely<Database>,
  args: { userId: number; cents: number; bonus: number; reference: string },
): Promise<{ balance: number; bonus: number; duplicate: boolean }> {
  return db.transaction().execute(async (trx) => {
    const moved = await moveCredit(trx, {
      userId: args.userId,
      amount: args.cents,
      reason: "top_up",
      reference: args.reference,
    });
    const bonus = moved === "applied" ? args.bonus : 0;
    if (bonus > 0) {
      await moveCredit(trx, {
        userId: args.userId,
        amount: bonus,
        reason: "bonus",
        reference: args.reference,
      });
    }
    await openCreditAccount(trx, args.userId);
    return { balance: await lockBalance(trx, args.userId), bonus, duplicate: moved === "duplicate" };
  });
}

export function createCreditRepository(db: Kysely<Database>) {
  return {
    readBalance: (userId: number) => readBalance(db, userId),
    topUp: (args: { userId: number; cents: number; bonus: number; reference: string }) => topUp(db, args),
    async findUserIdByEmail(email: string): Promise<number | undefined> {
      const user = await db
        .selectFrom("users")
        .select("id")
        .where(sql<string>`lower(email)`, "=", email.toLowerCase())
        .executeTakeFirst();
      return user?.id;
    },
  };
}
export type TCreditRepository = ReturnType<typeof createCreditRepository>;
