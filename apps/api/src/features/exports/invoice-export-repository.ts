import { sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";

/** Where a batch of invoices ended: the numbers are gap-free per year, so (year, sequence) orders them. */
export type TInvoiceCursor = { year: number; sequence: number };

/**
 * The next `size` invoices of the users' shipments, newest first, after `after` (keyset on the
 * year and its sequence): the invoice export reads them a batch at a time. It only reads the
 * invoices table, which the shipment feature writes.
 */
export async function nextInvoiceBatch(
  executor: TExecutor,
  userIds: readonly number[],
  after: TInvoiceCursor | null,
  size: number,
) {
  if (userIds.length === 0) return [];
  return executor
    .selectFrom("invoices")
    .innerJoin("shipments", "shipments.id", "invoices.shipment_ref")
    .select([
      "invoices.number",
      "invoices.year",
      "invoices.sequence",
      "invoices.issue_date",
      "invoices.customer",
      "invoices.currency",
      "invoices.total_ti_cents",
      "invoices.payment_method",
      "invoices.due_date",
      "invoices.paid_at",
    ])
    .where("shipments.user_id", "in", [...userIds])
    .$if(after !== null, (qb) =>
      qb.where(sql<boolean>`(invoices.year, invoices.sequence) < (${after?.year}, ${after?.sequence})`),
    )
    .orderBy("invoices.year", "desc")
    .orderBy("invoices.sequence", "desc")
    .limit(size)
    .execute();
}

export type TInvoiceExportRow = Awaited<ReturnType<typeof nextInvoiceBatch>>[number];
