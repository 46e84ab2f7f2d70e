import { type Kysely, sql } from "kysely";

/**
 * What the operator console changes on customers (issue 18, decision 057).
 *
 * - `users.deferred_limit_cents`: the account's own 'Pay later' limit; null keeps the default
 *   (domain DEFERRED_OUTSTANDING_LIMIT_CENTS).
 * - `credit_adjustments`: a credit added or taken back by an operator, with its reason; its ledger
 *   movement has the reason `adjustment` and the reference `adjustment:{id}`. `request_id` (made
 *   by the form) is unique, so a retried submit adjusts once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("deferred_limit_cents", "integer", (col) => col.check(sql`deferred_limit_cents >= 0`))
    .execute();
  await sql`alter table credit_movements drop constraint credit_movements_reason_check`.execute(db);
  await sql`alter table credit_movements add constraint credit_movements_reason_check
    check (reason in ('top_up', 'order', 'refund', 'bonus', 'adjustment'))`.execute(db);
  await db.schema
    .createTable("credit_adjustments")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("request_id", "uuid", (col) => col.notNull().unique())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id"))
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents <> 0`))
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("operator_id", "integer", (col) => col.references("operators.id"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("credit_adjustments_user_idx")
    .on("credit_adjustments")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("credit_adjustments").execute();
  await sql`delete from credit_movements where reason = 'adjustment'`.execute(db);
  await sql`alter table credit_movements drop constraint credit_movements_reason_check`.execute(db);
  await sql`alter table credit_movements add constraint credit_movements_reason_check
    check (reason in ('top_up', 'order', 'refund', 'bonus'))`.execute(db);
  await db.schema.alterTable("users").dropColumn("deferred_limit_cents").execute();
}
