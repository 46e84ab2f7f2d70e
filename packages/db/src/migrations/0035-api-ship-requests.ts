import { type Kysely, sql } from "kysely";

/**
 * POST /ship with api_data (issue 16 item 6, decision 050): one row per API client's shipment
 * request, keyed by the user and the client's idempotency key (Idempotency-Key header or
 * api_data.reference). It names the rating and order the request made, so a retry ships that order
 * (the waybill is made once per order) instead of a second one; `request_hash` (SHA-256 of the
 * body) tells a retry from a different request reusing the key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("api_ship_requests")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (col) => col.notNull())
    .addColumn("request_hash", "text", (col) => col.notNull())
    .addColumn("shipment_id", "text", (col) =>
      col.notNull().references("ratings.shipment_id").onDelete("cascade"),
    )
    .addColumn("order_id", "text", (col) => col.notNull())
    .addColumn("offer_id", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("api_ship_requests_pkey", ["user_id", "idempotency_key"])
    .execute();
}
