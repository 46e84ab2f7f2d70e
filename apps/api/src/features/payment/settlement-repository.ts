import type { Database } from "@ship/db";
import type { TOrderSettlementMethod } from "@ship/domain";
import { type Kysely, sql, type Transaction } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";

/**
 * How an order was settled (order_payments, migration 0013, decision 016): one row per order,
 * written once (primary key on the order), and refunded once (refunded_at).
 */

export type TSettlementMethod = TOrderSettlementMethod;

export type TSettlement = {
  shipmentId: string;
  userId: number | null;
  method: TSettlementMethod;
  currency: "EUR" | "USD";
  totalCents: number;
  cardCents: number;
  creditCents: number;
  transactionId: string | null;
  refundedCents: number;
  refundedAt: Date | null;
};

const COLUMNS = [
  "shipment_id",
  "user_id",
  "method",
  "currency",
  "total_cents",
  "card_cents",
  "credit_cents",
  "transaction_id",
  "refunded_cents",
  "refunded_at",
] as const;

type TRow = {
  shipment_id: string;
  user_id: number | null;
  method: TSettlementMethod;
  currency: "EUR" | "USD";
  total_cents: number;
  card_cents: number;
  credit_cents: number;
  transaction_id: string | null;
  refunded_cents: number;
  refunded_at: Date | null;
};

const toSettlement = (row: TRow): TSettlement => ({
  shipmentId: row.shipment_id,
  userId: row.user_id,
  method: row.method,
  currency: row.currency,
  totalCents: Number(row.total_cents),
  cardCents: Number(row.card_cents),
  creditCents: Number(row.credit_cents),
  transactionId: row.transaction_id,
  refundedCents: Number(row.refunded_cents),
  refundedAt: row.refunded_at,
});

type TDb = Kysely<Database> | Transaction<Database>;

/** A card transaction notified paid settles its order (card part + reserved credit part), once. */
export async function recordCardSettlement(
  trx: TDb,
  transaction: {
    id: string;
    shipmentId: string;
    userId: number | null;
    amount: number;
    creditCents: number;
    currency: "EUR" | "USD";
  },
): Promise<void> {
  await trx
    .insertInto("order_payments")
    .values({
      shipment_id: transaction.shipmentId,
      user_id: transaction.userId,
      method: "credit_card",
      currency: transaction.currency,
      total_cents: transaction.amount + transaction.creditCents,
      card_cents: transaction.amount,
      credit_cents: transaction.creditCents,
      transaction_id: transaction.id,
    })
    .onConflict((oc) => oc.column("shipment_id").doNothing())
    .execute();
}

/** An order's settlement; `lock` keeps its row locked until the caller's transaction ends. */
export async function findSettlement(
  db: TDb,
  shipmentId: string,
  lock: boolean,
): Promise<TSettlement | undefined> {
  let query = db.selectFrom("order_payments").select(COLUMNS).where("shipment_id", "=", shipmentId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toSettlement(row) : undefined;
}

export function createSettlementRepository(db: Kysely<Database>) {
  return {
    find: (shipmentId: string) => findSettlement(db, shipmentId, false),

    /** The user's orders on 'Pay later' still owed: how many, and their cents. */
    owedDeferred: (userId: number) => findOwedDeferred(db, userId),

    /** Records the settlement of a card transaction already paid (no-op when it exists). */
    recordCard: (transaction: Parameters<typeof recordCardSettlement>[1]) =>
      recordCardSettlement(db, transaction),
  };
}
export type TSettlementRepository = ReturnType<typeof createSettlementRepository>;

/** The order's pending or paid card transaction, as the settlement weighs it (cardSettlementOf). */
export async function findCardForSettlement(trx: Transaction<Database>, shipmentId: string) {
  return trx
    .selectFrom("payment_transactions")
    .select(["id", "status", "amount_cents", "credit_cents", "currency", "user_id"])
    .where("shipment_id", "=", shipmentId)
    .where("status", "in", ["pending", "paid"])
    .executeTakeFirst();
}

export type TNewSettlement = {
  shipmentId: string;
  userId: number | null;
  method: TSettlementMethod;
  currency: "EUR" | "USD";
  totalCents: number;
  creditCents: number;
};

/** Writes an order's settlement (free, credit or deferred; the card's is recordCardSettlement). */
export async function insertSettlement(
  trx: Transaction<Database>,
  settled: TNewSettlement,
): Promise<TSettlement> {
  const row = await trx
    .insertInto("order_payments")
    .values({
      shipment_id: settled.shipmentId,
      user_id: settled.userId,
      method: settled.method,
      currency: settled.currency,
      total_cents: settled.totalCents,
      credit_cents: settled.creditCents,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toSettlement(row);
}

export async function markSettlementRefunded(
  trx: Transaction<Database>,
  shipmentId: string,
  refunded: { cents: number; reference: string | null },
): Promise<void> {
  await trx
    .updateTable("order_payments")
    .set({ refunded_cents: refunded.cents, refunded_at: new Date(), refund_reference: refunded.reference })
    .where("shipment_id", "=", shipmentId)
    .execute();
}

/**
 * What a user owes on 'Pay later': deferred orders not refunded whose invoice is not paid yet (an
 * order settled a moment ago may have no invoice yet: it is owed too).
 */
export async function findOwedDeferred(
  executor: TExecutor,
  userId: number,
): Promise<{ count: number; cents: number; limitCents: number | null }> {
  const limit = await executor
    .selectFrom("users")
    .select("deferred_limit_cents")
    .where("id", "=", userId)
    .executeTakeFirst();
  const row = await executor
    .selectFrom("order_payments")
    .leftJoin("shipments", "shipments.shipment_id", "order_payments.shipment_id")
    .leftJoin("invoices", "invoices.shipment_ref", "shipments.id")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("count"),
      sql<string | number>`coalesce(sum(order_payments.total_cents), 0)`.as("cents"),
    ])
    .where("order_payments.user_id", "=", userId)
    .where("order_payments.method", "=", "deferred")
    .where("order_payments.refunded_at", "is", null)
    .where("invoices.paid_at", "is", null)
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    cents: Number(row.cents),
    limitCents: limit?.deferred_limit_cents ?? null,
  };
}

/** Holds the user's row until the commit, so two 'Pay later' orders of one user take turns. */
export async function lockPayer(trx: TExecutor, userId: number): Promise<void> {
  await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}
