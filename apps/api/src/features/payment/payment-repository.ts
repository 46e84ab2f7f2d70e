import type { TOffer } from "@ship/contracts";
import type { Database } from "@ship/db";
import { isTransactionStale, mayPayWithCredit, splitCardAndCredit, type TLang } from "@ship/domain";
import type { Kysely } from "kysely";
import { transactionReference } from "../credit/credit-ledger.ts";
import { lockBalance, moveCredit, releaseUnpaidReservations } from "../credit/credit-repository.ts";
import { lockOrder } from "../order/order-repository.ts";
import type { TOwner } from "../session/owned-by.ts";
import { ownedBy } from "../session/owned-by-repository.ts";
import { claimVoucherUse } from "../voucher/voucher-claim.ts";
import { recordCardSettlement } from "./settlement-repository.ts";

export type { TOwner };
export type TTransactionStatus = "pending" | "paid" | "declined" | "cancelled" | "replaced";

export type TPayableOrder = {
  shipmentId: string;
  orderId: string;
  sessionId: string;
  userId: number | null;
  /** Step 3 done: the shipping info was checked and saved. */
  complete: boolean;
  offer: TOffer;
  insurancePrice: number;
  /** The order page's voucher discount (0 without one), in the offer's currency. */
  voucherDiscount: number;
};

export type TTransaction = {
  id: string;
  shipmentId: string;
  orderId: string;
  sessionId: string;
  userId: number | null;
  provider: string;
  amount: number;
  currency: "EUR" | "USD";
  status: TTransactionStatus;
  lang: TLang;
  paidAt: Date | null;
  /** Credit part of a partial payment, debited from the balance when the transaction opened. */
  creditCents: number;
  /** The provider's own id of this payment (a Stripe Checkout Session), once known. */
  providerReference: string | null;
};

export type TNotificationEvent = {
  eventId: string;
  transactionId: string;
  outcome: "paid" | "declined" | "cancelled";
  amount: number;
  currency: "EUR" | "USD";
};

export type TNotificationResult =
  | { result: "applied" | "ignored" | "duplicate"; shipmentId: string }
  | { result: "not_found" | "amount_mismatch" };

type TTransactionRow = {
  id: string;
  shipment_id: string;
  order_id: string;
  session_id: string;
  user_id: number | null;
  provider: string;
  amount_cents: number;
  currency: "EUR" | "USD";
  status: TTransactionStatus;
  lang: TLang;
  paid_at: Date | null;
  credit_cents: number;
  provider_reference: string | null;
};

const TRANSACTION_COLUMNS = [
  "id",
  "shipment_id",
  "order_id",
  "session_id",
  "user_id",
  "provider",
  "amount_cents",
  "currency",
  "status",
  "lang",
  "paid_at",
  "credit_cents",
  "provider_reference",
] as const;

const toTransaction = (row: TTransactionRow): TTransaction => ({
  id: row.id,
  shipmentId: row.shipment_id,
  orderId: row.order_id,
  sessionId: row.session_id,
  userId: row.user_id,
  provider: row.provider,
  amount: Number(row.amount_cents),
  currency: row.currency,
  status: row.status,
  lang: row.lang,
  paidAt: row.paid_at,
  creditCents: Number(row.credit_cents),
  providerReference: row.provider_reference,
});

export function createPaymentRepository(db: Kysely<Database>) {
  return {
    /** The order of the caller (its session, or the same logged-in user); undefined for anyone else. */
    async findOwnedOrder(shipmentId: string, orderId: string, owner: TOwner) {
      const row = await db
        .selectFrom("orders")
        .leftJoin("order_shipping_info as info", "info.shipment_id", "orders.shipment_id")
        .select([
          "orders.shipment_id",
          "orders.order_id",
          "orders.session_id",
          "orders.user_id",
          "orders.status",
          "orders.offer",
          "info.insurance_price_cents",
          "info.voucher_discount_cents",
        ])
        .where("orders.shipment_id", "=", shipmentId)
        .where("orders.order_id", "=", orderId)
        .where(ownedBy("orders", owner))
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        shipmentId: row.shipment_id,
        orderId: row.order_id,
        sessionId: row.session_id,
        userId: row.user_id,
        complete: row.status === "shipping_info",
        offer: row.offer as TOffer,
        insurancePrice: Number(row.insurance_price_cents ?? 0),
        voucherDiscount: Number(row.voucher_discount_cents ?? 0),
      } satisfies TPayableOrder;
    },

    /** The pending or paid transaction of an order (at most one, by the unique index). */
    async findLiveTransaction(shipmentId: string): Promise<TTransaction | undefined> {
      const row = await db
        .selectFrom("payment_transactions")
        .select(TRANSACTION_COLUMNS)
        .where("shipment_id", "=", shipmentId)
        .where("status", "in", ["pending", "paid"])
        .executeTakeFirst();
      return row ? toTransaction(row) : undefined;
    },

    async findTransaction(id: string): Promise<TTransaction | undefined> {
      const row = await db
        .selectFrom("payment_transactions")
        .select(TRANSACTION_COLUMNS)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toTransaction(row) : undefined;
    },

    /**
     * The open transaction for this order total, made if needed, in one database transaction. The
     * order row is locked first, so concurrent redirects of one order take turns: a retry finds the
     * transaction the first one made. A pending one for another total (the order changed) is
     * replaced; a paid one is answered as is. With `creditUserId`, the user's credit pays what it
     * can (partial payment, decision 016): that part is debited now, in this same transaction, and
     * the card pays the rest; it comes back if the card payment is never paid. Answers
     * "nothing_to_pay" when the credit covers the whole total (the order is confirmed instead).
     */
    async openTransaction(args: {
      newId: string;
      order: TPayableOrder;
      provider: string;
      /** The order's total, integer cents. */
      amount: number;
      currency: "EUR" | "USD";
      lang: TLang;
      creditUserId: number | null;
    }): Promise<TTransaction | "nothing_to_pay"> {
      return db.transaction().execute(async (trx) => {
        await lockOrder(trx, args.order.shipmentId, { mustExist: true });
        const live = await trx
          .selectFrom("payment_transactions")
          .select(TRANSACTION_COLUMNS)
          .where("shipment_id", "=", args.order.shipmentId)
          .where("status", "in", ["pending", "paid"])
          .executeTakeFirst();
        if (live) {
          const current = toTransaction(live);
          const wanted = { total: args.amount, currency: args.currency, provider: args.provider };
          if (!isTransactionStale(current, wanted)) return current;
          await trx
            .updateTable("payment_transactions")
            .set({ status: "replaced", updated_at: new Date() })
            .where("id", "=", current.id)
            .where("status", "=", "pending")
            .execute();
        }
        // A voucher can bring the total to 0: nothing for a card to charge (settleOrder: 'free').
        if (args.amount <= 0) return "nothing_to_pay" as const;
        await claimVoucherUse(trx, args.order.shipmentId);
        let credit = 0;
        if (mayPayWithCredit(args.creditUserId, args.currency)) {
          await releaseUnpaidReservations(trx, args.creditUserId);
          const split = splitCardAndCredit(args.amount, await lockBalance(trx, args.creditUserId));
          if (split === "nothing_to_pay") return split;
          credit = split.creditCents;
        }
        const row = await trx
          .insertInto("payment_transactions")
          .values({
            id: args.newId,
            shipment_id: args.order.shipmentId,
            order_id: args.order.orderId,
            session_id: args.order.sessionId,
            user_id: args.order.userId,
            provider: args.provider,
            amount_cents: args.amount - credit,
            credit_cents: credit,
            currency: args.currency,
            lang: args.lang,
          })
          .returning(TRANSACTION_COLUMNS)
          .executeTakeFirstOrThrow();
        if (credit > 0 && args.creditUserId !== null) {
          const moved = await moveCredit(trx, {
            userId: args.creditUserId,
            amount: -credit,
            reason: "order",
            reference: transactionReference(args.newId),
          });
          // The balance row is locked above: nothing can have spent it in between.
          if (moved !== "applied") throw new Error(`credit reservation ${moved}`);
        }
        return toTransaction(row);
      });
    },

    /** Remembers the provider's own id of a transaction (the Stripe Checkout Session). */
    async setProviderReference(transactionId: string, reference: string): Promise<void> {
      await db
        .updateTable("payment_transactions")
        .set({ provider_reference: reference, updated_at: new Date() })
        .where("id", "=", transactionId)
        .execute();
    },

    /**
     * Applies a provider notification once, in one database transaction: the event id is stored
     * with a unique key (a notification delivered again is a duplicate), and only a pending
     * transaction changes status, so an order is marked paid exactly once.
     */
    async applyNotification(event: TNotificationEvent): Promise<TNotificationResult> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("payment_transactions")
          .select(TRANSACTION_COLUMNS)
          .where("id", "=", event.transactionId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return { result: "not_found" as const };
        const transaction = toTransaction(row);
        if (transaction.amount !== event.amount || transaction.currency !== event.currency) {
          return { result: "amount_mismatch" as const };
        }
        const known = await trx
          .selectFrom("payment_events")
          .select("event_id")
          .where("event_id", "=", event.eventId)
          .executeTakeFirst();
        if (known) return { result: "duplicate" as const, shipmentId: transaction.shipmentId };
        const applied = transaction.status === "pending";
        if (applied) {
          const now = new Date();
          await trx
            .updateTable("payment_transactions")
            .set({ status: event.outcome, updated_at: now, paid_at: event.outcome === "paid" ? now : null })
            .where("id", "=", transaction.id)
            .where("status", "=", "pending")
            .execute();
          // Paid: the order is settled by card in this same transaction (decision 016).
          if (event.outcome === "paid") await recordCardSettlement(trx, transaction);
        }
        await trx
          .insertInto("payment_events")
          .values({
            event_id: event.eventId,
            transaction_id: transaction.id,
            outcome: event.outcome,
            applied,
          })
          .execute();
        return {
          result: applied ? ("applied" as const) : ("ignored" as const),
          shipmentId: transaction.shipmentId,
        };
      });
    },
  };
}
export type TPaymentRepository = ReturnType<typeof createPaymentRepository>;
