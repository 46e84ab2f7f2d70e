import { type Kysely, sql } from "kysely";

/**
 * Invoices that are owed and the payments that settle them (issue 12; spec §2 my account, pay
 * invoices; §3 Invoice and Payment row; §7 POST /invoices, /payments).
 *
 * - customer_payments: one row per payment a customer made: the card or credit payment of an
 *   order (written with the order's invoice), or one payment of several deferred invoices (pay
 *   invoices). `My payments` lists these rows.
 * - invoices.user_id: the owner, copied from the shipment, so the lists filter on it by index.
 * - invoices.due_date: the issue date, or 30 days later for a deferred order (domain
 *   invoice-terms); invoices.paid_at and payment_id: set once, by the payment that settled it.
 *
 * Existing invoices: paid on issue unless deferred; each paid one gets its payment row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customer_payments")
    // Public id: 'P' and random URL-safe characters (or 'P' + the invoice number for old rows).
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn("currency", "text", (col) => col.notNull().check(sql`currency in ('EUR', 'USD')`))
    .addColumn("method", "text", (col) => col.notNull().check(sql`method in ('credit_card', 'credit')`))
    // The card transaction that paid it, when one did: a transaction pays at most once.
    .addColumn("transaction_id", "text", (col) => col.unique().references("payment_transactions.id"))
    .addColumn("paid_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("customer_payments_user_paid_idx")
    .on("customer_payments")
    .columns(["user_id", "paid_at"])
    .execute();

  await db.schema
    .alterTable("invoices")
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .execute();
  await db.schema.alterTable("invoices").addColumn("due_date", "date").execute();
  await db.schema.alterTable("invoices").addColumn("paid_at", "timestamptz").execute();
  await db.schema
    .alterTable("invoices")
    .addColumn("payment_id", "text", (col) => col.references("customer_payments.id"))
    .execute();

  await sql`update invoices set user_id = shipments.user_id from shipments where shipments.id = invoices.shipment_ref`.execute(
    db,
  );
  await sql`update invoices set due_date = case when payment_method = 'deferred'
    then issue_date + 30 else issue_date end`.execute(db);
  await sql`insert into customer_payments (id, user_id, amount_cents, currency, method, paid_at)
    select 'P' || number, user_id, total_ti_cents, currency, payment_method, created_at from invoices
    where user_id is not null and payment_method in ('credit_card', 'credit') and total_ti_cents > 0`.execute(
    db,
  );
  await sql`update invoices set paid_at = created_at,
    payment_id = case when user_id is not null and payment_method in ('credit_card', 'credit')
      and total_ti_cents > 0 then 'P' || number end
    where payment_method <> 'deferred'`.execute(db);
  await db.schema
    .alterTable("invoices")
    .alterColumn("due_date", (col) => col.setNotNull())
    .execute();

  await db.schema
    .createIndex("invoices_user_created_idx")
    .on("invoices")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema.createIndex("invoices_payment_id_idx").on("invoices").column("payment_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("invoices_payment_id_idx").execute();
  await db.schema.dropIndex("invoices_user_created_idx").execute();
  for (const column of ["payment_id", "paid_at", "due_date", "user_id"]) {
    await db.schema.alterTable("invoices").dropColumn(column).execute();
  }
  await db.schema.dropTable("customer_payments").execute();
}
