import type { Kysely } from "kysely";

// Login failure counters live in the database so that every API process sees the same ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("login_attempts")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("first_failure_at", "timestamptz", (col) => col.notNull())
    .addColumn("locked_until", "timestamptz")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("login_attempts").execute();
}
