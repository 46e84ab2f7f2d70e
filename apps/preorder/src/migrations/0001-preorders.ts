import { type Kysely, sql } from "kysely";

/** Merchants (key hashes), their store connections, pre-orders, their products and shipments. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("merchants")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("key_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("store_connections")
    .addColumn("merchant_id", "integer", (col) =>
      col.notNull().references("merchants.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('shopify', 'woocommerce')`))
    .addColumn("connector_id", "text", (col) => col.notNull().unique())
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("secret_updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("store_connections_pk", ["merchant_id", "kind"])
    .execute();

  await db.schema
    .createTable("preorders")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("merchant_id", "integer", (col) =>
      col.notNull().references("merchants.id").onDelete("cascade"),
    )
    .addColumn("merchant_order_id", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("order_number", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("Open"))
    .addColumn("expected_pickup_date", "date")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    // Same order twice (a webhook delivered again, two at once): one pre-order (upsert on this key).
    .addUniqueConstraint("preorders_merchant_order_unique", ["merchant_id", "merchant_order_id"])
    .execute();
  // The list: a merchant's pre-orders, newest first (the default sort), one index per sort.
  await db.schema
    .createIndex("preorders_merchant_created")
    .on("preorders")
    .columns(["merchant_id", "created_at desc", "id desc"])
    .execute();
  await db.schema
    .createIndex("preorders_merchant_pickup")
    .on("preorders")
    .columns(["merchant_id", "expected_pickup_date", "id"])
    .execute();

  await db.schema
    .createTable("preorder_products")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("preorder_id", "bigint", (col) => col.notNull().references("preorders.id").onDelete("cascade"))
    .addColumn("product_id", "text", (col) => col.notNull())
    .addColumn("sku", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("name", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn("quantity_sent", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("Open"))
    .addColumn("parcels", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("address_from", "jsonb", (col) => col.notNull())
    .addColumn("address_to", "jsonb", (col) => col.notNull())
    .addColumn("selected_offer", "jsonb")
    .addColumn("parcel_type", "smallint", (col) => col.notNull().defaultTo(2))
    .addColumn("stackable", "smallint", (col) => col.notNull().defaultTo(0))
    .addColumn("expected_pickup_date", "date")
    .addColumn("expected_delivery_date", "date")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("preorder_products_line_unique", ["preorder_id", "product_id"])
    .execute();
  // The status filter: "does this pre-order hold a product of this status".
  await db.schema
    .createIndex("preorder_products_status")
    .on("preorder_products")
    .columns(["preorder_id", "status"])
    .execute();

  await db.schema
    .createTable("preorder_shipments")
    .addColumn("product_row_id", "bigint", (col) =>
      col.notNull().references("preorder_products.id").onDelete("cascade"),
    )
    .addColumn("shipment_id", "text", (col) => col.notNull())
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn("carrier_name", "text", (col) => col.notNull())
    .addColumn("service_name", "text", (col) => col.notNull())
    .addColumn("price_ti", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    // The PATCH is idempotent per shipment: the same shipment id never counts twice for a product.
    .addPrimaryKeyConstraint("preorder_shipments_pk", ["product_row_id", "shipment_id"])
    .execute();
}
