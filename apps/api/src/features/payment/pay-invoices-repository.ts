import { randomBytes } from "node:crypto";
import type { Database } from "@ship/db";
import type { TLang } from "@ship/domain";
import { sql, type Transaction } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";
import { TRANSACTION_COLUMNS, type TTransaction, toTransaction } from "./payment-repository.ts";

/** An invoice as the payment of invoices sees it, its row locked. */
export type TPayableInvoice = {
  number: string;
  userId: number | null;
  currency: "EUR" | "USD";
  totalCents: number;
  paid: boolean;
  /** A credit note cancelled it (its shipment was cancelled): no longer owed. */
  cancelled: boolean;
  shipmentRef: string;
  paymentMethod: string;
};

/**
 * The invoices of these numbers, their rows locked in the order of their numbers (two payments of
 * overlapping invoices take turns and never deadlock). Numbers that name no invoice are absent.
 */
export async function lockInvoices(
  trx: Transaction<Database>,
  numbers: readonly string[],
): Promise<TPayableInvoice[]> {
  const rows = await trx
    .selectFrom("invoices")
    .select([
      "number",
      "user_id",
      "currency",
      "total_ti_cents",
      "paid_at",
      "shipment_ref",
      "payment_method",
      sql<boolean>`exists (select 1 from credit_notes where credit_notes.invoice_number = invoices.number)`.as(
        "cancelled",
      ),
    ])
    .where("number", "in", [...numbers])
    .orderBy("number")
    .forUpdate()
    .execute();
  return rows.map((row) => ({
    number: row.number,
    userId: row.user_id,
    currency: row.currency,
    totalCents: Number(row.total_ti_cents),
    paid: row.paid_at !== null,
    cancelled: Boolean(row.cancelled),
    shipmentRef: row.shipment_ref,
    paymentMethod: row.payment_method,
  }));
}

/** The pending pay_invoices transactions holding any of these invoices, with all their invoices. */
export async function findPendingHolding(
  trx: Transaction<Database>,
  numbers: readonly string[],
): Promise<{ transaction: TTransaction; invoiceNumbers: string[] }[]> {
  const rows = await trx
    .selectFrom("payment_transactions")
    .select(TRANSACTION_COLUMNS)
    .where("purpose", "=", "pay_invoices")
    .where("status", "=", "pending")
    .where("id", "in", (qb) =>
      qb
        .selectFrom("payment_transaction_invoices")
        .select("transaction_id")
        .where("invoice_number", "in", [...numbers])
        .where("live", "=", true),
    )
    .forUpdate()
    .execute();
  const held = [];
  for (const row of rows) {
    held.push({ transaction: toTransaction(row), invoiceNumbers: await invoicesOf(trx, row.id) });
  }
  return held;
}

/** The invoice numbers a pay_invoices transaction pays, sorted. */
export async function invoicesOf(executor: TExecutor, transactionId: string): Promise<string[]> {
  const rows = await executor
    .selectFrom("payment_transaction_invoices")
    .select("invoice_number")
    .where("transaction_id", "=", transactionId)
    .orderBy("invoice_number")
    .execute();
  return rows.map((row) => row.invoice_number);
}

/** A pending transaction no longer holds its invoices (declined, cancelled or replaced). */
export async function releaseInvoices(trx: Transaction<Database>, transactionId: string): Promise<void> {
  await trx
    .updateTable("payment_transaction_invoices")
    .set({ live: false })
    .where("transaction_id", "=", transactionId)
    .execute();
}

export type TNewInvoicesPayment = {
  id: string;
  userId: number;
  sessionId: string;
  provider: string;
  currency: "EUR" | "USD";
  lang: TLang;
  invoices: readonly { number: string; totalCents: number }[];
};

/** A card transaction of purpose pay_invoices and the invoices it holds (live). */
export async function insertInvoicesTransaction(
  trx: Transaction<Database>,
  created: TNewInvoicesPayment,
): Promise<TTransaction> {
  const row = await trx
    .insertInto("payment_transactions")
    .values({
      id: created.id,
      purpose: "pay_invoices",
      shipment_id: null,
      order_id: null,
      session_id: created.sessionId,
      user_id: created.userId,
      provider: created.provider,
      amount_cents: created.invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0),
      currency: created.currency,
      lang: created.lang,
    })
    .returning(TRANSACTION_COLUMNS)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("payment_transaction_invoices")
    .values(
      created.invoices.map((invoice) => ({
        transaction_id: created.id,
        invoice_number: invoice.number,
        amount_cents: invoice.totalCents,
      })),
    )
    .execute();
  return toTransaction(row);
}

/**
 * A paid pay_invoices transaction settles its invoices, inside the notification's database
 * transaction: one customer payment (method credit_card, the transaction's id, unique) and each
 * still-unpaid invoice marked paid by it. Answers the payment id and the settled invoices' shipments.
 */
export async function settlePaidInvoices(
  trx: Transaction<Database>,
  transaction: TTransaction & { userId: number },
  at: Date,
): Promise<{ paymentId: string; shipmentRefs: string[] }> {
  const paymentId = `P${randomBytes(12).toString("base64url")}`;
  await trx
    .insertInto("customer_payments")
    .values({
      id: paymentId,
      user_id: transaction.userId,
      amount_cents: transaction.amount,
      currency: transaction.currency,
      method: "credit_card",
      transaction_id: transaction.id,
      paid_at: at,
    })
    .execute();
  const settled = await trx
    .updateTable("invoices")
    .set({ paid_at: at, payment_id: paymentId })
    .where("number", "in", (qb) =>
      qb
        .selectFrom("payment_transaction_invoices")
        .select("invoice_number")
        .where("transaction_id", "=", transaction.id),
    )
    .where("paid_at", "is", null)
    .returning(["shipment_ref", "payment_method"])
    .execute();
  return {
    paymentId,
    shipmentRefs: settled.filter((row) => row.payment_method === "deferred").map((row) => row.shipment_ref),
  };
}

/** The customer payment a transaction made, once paid. */
export async function findPaymentOfTransaction(
  executor: TExecutor,
  transactionId: string,
): Promise<string | undefined> {
  const row = await executor
    .selectFrom("customer_payments")
    .select("id")
    .where("transaction_id", "=", transactionId)
    .executeTakeFirst();
  return row?.id;
}

/** The card payment of invoices that paid this order's (deferred) invoice: its transaction and share. */
export async function findInvoiceCardPayment(
  executor: TExecutor,
  orderShipmentId: string,
): Promise<{ transactionId: string; amountCents: number } | undefined> {
  const row = await executor
    .selectFrom("shipments")
    .innerJoin("invoices", "invoices.shipment_ref", "shipments.id")
    .innerJoin("customer_payments", "customer_payments.id", "invoices.payment_id")
    .innerJoin("payment_transaction_invoices as held", (join) =>
      join
        .onRef("held.transaction_id", "=", "customer_payments.transaction_id")
        .onRef("held.invoice_number", "=", "invoices.number"),
    )
    .select(["held.transaction_id", "held.amount_cents"])
    .where("shipments.shipment_id", "=", orderShipmentId)
    .where("invoices.paid_at", "is not", null)
    .executeTakeFirst();
  return row ? { transactionId: row.transaction_id, amountCents: Number(row.amount_cents) } : undefined;
}
