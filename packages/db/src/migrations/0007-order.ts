import { type Kysely, sql } from "kysely";

/**
 * The order in progress (issue 4, spec §2 step 3, §3 Shipping info, §4 Order): the offer chosen
 * from a rating (POST /offer/select) and the shipping info typed on the order form
 * (POST /update-shipment). One order per rating: choosing again replaces the offer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("orders")
    .addColumn("shipment_id", "text", (col) =>
      col.primaryKey().references("ratings.shipment_id").onDelete("cascade"),
    )
    .addColumn("order_id", "text", (col) => col.notNull().unique())
    // The owner, as on the rating: the SHA-256 of the session token, and the user when logged in.
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("offer_selected").check(sql`status in ('offer_selected', 'shipping_info')`),
    )
    // The chosen offer exactly as shown (contract ZOffer, integer cents); a new date gives a new one.
    .addColumn("offer_id", "text", (col) => col.notNull())
    .addColumn("offer", "jsonb", (col) => col.notNull())
    // The date the offer was rated for; another date means rating the service again.
    .addColumn("rated_date", "date", (col) => col.notNull())
    // The offer id a date change replaced: a retry that still sends it gets the same answer.
    .addColumn("replaced_offer_id", "text")
    .addColumn("origin", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("orders_user_id_idx").on("orders").column("user_id").execute();

  await db.schema
    .createTable("order_shipping_info")
    .addColumn("shipment_id", "text", (col) =>
      col.primaryKey().references("orders.shipment_id").onDelete("cascade"),
    )
    // Sender and recipient as checked (contract ZShippingInfo ship_from / ship_to).
    .addColumn("ship_from", "jsonb", (col) => col.notNull())
    .addColumn("ship_to", "jsonb", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("declared_value_cents", "bigint", (col) => col.check(sql`declared_value_cents > 0`))
    .addColumn("currency", "text", (col) => col.notNull().check(sql`currency in ('EUR', 'USD')`))
    .addColumn("insurance", "boolean", (col) => col.notNull())
    // Integer cents in the offer's currency; 0 without insurance.
    .addColumn("insurance_price_cents", "integer", (col) =>
      col.notNull().check(sql`insurance_price_cents >= 0`),
    )
    .addColumn("shipping_method", "text", (col) =>
      col.notNull().check(sql`shipping_method in ('pickup', 'dropoff')`),
    )
    .addColumn("shipment_date", "date", (col) => col.notNull())
    .addColumn("ready_time", "text")
    .addColumn("close_time", "text")
    .addColumn("label_format", "text", (col) => col.notNull().check(sql`label_format in ('PDF', 'ZPL')`))
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("customer_code", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("hazardous", "boolean", (col) => col.notNull())
    .addColumn("terms", "boolean", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_shipping_info").execute();
  await db.schema.dropTable("orders").execute();
}
