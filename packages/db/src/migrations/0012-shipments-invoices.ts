import { type Kysely, sql } from "kysely";

/**
 * The shipment after payment (issue 4, spec §2 step 5, §4 ship status, cancellation, tracking) and
 * its invoice. One shipment per order: the unique key on the order makes two concurrent
 * confirmations (or the notification's background job and the return page) give one shipment.
 * Documents are rendered on demand from these rows (decision 015). Invoice numbers come from a
 * counter row updated in the same transaction as the invoice insert, so a rolled-back attempt
 * leaves no gap (a sequence would).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("shipments")
    // Public id: random, URL-safe (contract ZShipmentPublicId).
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shipment_id", "text", (col) =>
      col.notNull().unique().references("orders.shipment_id").onDelete("cascade"),
    )
    .addColumn("order_id", "text", (col) => col.notNull())
    // The owner, copied from the order: the SHA-256 of the session token, and the user when logged in.
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("carrier_code", "text", (col) => col.notNull())
    .addColumn("carrier_name", "text", (col) => col.notNull())
    .addColumn("service_code", "text", (col) => col.notNull())
    .addColumn("service_name", "text", (col) => col.notNull())
    .addColumn("carrier_shipment_id", "text", (col) => col.notNull())
    .addColumn("tracking_numbers", "jsonb", (col) => col.notNull())
    .addColumn("tracking_url", "text")
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('Created', 'Validated', 'Pickuped', 'Delivered', 'Cancelled')`),
    )
    .addColumn("label_format", "text", (col) => col.notNull().check(sql`label_format in ('PDF', 'ZPL')`))
    .addColumn("shipping_method", "text", (col) =>
      col.notNull().check(sql`shipping_method in ('pickup', 'dropoff')`),
    )
    .addColumn("shipment_date", "date", (col) => col.notNull())
    .addColumn("expected_delivery_date", "date", (col) => col.notNull())
    // Sender and recipient as ordered (contract ZShippingInfo ship_from / ship_to).
    .addColumn("ship_from", "jsonb", (col) => col.notNull())
    .addColumn("ship_to", "jsonb", (col) => col.notNull())
    // Weight in grams of each parcel, for the labels.
    .addColumn("parcel_weights_g", "jsonb", (col) => col.notNull())
    .addColumn("reference", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("declared_value_cents", "bigint")
    // Spec §5: origin outside Europe, destination inside: a pro-forma invoice goes with the parcel.
    .addColumn("customs_required", "boolean", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull().check(sql`currency in ('EUR', 'USD')`))
    .addColumn("price_ti_cents", "integer", (col) => col.notNull().check(sql`price_ti_cents >= 0`))
    .addColumn("insurance_cents", "integer", (col) => col.notNull().check(sql`insurance_cents >= 0`))
    .addColumn("total_cents", "integer", (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn("payment_method", "text", (col) =>
      col.notNull().check(sql`payment_method in ('credit_card', 'credit', 'deferred', 'free')`),
    )
    .addColumn("lang", "text", (col) => col.notNull().check(sql`lang in ('en', 'fr', 'es')`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("cancelled_at", "timestamptz")
    // Set by the one sender of the order-confirmation e-mail (claimed before sending).
    .addColumn("confirmation_mailed_at", "timestamptz")
    .execute();
  await db.schema.createIndex("shipments_user_id_idx").on("shipments").column("user_id").execute();
  await db.schema.createIndex("shipments_session_id_idx").on("shipments").column("session_id").execute();

  await db.schema
    .createTable("invoice_counters")
    .addColumn("year", "integer", (col) => col.primaryKey())
    .addColumn("last_sequence", "integer", (col) => col.notNull().check(sql`last_sequence >= 0`))
    .execute();

  await db.schema
    .createTable("invoices")
    // 'F2026-000001': the year and its gap-free sequence.
    .addColumn("number", "text", (col) => col.primaryKey())
    .addColumn("year", "integer", (col) => col.notNull())
    .addColumn("sequence", "integer", (col) => col.notNull().check(sql`sequence > 0`))
    .addColumn("shipment_ref", "text", (col) =>
      col.notNull().unique().references("shipments.id").onDelete("restrict"),
    )
    .addColumn("issue_date", "date", (col) => col.notNull())
    .addColumn("customer", "jsonb", (col) => col.notNull())
    // Lines as invoiced (contract of @ship/documents TInvoiceLine): never recomputed from the order.
    .addColumn("lines", "jsonb", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull().check(sql`currency in ('EUR', 'USD')`))
    .addColumn("total_ti_cents", "integer", (col) => col.notNull())
    .addColumn("payment_method", "text", (col) => col.notNull())
    .addColumn("lang", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("invoices_year_sequence_unique", ["year", "sequence"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("invoices").execute();
  await db.schema.dropTable("invoice_counters").execute();
  await db.schema.dropTable("shipments").execute();
}
