import type { ColumnType, Generated } from "kysely";

/**
 * The pre-order service's own tables (decision 045), in the PostgreSQL schema `preorder` (or its
 * own PGlite directory). The API's database is never read from here, nor this one from the API.
 */
export type PreorderDatabase = {
  merchants: MerchantsTable;
  store_connections: StoreConnectionsTable;
  preorders: PreordersTable;
  preorder_products: PreorderProductsTable;
  preorder_shipments: PreorderShipmentsTable;
  merchant_list_versions: MerchantListVersionsTable;
};

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type MerchantsTable = {
  /** The API's user id. */
  id: number;
  /** SHA-256 (hex) of the user's api_key: the key itself is never stored here. */
  key_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type StoreConnectionsTable = {
  merchant_id: number;
  kind: "shopify" | "woocommerce";
  /** Random, public: the last part of the webhook URL that says whose store is calling. */
  connector_id: string;
  /** The HMAC-SHA256 signing secret (a key the store must hold too). */
  secret: string;
  secret_updated_at: Timestamp;
};

export type PreordersTable = {
  id: Generated<number>;
  merchant_id: number;
  merchant_order_id: string;
  source: "shopify" | "woocommerce" | "generic";
  order_number: string;
  status: Generated<string>;
  /** Its products' statuses, distinct (migration 0002): the list's status filter reads them. */
  product_statuses: Generated<string[]>;
  /** The earliest product pickup date: the list sorts on it. */
  expected_pickup_date: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PreorderProductsTable = {
  id: Generated<number>;
  preorder_id: number;
  product_id: string;
  sku: string;
  name: string;
  quantity: number;
  quantity_sent: Generated<number>;
  status: Generated<string>;
  /** JSON text as the intake wrote it (spec §7: text that cannot be parsed is answered as []). */
  parcels: string;
  address_from: ColumnType<unknown, string, string>;
  address_to: ColumnType<unknown, string, string>;
  selected_offer: ColumnType<unknown, string | null, string | null>;
  parcel_type: number;
  stackable: number;
  expected_pickup_date: string | null;
  expected_delivery_date: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PreorderShipmentsTable = {
  product_row_id: number;
  shipment_id: string;
  quantity: number;
  carrier_name: string;
  service_name: string;
  price_ti: number;
  currency: string;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A merchant's list version is the sum of its counters (migration 0003): one bumped per change. */
export type MerchantListVersionsTable = {
  merchant_id: number;
  slot: number;
  version: number;
};
