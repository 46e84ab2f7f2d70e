import { type Kysely, sql } from "kysely";

/**
 * The shopper's choice kept the store's shipping code (Shopify's `code`, WooCommerce's
 * `method_id`) as its service name, which matched no offer: only the carrier is kept now, and the
 * pre-orders already stored lose that code too, so their carrier's offers are highlighted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update preorder_products
     set selected_offer = jsonb_set(selected_offer, '{service_name}', 'null'::jsonb)
   where selected_offer is not null
     and selected_offer->>'service_name' is not null`.execute(db);
}
