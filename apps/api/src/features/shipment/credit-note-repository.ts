import type { TCreditNotesTable } from "@ship/db";
import { type Selectable, sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";

/**
 * Credit notes of cancelled shipments (migration 0023): one per invoice, numbered like invoices
 * but with their own gap-free sequence. Run insertCreditNote in the transaction that marks the
 * shipment cancelled: the counter row stays locked until the commit, and a rolled-back attempt
 * gives its number back.
 */
export type TCreditNoteRow = Selectable<TCreditNotesTable>;

export const formatCreditNoteNumber = (year: number, sequence: number) =>
  `A${year}-${String(sequence).padStart(6, "0")}`;

async function nextCreditNoteSequence(trx: TExecutor, year: number): Promise<number> {
  const counter = await trx
    .insertInto("credit_note_counters")
    .values({ year, last_sequence: 1 })
    .onConflict((oc) =>
      oc
        .column("year")
        .doUpdateSet((eb) => ({ last_sequence: eb("credit_note_counters.last_sequence", "+", 1) })),
    )
    .returning("last_sequence")
    .executeTakeFirstOrThrow();
  return counter.last_sequence;
}

/** Credits the shipment's invoice, when it has one and no credit note yet; answers the note's number. */
export async function insertCreditNote(
  trx: TExecutor,
  shipmentRef: string,
  issueDate: string,
): Promise<string | null> {
  const invoice = await trx
    .selectFrom("invoices")
    .leftJoin("credit_notes", "credit_notes.invoice_number", "invoices.number")
    .select([
      "invoices.number",
      "invoices.user_id",
      "invoices.total_ti_cents",
      "invoices.currency",
      "invoices.payment_method",
      "invoices.paid_at",
      "credit_notes.number as credit_note",
    ])
    .where("invoices.shipment_ref", "=", shipmentRef)
    .executeTakeFirst();
  if (!invoice) return null;
  if (invoice.credit_note !== null) return invoice.credit_note;
  const year = Number(issueDate.slice(0, 4));
  const sequence = await nextCreditNoteSequence(trx, year);
  const number = formatCreditNoteNumber(year, sequence);
  await trx
    .insertInto("credit_notes")
    .values({
      number,
      year,
      sequence,
      invoice_number: invoice.number,
      shipment_ref: shipmentRef,
      user_id: invoice.user_id,
      issue_date: issueDate,
      total_ti_cents: invoice.total_ti_cents,
      currency: invoice.currency,
      refund_method: refundMethodOf(invoice.payment_method, invoice.paid_at !== null),
    })
    .execute();
  await trx
    .updateTable("invoices")
    .set({ cancelled_at: sql<Date>`now()` })
    .where("number", "=", invoice.number)
    .execute();
  return number;
}

/**
 * Whether a card payment of invoices holding this shipment's invoice is still open (decision 036):
 * its card page may still charge, so the shipment is not cancelled under it.
 */
export async function isInvoicePaymentOpen(executor: TExecutor, shipmentRef: string): Promise<boolean> {
  const row = await executor
    .selectFrom("invoices")
    .innerJoin("payment_transaction_invoices as held", "held.invoice_number", "invoices.number")
    .innerJoin("payment_transactions", "payment_transactions.id", "held.transaction_id")
    .select("held.transaction_id")
    .where("invoices.shipment_ref", "=", shipmentRef)
    .where("held.live", "=", true)
    .where("payment_transactions.status", "=", "pending")
    .executeTakeFirst();
  return row !== undefined;
}

/** The refund follows the invoice's payment: card, prepaid credit, or the debt of an unpaid invoice cancelled. */
function refundMethodOf(paymentMethod: string, paid: boolean): TCreditNoteRow["refund_method"] {
  if (paymentMethod === "credit") return "credit";
  if (paymentMethod === "credit_card") return "credit_card";
  return paid ? "credit_card" : "cancelled_debt";
}

export async function findCreditNote(
  executor: TExecutor,
  shipmentRef: string,
): Promise<TCreditNoteRow | undefined> {
  return executor
    .selectFrom("credit_notes")
    .selectAll()
    .where("shipment_ref", "=", shipmentRef)
    .executeTakeFirst();
}
