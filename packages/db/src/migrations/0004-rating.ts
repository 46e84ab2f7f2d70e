import { type Kysely, sql } from "kysely";

/**
 * Ratings with their offers (issue 3, spec §3, §4): what POST /rate priced, so that POST /offers and
 * later POST /offer/select read the same prices (the price shown is the price paid).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ratings")
    // Both ids are random and unguessable (128 bits each); a caller also needs the owning session.
    .addColumn("shipment_id", "text", (col) => col.primaryKey())
    .addColumn("order_id", "text", (col) => col.notNull().unique())
    // The SHA-256 of the session token that rated (never the token itself), and the user if logged in.
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("customer_type", "text", (col) =>
      col.notNull().check(sql`customer_type in ('private', 'pro')`),
    )
    // The normalized shipment as rated (contract ZRatedShipment).
    .addColumn("shipment", "jsonb", (col) => col.notNull())
    // Every offer as shown, with its id, offer_id and price breakdown in integer cents (contract
    // ZOffer), cheapest first. One row per rating: a rating is written once and read whole.
    .addColumn("offers", "jsonb", (col) => col.notNull())
    .addColumn("carrier_errors", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Ratings are read by their ids only; this one serves the user foreign key's cascade.
  await db.schema.createIndex("ratings_user_id_idx").on("ratings").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("ratings").execute();
}
