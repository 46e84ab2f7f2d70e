import { type Kysely, sql } from "kysely";

/**
 * Notification e-mails (issue 16 item 7, decision 051).
 *
 * - `shipments.tracking_milestone`: the last tracking milestone the sender was told of
 *   (`picked_up`, `in_transit`, `delivered`, `exception`), moved in the transaction that writes
 *   the e-mails of the change, compare-and-set on its previous value, so a milestone is mailed once
 *   however many tracking reads see it. Shipments already delivered before this migration count as
 *   told (no late "delivered" e-mail for an old parcel).
 * - `order_shipping_info.notification_recipient`: the order's own choice (spec §3 shipping info),
 *   null when the order leaves it to the account's shipment default.
 * - An index for the tracking refresh: the recent shipments still on their way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("shipments").addColumn("tracking_milestone", "text").execute();
  await db.schema.alterTable("order_shipping_info").addColumn("notification_recipient", "boolean").execute();
  await sql`update shipments set tracking_milestone = 'delivered' where status = 'Delivered'`.execute(db);
  await sql`create index shipments_on_their_way_idx on shipments (created_at)
    where status in ('Validated', 'Pickuped')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("shipments_on_their_way_idx").execute();
  await db.schema.alterTable("order_shipping_info").dropColumn("notification_recipient").execute();
  await db.schema.alterTable("shipments").dropColumn("tracking_milestone").execute();
}
