import { type Kysely, sql } from "kysely";

/**
 * Direct debit (spec §3 Bank, §7 /settings/sepa-upload): one SEPA mandate per user, its unique
 * mandate reference (at most 35 characters, the SEPA rule), and the signed PDF the customer
 * uploads back (at most 1 MB, spec §5), kept with its size and SHA-256. A second upload replaces it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sepa_mandates")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("mandate_reference", "varchar(35)", (col) => col.notNull().unique())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("signed_pdf", "bytea")
    .addColumn("signed_size", "integer")
    .addColumn("signed_sha256", "char(64)")
    .addColumn("signed_uploaded_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sepa_mandates").execute();
}
