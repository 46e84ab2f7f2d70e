import { type Kysely, sql } from "kysely";

/**
 * Pay invoices by card (issue 12 part 3; spec §2 pay-invoices, §7 payment request with type
 * pay_invoices, POST /pay_invoices; decision 036).
 *
 * - payment_transaction_invoices: the invoices a pay_invoices transaction pays, one row each.
 *   `live` is true while the transaction is pending or paid; a declined, cancelled or replaced
 *   transaction lets its invoices go (live false). A partial unique index keeps an invoice in at
 *   most one live transaction: two concurrent opens of the same invoices cannot both hold it, and
 *   a paid invoice stays held by the transaction that paid it.
 * - A pay_invoices transaction is owned by a user (CHECK), like a credit top-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_transaction_invoices")
    .addColumn("transaction_id", "text", (col) =>
      col.notNull().references("payment_transactions.id").onDelete("cascade"),
    )
    .addColumn("invoice_number", "text", (col) =>
      col.notNull().references("invoices.number").onDelete("cascade"),
    )
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn("live", "boolean", (col) => col.notNull().defaultTo(true))
    .addPrimaryKeyConstraint("payment_transaction_invoices_pk", ["transaction_id", "invoice_number"])
    .execute();
  await db.schema
    .createIndex("payment_transaction_invoices_one_live")
    .on("payment_transaction_invoices")
    .column("invoice_number")
    .unique()
    .where(sql.ref("live"), "=", true)
    .execute();
  await db.schema
    .alterTable("payment_transactions")
    .addCheckConstraint(
      "payment_transactions_pay_invoices_owned",
      sql`purpose <> 'pay_invoices' or user_id is not null`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("payment_transactions")
    .dropConstraint("payment_transactions_pay_invoices_owned")
    .execute();
  await db.schema.dropTable("payment_transaction_invoices").execute();
}
