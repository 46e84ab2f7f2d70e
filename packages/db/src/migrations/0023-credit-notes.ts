import { type Kysely, sql } from "kysely";

/**
 * Credit notes (issue 12 part 6): cancelling an invoiced shipment issues one credit note for its
 * invoice, numbered like invoices ('A2026-000001': the year and a gap-free sequence of its own,
 * from a counter row updated in the same transaction as the insert, so a rolled-back attempt
 * leaves no gap). One per invoice (unique), written in the transaction that marks the shipment
 * cancelled; the refund, made the way the invoice was paid, is printed on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("credit_note_counters")
    .addColumn("year", "integer", (col) => col.primaryKey())
    .addColumn("last_sequence", "integer", (col) => col.notNull().check(sql`last_sequence >= 0`))
    .execute();
  await db.schema
    .createTable("credit_notes")
    .addColumn("number", "text", (col) => col.primaryKey())
    .addColumn("year", "integer", (col) => col.notNull())
    .addColumn("sequence", "integer", (col) => col.notNull().check(sql`sequence > 0`))
    .addColumn("invoice_number", "text", (col) =>
      col.notNull().unique().references("invoices.number").onDelete("restrict"),
    )
    .addColumn("shipment_ref", "text", (col) => col.notNull().references("shipments.id").onDelete("restrict"))
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("issue_date", "date", (col) => col.notNull())
    // Integer cents credited, taxes included (the invoice's total).
    .addColumn("total_ti_cents", "integer", (col) => col.notNull().check(sql`total_ti_cents > 0`))
    .addColumn("currency", "text", (col) => col.notNull().check(sql`currency in ('EUR', 'USD')`))
    // How the amount goes back: to the card, to the prepaid credit, or an unpaid invoice cancelled.
    .addColumn("refund_method", "text", (col) =>
      col.notNull().check(sql`refund_method in ('credit_card', 'credit', 'cancelled_debt')`),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("credit_notes_year_sequence_unique", ["year", "sequence"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("credit_notes").execute();
  await db.schema.dropTable("credit_note_counters").execute();
}
