import { type Kysely, sql } from "kysely";

/**
 * Ship to contact (issue 13 part 4, decision 041).
 *
 * - `ship_to_contact_drafts`: what the ship-to-contact page typed besides what the rating keeps
 *   (the sender's and the recipient's full addresses, the shipment info, insurance and customs
 *   rows), one row per rating made by POST /ship-to-contact. It lives as long as its rating:
 *   retention deletes a rating no order refers to, and the draft with it.
 * - `orders.prefill`: the draft copied onto the order when its offer is chosen through
 *   POST /ship-to-contact/offer/{id}, so the order page opens with those addresses filled in;
 *   null for an order chosen on the ordinary offers screen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ship_to_contact_drafts")
    .addColumn("shipment_id", "text", (col) =>
      col.primaryKey().references("ratings.shipment_id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // Contract ZOrderPrefill.
    .addColumn("prefill", "jsonb", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable("orders").addColumn("prefill", "jsonb").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("prefill").execute();
  await db.schema.dropTable("ship_to_contact_drafts").execute();
}
