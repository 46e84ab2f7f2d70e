import { type Kysely, sql } from "kysely";

/**
 * My account's lists at 100,000 shipments a customer (issue 12 benchmark): an index for each sort
 * of My shipments and My invoices, so a page is read in index order instead of sorting every row,
 * and a trigram index over the text My shipments searches, so a search reads the matching rows
 * only (pg_trgm: shipped with PostgreSQL, a trusted extension since PostgreSQL 13; PGlite loads it
 * at start). invoices.cancelled_at (set with the credit note; filled in here for the shipments
 * cancelled before) lets My invoices filter cancelled ones without joining every shipment.
 *
 * The two expressions below are exported: the history repository searches and sorts with these
 * very texts, which is what lets PostgreSQL use the indexes. Never edit them here; a change is a
 * new migration with a new index.
 */
export const SHIPMENT_SEARCH_TEXT =
  "(tracking_numbers::text || ' ' || reference || ' ' || carrier_name || ' ' || " +
  "coalesce(ship_from->>'name', '') || ' ' || coalesce(ship_from->>'company', '') || ' ' || " +
  "coalesce(ship_from->>'city', '') || ' ' || coalesce(ship_to->>'name', '') || ' ' || " +
  "coalesce(ship_to->>'company', '') || ' ' || coalesce(ship_to->>'city', ''))";

/** The recipient as My shipments shows and sorts it: the company, else the name. */
export const SHIPMENT_RECIPIENT = "coalesce(nullif(ship_to->>'company', ''), ship_to->>'name')";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index shipments_search_trgm_idx on shipments using gin (${sql.raw(SHIPMENT_SEARCH_TEXT)} gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index shipments_user_recipient_idx on shipments (user_id, ${sql.raw(SHIPMENT_RECIPIENT)}, id)`.execute(
    db,
  );
  await db.schema.alterTable("invoices").addColumn("cancelled_at", "timestamptz").execute();
  await sql`update invoices set cancelled_at = coalesce(shipments.cancelled_at, shipments.updated_at)
    from shipments where shipments.id = invoices.shipment_ref and shipments.status = 'Cancelled'`.execute(db);
  const byUser = [
    ["shipments_user_price_idx", "shipments", ["user_id", "total_cents", "id"]],
    ["shipments_user_carrier_idx", "shipments", ["user_id", "carrier_name", "id"]],
    ["shipments_user_status_idx", "shipments", ["user_id", "status", "id"]],
    ["invoices_user_due_idx", "invoices", ["user_id", "due_date", "number"]],
    ["invoices_user_amount_idx", "invoices", ["user_id", "total_ti_cents", "number"]],
    ["invoices_user_number_idx", "invoices", ["user_id", "number"]],
    ["invoices_user_paid_idx", "invoices", ["user_id", "paid_at"]],
    ["credit_notes_user_created_idx", "credit_notes", ["user_id", "created_at"]],
  ] as const;
  for (const [name, table, columns] of byUser) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    "credit_notes_user_created_idx",
    "invoices_user_paid_idx",
    "invoices_user_number_idx",
    "invoices_user_amount_idx",
    "invoices_user_due_idx",
    "shipments_user_status_idx",
    "shipments_user_carrier_idx",
    "shipments_user_price_idx",
    "shipments_user_recipient_idx",
    "shipments_search_trgm_idx",
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable("invoices").dropColumn("cancelled_at").execute();
}
