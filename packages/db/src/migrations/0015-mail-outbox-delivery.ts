import { type Kysely, sql } from "kysely";

/**
 * The e-mail outbox (decision 019): every e-mail is written to mail_outbox in the transaction of
 * the change that causes it, then a delivery job sends it, at least once. A row is due while
 * next_attempt_at is set and past; the job pushes it forward when it takes a row (a lease: a
 * process killed while sending leaves the row due again later) and clears it once delivered.
 * dedupe_key names a message that must exist once (order-confirmation:{shipment id}).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("dedupe_key", "text", (col) => col.unique())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (col) => col.defaultTo(sql`now()`))
    .addColumn("delivered_at", "timestamptz")
    .addColumn("last_error", "text")
    .execute();
  // Rows stored before this migration were the delivered messages of the database transport.
  await sql`update mail_outbox set delivered_at = created_at, next_attempt_at = null`.execute(db);
  await db.schema
    .createIndex("mail_outbox_due_idx")
    .on("mail_outbox")
    .column("next_attempt_at")
    .where(sql.ref("next_attempt_at"), "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_due_idx").execute();
  await db.schema
    .alterTable("mail_outbox")
    .dropColumn("dedupe_key")
    .dropColumn("attempts")
    .dropColumn("next_attempt_at")
    .dropColumn("delivered_at")
    .dropColumn("last_error")
    .execute();
}
