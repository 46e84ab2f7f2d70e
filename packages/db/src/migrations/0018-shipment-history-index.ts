import type { Kysely } from "kysely";

/**
 * My shipments (spec §2 my account) lists one user's shipments, newest first, a page at a time:
 * this index serves that filter and order without reading the other customers' rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("shipments_user_created_idx")
    .on("shipments")
    .columns(["user_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("shipments_user_created_idx").execute();
}
