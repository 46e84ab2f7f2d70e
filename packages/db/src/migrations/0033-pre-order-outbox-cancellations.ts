import { type Kysely, sql } from "kysely";

/**
 * A shipment made from a pre-order and then cancelled tells the pre-order service too (issue 15,
 * decision 046 addendum): a second outbox row for the same shipment, `event` 'cancelled', its
 * PATCH the shipment with status Cancelled. One row per shipment and event, whatever the retries.
 * The delivery job sends a shipment's rows in order (the cancellation waits for its shipment).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("pre_order_outbox")
    .addColumn("event", "text", (col) =>
      col.notNull().defaultTo("shipped").check(sql`event in ('shipped', 'cancelled')`),
    )
    .execute();
  await db.schema
    .alterTable("pre_order_outbox")
    .dropConstraint("pre_order_outbox_shipment_ref_key")
    .execute();
  await db.schema
    .alterTable("pre_order_outbox")
    .addUniqueConstraint("pre_order_outbox_shipment_event_unique", ["shipment_ref", "event"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from pre_order_outbox where event = 'cancelled'`.execute(db);
  await db.schema
    .alterTable("pre_order_outbox")
    .dropConstraint("pre_order_outbox_shipment_event_unique")
    .execute();
  await db.schema.alterTable("pre_order_outbox").dropColumn("event").execute();
  await db.schema
    .alterTable("pre_order_outbox")
    .addUniqueConstraint("pre_order_outbox_shipment_ref_key", ["shipment_ref"])
    .execute();
}
