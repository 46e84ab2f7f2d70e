import type { Kysely } from "kysely";

/**
 * Spec §3 Shipping info dropoff_to: the relay point the parcel is delivered to, when the offer
 * delivers to a collection point. Stored as the carrier described it when the order was saved
 * (name, address, coordinates, hours), so the order keeps it even if the network changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_shipping_info").addColumn("dropoff_to", "jsonb").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_shipping_info").dropColumn("dropoff_to").execute();
}
