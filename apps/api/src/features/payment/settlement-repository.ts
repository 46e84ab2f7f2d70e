import type { Database } from "@ship/db";
import { cardSettlementOf, refundOf, settlementOf, type TOrderSettlementMethod } from "@ship/domain";
import type { Kysely, Transaction } from "kysely";
import { orderReference } from "../credit/credit-ledger.ts";
import { moveCredit, releaseUnpaidReservations } from "../credit/credit-repository.ts";
import { lockOrder } from "../order/order-repository.ts";
import { claimVoucherUse } from "../voucher/voucher-claim.ts";

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

async function findSettlement(db: TDb, shipmentId: string, lock: boolean): Promise<TSettlement | undefined> {
  let query = db.selectFrom("order_payments").select(COLUMNS).where("shipment_id", "=", shipmentId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toSettlement(row) : undefined;
}

export type TSettleOutcome =
  | { settled: true; settlement: TSettlement }
  | { settled: false; reason: "card_pending" | "unpaid" };

export function createSettlementRepository(db: Kysely<Database>) {
  return {
    find: (shipmentId: string) => findSettlement(db, shipmentId, false),

    /**
     * The user's orders on 'Pay later' still owed. Invoices can't be paid online yet (pay-invoices
     * is another issue), so every deferred order not refunded is an unpaid invoice.
     */
    async countDeferredUnpaid(userId: number): Promise<number> {
      const row = await db
        .selectFrom("order_payments")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .where("user_id", "=", userId)
        .where("method", "=", "deferred")
        .where("refunded_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Records the settlement of a card transaction already paid (no-op when it exists). */
    recordCard: (transaction: Parameters<typeof recordCardSettlement>[1]) =>
      recordCardSettlement(db, transaction),

    /**
     * Settles an order once, in one database transaction under the order's row lock: an existing
     * settlement is answered as is; a paid card transaction settles by card; a total of 0 is free;
     * credit pays when it covers the whole total (debited here, with the settlement row, or not at
     * all); otherwise a professional account that chose 'Pay later' owes it (deferred).
     */
    async settle(args: {
      shipmentId: string;
      total: number;
      currency: "EUR" | "USD";
      userId: number | null;
      payLater: boolean;
      mayDefer: boolean;
    }): Promise<TSettleOutcome> {
      return db.transaction().execute(async (trx) => {
        await lockOrder(trx, args.shipmentId, { mustExist: true });
        const existing = await findSettlement(trx, args.shipmentId, true);
        if (existing) return { settled: true as const, settlement: existing };

        const live = await trx
          .selectFrom("payment_transactions")
          .select(["id", "status", "amount_cents", "credit_cents", "currency", "user_id"])
          .where("shipment_id", "=", args.shipmentId)
          .where("status", "in", ["pending", "paid"])
          .executeTakeFirst();
        const card = cardSettlementOf(live);
        if (live && card === "settle_by_card") {
          await recordCardSettlement(trx, {
            id: live.id,
            shipmentId: args.shipmentId,
            userId: live.user_id,
            amount: Number(live.amount_cents),
            creditCents: Number(live.credit_cents),
            currency: live.currency,
          });
          const settlement = await findSettlement(trx, args.shipmentId, false);
          if (!settlement) throw new Error("card settlement not recorded");
          return { settled: true as const, settlement };
        }
        // A card page is open for this order: it may still charge, so nothing else may pay it.
        if (card === "card_pending") return { settled: false as const, reason: "card_pending" as const };
        await claimVoucherUse(trx, args.shipmentId);

        const insert = async (method: TSettlementMethod, creditCents: number) => {
          const row = await trx
            .insertInto("order_payments")
            .values({
              shipment_id: args.shipmentId,
              user_id: args.userId,
              method,
              currency: args.currency,
              total_cents: args.total,
              credit_cents: creditCents,
            })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
          return { settled: true as const, settlement: toSettlement(row) };
        };

        const ways = settlementOf({ ...args, payerId: args.userId });
        for (const way of ways) {
          if (way === "free") return insert("free", 0);
          if (way === "deferred") return insert("deferred", 0);
          if (args.userId === null) continue;
          // Credit: the ledger pays the whole total under its lock, or nothing (insufficient).
          await releaseUnpaidReservations(trx, args.userId);
          const moved = await moveCredit(trx, {
            userId: args.userId,
            amount: -args.total,
            reason: "order",
            reference: orderReference(args.shipmentId),
          });
          if (moved === "applied") return insert("credit", args.total);
        }
        return { settled: false as const, reason: "unpaid" as const };
      });
    },

    /**
     * Marks a settlement refunded once and gives the credit part back to the ledger, in one
     * transaction. The card part was refunded by the provider just before (with an idempotency
     * key, so a concurrent or retried call never refunds the card twice). Answers the cents
     * refunded now: 0 when it was refunded before.
     */
    async markRefunded(shipmentId: string, refundReference: string | null): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const settlement = await findSettlement(trx, shipmentId, true);
        if (!settlement || settlement.refundedAt) return 0;
        const { creditBack, refundedCents: refunded } = refundOf(settlement);
        if (creditBack > 0 && settlement.userId !== null) {
          await moveCredit(trx, {
            userId: settlement.userId,
            amount: creditBack,
            reason: "refund",
            reference: orderReference(shipmentId),
          });
        }
        await trx
          .updateTable("order_payments")
          .set({ refunded_cents: refunded, refunded_at: new Date(), refund_reference: refundReference })
          .where("shipment_id", "=", shipmentId)
          .execute();
        return refunded;
      });
    },
  };
}
export type TSettlementRepository = ReturnType<typeof createSettlementRepository>;
