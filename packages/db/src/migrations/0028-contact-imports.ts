import { type Kysely, sql } from "kysely";

/**
 * A contact list uploaded for import (issue 13 part 2, decision 040), kept between its preview and
 * its import so that any API process can finish what another began.
 *
 * - `id` is random (not a sequence), and every read names the user too: another user's id is 404.
 * - `rows` holds the data rows as read ([row number, cells]); `headers` the header row's cells (or
 *   none); `mapping` the field of each column, as last checked.
 * - `outcome` is set with `status = 'imported'` in the import's transaction: each row's fate, so a
 *   retry answers the same counts and the report can say what happened to every row.
 * - Forgotten after `expires_at` (the next upload deletes what has expired).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_imports")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("header_row", "integer")
    .addColumn("headers", "jsonb", (col) => col.notNull())
    .addColumn("rows", "jsonb", (col) => col.notNull())
    .addColumn("mapping", "jsonb", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("pending").check(sql`status in ('pending', 'imported')`),
    )
    .addColumn("outcome", "jsonb")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("contact_imports_user_idx")
    .on("contact_imports")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("contact_imports_expires_idx")
    .on("contact_imports")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_imports").execute();
}
