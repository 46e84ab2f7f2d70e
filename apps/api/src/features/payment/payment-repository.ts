import type { TOffer } from "@ship/contracts";
import type { Database } from "@ship/db";
import type { TLang } from "@ship/domain";
import type { Kysely, Transaction } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";
import type { TOwner } from "../session/owned-by.ts";
import { ownedBy } from "../session/owned-by-repository.ts";
import { findInvoiceCardPayment, findPaymentOfTransaction, invoicesOf } from "./pay-invoices-repository.ts";
import type { TPaymentPurpose } from "./payment-purpose.ts";

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
  purpose: TPaymentPurpose;
  /** The order it pays; null for a purpose that pays no order (a credit top-up, migration 0020). */
  shipmentId: string | null;
  orderId: string | null;
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
  /** A credit top-up's free credit, added with the amount when paid (spec §9; decision 035). */
  creditBonusCents: number;
};

/** A transaction that pays an order (purpose order: shipment_id and order_id are set, CHECK). */
export type TOrderTransaction = TTransaction & { shipmentId: string; orderId: string };

/** The transaction as an order's payment, or undefined for a purpose that pays no order. */
export function asOrderTransaction(transaction: TTransaction | undefined): TOrderTransaction | undefined {
  if (!transaction || transaction.shipmentId === null || transaction.orderId === null) return undefined;
  return { ...transaction, shipmentId: transaction.shipmentId, orderId: transaction.orderId };
}

export type TNotificationEvent = {
  eventId: string;
  transactionId: string;
  outcome: "paid" | "declined" | "cancelled";
  amount: number;
  currency: "EUR" | "USD";
};

export type TNotificationResult =
  | { result: "applied" | "ignored" | "duplicate"; shipmentId: string | null; purpose: TPaymentPurpose }
  | { result: "not_found" | "amount_mismatch" };

type TTransactionRow = {
  id: string;
  purpose: TPaymentPurpose;
  shipment_id: string | null;
  order_id: string | null;
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
  credit_bonus_cents: number;
};

export const TRANSACTION_COLUMNS = [
  "id",
  "purpose",
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
  "credit_bonus_cents",
] as const;

export const toTransaction = (row: TTransactionRow): TTransaction => ({
  id: row.id,
  purpose: row.purpose,
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
  creditBonusCents: Number(row.credit_bonus_cents),
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
    findLiveTransaction: (shipmentId: string) => findLiveTransaction(db, shipmentId),

    async findTransaction(id: string): Promise<TTransaction | undefined> {
      const row = await db
        .selectFrom("payment_transactions")
        .select(TRANSACTION_COLUMNS)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toTransaction(row) : undefined;
    },

    /** The customer payment a paid transaction made (a payment of invoices, decision 036). */
    paymentOfTransaction: (transactionId: string) => findPaymentOfTransaction(db, transactionId),

    /** The card payment of invoices that paid this order's deferred invoice, if one did. */
    invoiceCardPaymentOf: (orderShipmentId: string) => findInvoiceCardPayment(db, orderShipmentId),

    /** The invoice numbers a pay_invoices transaction pays. */
    invoicesOfTransaction: (transactionId: string) => invoicesOf(db, transactionId),

    /** Remembers the provider's own id of a transaction (the Stripe Checkout Session). */
    async setProviderReference(transactionId: string, reference: string): Promise<void> {
      await db
        .updateTable("payment_transactions")
        .set({ provider_reference: reference, updated_at: new Date() })
        .where("id", "=", transactionId)
        .execute();
    },
  };
}
export type TPaymentRepository = ReturnType<typeof createPaymentRepository>;

/** The pending or paid transaction of an order (at most one, by the unique index). */
export async function findLiveTransaction(
  executor: TExecutor,
  shipmentId: string,
): Promise<TOrderTransaction | undefined> {
  const row = await executor
    .selectFrom("payment_transactions")
    .select(TRANSACTION_COLUMNS)
    .where("shipment_id", "=", shipmentId)
    .where("status", "in", ["pending", "paid"])
    .executeTakeFirst();
  return row ? asOrderTransaction(toTransaction(row)) : undefined;
}

/** A pending transaction made for another total: its card page can no longer charge. */
export async function replaceTransaction(trx: Transaction<Database>, transactionId: string): Promise<void> {
  await trx
    .updateTable("payment_transactions")
    .set({ status: "replaced", updated_at: new Date() })
    .where("id", "=", transactionId)
    .where("status", "=", "pending")
    .execute();
}

export type TNewTransaction = {
  id: string;
  order: TPayableOrder;
  provider: string;
  /** What the card pays, integer cents. */
  cardCents: number;
  /** What the account's credit pays (reserved from the ledger in the same transaction). */
  creditCents: number;
  currency: "EUR" | "USD";
  lang: TLang;
};

export async function insertTransaction(
  trx: Transaction<Database>,
  created: TNewTransaction,
): Promise<TOrderTransaction> {
  const row = await trx
    .insertInto("payment_transactions")
    .values({
      id: created.id,
      // A card transaction opened for an order (the other purposes open their own).
      purpose: "order",
      shipment_id: created.order.shipmentId,
      order_id: created.order.orderId,
      session_id: created.order.sessionId,
      user_id: created.order.userId,
      provider: created.provider,
      amount_cents: created.cardCents,
      credit_cents: created.creditCents,
      currency: created.currency,
      lang: created.lang,
    })
    .returning(TRANSACTION_COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...toTransaction(row), shipmentId: created.order.shipmentId, orderId: created.order.orderId };
}

/** A transaction, its row locked until the notification's transaction ends. */
export async function lockTransaction(
  trx: Transaction<Database>,
  transactionId: string,
): Promise<TTransaction | undefined> {
  const row = await trx
    .selectFrom("payment_transactions")
    .select(TRANSACTION_COLUMNS)
    .where("id", "=", transactionId)
    .forUpdate()
    .executeTakeFirst();
  return row ? toTransaction(row) : undefined;
}

/** Whether the provider's event was applied before (its id is a unique key of payment_events). */
export async function isEventKnown(trx: Transaction<Database>, eventId: string): Promise<boolean> {
  const known = await trx
    .selectFrom("payment_events")
    .select("event_id")
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  return known !== undefined;
}

/** A pending transaction takes the notified outcome (only a pending one changes). */
export async function setTransactionOutcome(
  trx: Transaction<Database>,
  transactionId: string,
  outcome: TNotificationEvent["outcome"],
  at: Date,
): Promise<void> {
  await trx
    .updateTable("payment_transactions")
    .set({ status: outcome, updated_at: at, paid_at: outcome === "paid" ? at : null })
    .where("id", "=", transactionId)
    .where("status", "=", "pending")
    .execute();
}

export async function insertEvent(
  trx: Transaction<Database>,
  event: TNotificationEvent,
  applied: boolean,
): Promise<void> {
  await trx
    .insertInto("payment_events")
    .values({ event_id: event.eventId, transaction_id: event.transactionId, outcome: event.outcome, applied })
    .execute();
}

export type TNewTopUp = {
  id: string;
  userId: number;
  sessionId: string;
  provider: string;
  /** What the card pays, euro cents (100 or 300 euros). */
  amountCents: number;
  bonusCents: number;
  lang: TLang;
};

/** The user's pending credit top-up (at most one, by the unique index of migration 0020). */
export async function findPendingTopUp(
  trx: Transaction<Database>,
  userId: number,
): Promise<TTransaction | undefined> {
  const row = await trx
    .selectFrom("payment_transactions")
    .select(TRANSACTION_COLUMNS)
    .where("user_id", "=", userId)
    .where("purpose", "=", "credit_account")
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row ? toTransaction(row) : undefined;
}

/** A card transaction that buys credit (purpose credit_account): no order, always in euros. */
export async function insertTopUpTransaction(
  trx: Transaction<Database>,
  created: TNewTopUp,
): Promise<TTransaction> {
  const row = await trx
    .insertInto("payment_transactions")
    .values({
      id: created.id,
      purpose: "credit_account",
      shipment_id: null,
      order_id: null,
      session_id: created.sessionId,
      user_id: created.userId,
      provider: created.provider,
      amount_cents: created.amountCents,
      credit_bonus_cents: created.bonusCents,
      currency: "EUR",
      lang: created.lang,
    })
    .returning(TRANSACTION_COLUMNS)
    .executeTakeFirstOrThrow();
  return toTransaction(row);
}

export type TNewMassShipmentPayment = {
  id: string;
  /** The mass mailing's public id (spec §7: order_id with type mass_shipment). */
  orderId: string;
  sessionId: string;
  userId: number;
  provider: string;
  amountCents: number;
  currency: "EUR" | "USD";
  lang: TLang;
};

/** The card payment of a mass mailing (issue 14): no order row, the mass mailing's id as order_id. */
export async function insertMassShipmentTransaction(
  trx: Transaction<Database>,
  created: TNewMassShipmentPayment,
): Promise<TTransaction> {
  const row = await trx
    .insertInto("payment_transactions")
    .values({
      id: created.id,
      purpose: "mass_shipment",
      shipment_id: null,
      order_id: created.orderId,
      session_id: created.sessionId,
      user_id: created.userId,
      provider: created.provider,
      amount_cents: created.amountCents,
      currency: created.currency,
      lang: created.lang,
    })
    .returning(TRANSACTION_COLUMNS)
    .executeTakeFirstOrThrow();
  return toTransaction(row);
}

/** The open card payment of a mass mailing, if any (at most one: migration 0031). */
export async function findPendingMassShipment(
  executor: TExecutor,
  massMailingId: string,
): Promise<TTransaction | undefined> {
  const row = await executor
    .selectFrom("payment_transactions")
    .select(TRANSACTION_COLUMNS)
    .where("purpose", "=", "mass_shipment")
    .where("order_id", "=", massMailingId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row ? toTransaction(row) : undefined;
}
