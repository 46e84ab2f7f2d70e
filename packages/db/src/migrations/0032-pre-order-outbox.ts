import { type Kysely, sql } from "kysely";

/**
 * Shipping from a pre-order (issue 15 part 2, decision 046).
 *
 * - `pre_order_markers`: the pre-order marker of a rating made from the pre-order screen (one row
 *   per rating, keyed by the rating's shipment_id, which is also its order's key): which merchant
 *   order and which products with how many units, and the offer the store's shopper chose. The
 *   order made from that rating ships those units; the waybill's transaction turns the marker into
 *   an outbox row and deletes it (the marker is cleared). It lives as long as its rating.
 * - `pre_order_outbox`: the shipment to append to the merchant order on the pre-order service
 *   (PATCH /api/pre-order/{merchantOrderId}), written in the waybill's transaction, once per
 *   shipment (unique `shipment_ref`). A delivery job in each API process takes due rows with
 *   SKIP LOCKED, pushes `next_attempt_at` forward while it sends (a lease) and sets `delivered_at`
 *   once the service answered 2xx; a failure is retried later with backoff. Until then the
 *   pre-order screen shows the shipment as pending, and its units count as sent for the §5
 *   quantity rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("pre_order_markers")
    .addColumn("shipment_id", "text", (col) =>
      col.primaryKey().references("ratings.shipment_id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("merchant_order_id", "text", (col) => col.notNull())
    // [{ product_id, quantity }]: the units this shipment sends.
    .addColumn("products", "jsonb", (col) => col.notNull())
    // The shopper's choice as the service gave it (null without one).
    .addColumn("selected_offer", "jsonb")
    // The order page's addresses and shipment info (contract ZOrderPrefill).
    .addColumn("prefill", "jsonb", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("pre_order_outbox")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("merchant_order_id", "text", (col) => col.notNull())
    // The shipment made (shipments.id): one PATCH per shipment, whatever retries the waybill has.
    .addColumn("shipment_ref", "text", (col) =>
      col.notNull().unique().references("shipments.id").onDelete("cascade"),
    )
    // What the PATCH appends: the products' units and the shipment (see pre-order-outbox-repository.ts).
    .addColumn("payload", "jsonb", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (col) => col.defaultTo(sql`now()`))
    .addColumn("delivered_at", "timestamptz")
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("pre_order_outbox_due_idx")
    .on("pre_order_outbox")
    .column("next_attempt_at")
    .where(sql.ref("next_attempt_at"), "is not", null)
    .execute();
  // The pre-order screen reads a user's shipments still waiting to be told.
  await db.schema
    .createIndex("pre_order_outbox_pending_idx")
    .on("pre_order_outbox")
    .columns(["user_id", "merchant_order_id"])
    .where(sql.ref("delivered_at"), "is", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pre_order_outbox").execute();
  await db.schema.dropTable("pre_order_markers").execute();
}
