import { type Kysely, sql } from "kysely";

/**
 * Shipments made with live carriers (issue 19, decision 062).
 *
 * - `carrier_reviews`: a paid order whose shipment creation timed out at the carrier (the carrier
 *   may have made it) and that reconciliation by our reference could not settle. The order is
 *   never sent to the carrier again on its own: the paid-order sweep skips it until an operator
 *   retries it or cancels and refunds it (`resolved_at`, `resolution`).
 * - `shipments.carrier_mode`: 'live' when the carrier's own API made the shipment; its label is
 *   then the carrier's (kept in the document store) and its tracking is polled by the job.
 * - `shipments.tracking_*`: the live tracking's last answer (served to readers between polls),
 *   when it was read, and the back-off after failures (next poll later after each one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("carrier_reviews")
    .addColumn("shipment_id", "text", (col) =>
      col.primaryKey().references("orders.shipment_id").onDelete("cascade"),
    )
    .addColumn("carrier_code", "text", (col) => col.notNull())
    .addColumn("reason", "text", (col) =>
      col.notNull().check(sql`reason in ('not_found', 'no_lookup', 'lookup_failed')`),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("resolved_at", "timestamptz")
    .addColumn("resolution", "text", (col) => col.check(sql`resolution in ('retried', 'cancelled')`))
    .execute();
  await db.schema
    .createIndex("carrier_reviews_open_idx")
    .on("carrier_reviews")
    .column("created_at")
    .where(sql.ref("resolved_at"), "is", null)
    .execute();
  await db.schema
    .alterTable("shipments")
    .addColumn("carrier_mode", "text", (col) =>
      col.notNull().defaultTo("sandbox").check(sql`carrier_mode in ('sandbox', 'live')`),
    )
    .addColumn("tracking_snapshot", "jsonb")
    .addColumn("tracking_polled_at", "timestamptz")
    .addColumn("tracking_failures", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("tracking_next_poll_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("shipments")
    .dropColumn("carrier_mode")
    .dropColumn("tracking_snapshot")
    .dropColumn("tracking_polled_at")
    .dropColumn("tracking_failures")
    .dropColumn("tracking_next_poll_at")
    .execute();
  await db.schema.dropTable("carrier_reviews").execute();
}
