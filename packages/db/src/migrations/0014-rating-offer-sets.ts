import { type Kysely, sql } from "kysely";

/**
 * Offer sets (decision 017): the offers of a rating without the rating's ids, stored once per
 * distinct content. Every rating of the same request in the same minute has the same offers (the
 * quote cache), so a rating row now names its set instead of carrying 20 KB of offers; storing
 * those offers on every rating was most of PostgreSQL's work under load. Ratings written before
 * keep their own offers column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rating_offer_sets")
    // SHA-256 (hex) of the offers' JSON text.
    .addColumn("digest", "text", (col) => col.primaryKey())
    // Contract ZOffer without shipment_id, order_id and dropoffUrl, cheapest first.
    .addColumn("offers", "jsonb", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable("ratings")
    .addColumn("offer_set", "text", (col) => col.references("rating_offer_sets.digest"))
    .execute();
  await db.schema
    .alterTable("ratings")
    .alterColumn("offers", (col) => col.dropNotNull())
    .execute();
  await sql`alter table ratings add constraint ratings_offers_or_set check (offers is not null or offer_set is not null)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ratings drop constraint ratings_offers_or_set`.execute(db);
  await db.schema.alterTable("ratings").dropColumn("offer_set").execute();
  await db.schema.dropTable("rating_offer_sets").execute();
}
