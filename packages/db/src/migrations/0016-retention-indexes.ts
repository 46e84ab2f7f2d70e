import type { Kysely } from "kysely";

/**
 * Retention (decision 021) finds old ratings by age, and an offer set that no rating names any
 * more; deleting an offer set also makes PostgreSQL look for ratings naming it (the foreign key).
 * Without these indexes each of those would read the whole ratings table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("ratings_created_at_idx").on("ratings").column("created_at").execute();
  await db.schema.createIndex("ratings_offer_set_idx").on("ratings").column("offer_set").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("ratings_offer_set_idx").execute();
  await db.schema.dropIndex("ratings_created_at_idx").execute();
}
