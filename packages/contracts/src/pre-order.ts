import { CARRIER_CODES, CURRENCIES } from "@ship/domain";
import { z } from "zod";

/**
 * Pre-orders (spec §3, issue 15): paid orders of a merchant's online store, waiting to be shipped.
 * They live in the pre-order service (apps/preorder, its own database); the API asks it for them
 * with the user's api_key (spec §6) and tells it what was shipped (PATCH). These schemas are the
 * contract between the two, and the shapes the web app shows.
 */

/** Spec §4: a product's status. Open until its quantity is sent; Deleted and Archived are the merchant's. */
export const PREORDER_STATUSES = ["Open", "Sent", "Deleted", "Archived"] as const;
export type TPreorderStatus = (typeof PREORDER_STATUSES)[number];

/** Spec §4: a shipment's status as the pre-order records it (ship success appends Validated or Created). */
export const PREORDER_SHIP_STATUSES = ["Created", "Validated", "Pickuped", "Delivered", "Cancelled"] as const;
export type TPreorderShipStatus = (typeof PREORDER_SHIP_STATUSES)[number];

/** Where a pre-order came from: a store's webhook, or the generic JSON intake. */
export const PREORDER_SOURCES = ["shopify", "woocommerce", "generic"] as const;
export type TPreorderSource = (typeof PREORDER_SOURCES)[number];

/**
 * A pre-order's id in paths (`PATCH /api/pre-order/{merchantOrderId}`): its source and the store's
 * own order id, `shopify-5551234`, `woocommerce-812`, `generic-A-1001`. Unique per merchant.
 */
export const ZMerchantOrderId = z
  .string()
  .regex(/^(shopify|woocommerce|generic)-[A-Za-z0-9._-]{1,64}$/, "source-orderId");

const text = (max: number) => z.string().max(max);

/**
 * An address as the store gave it. What the store did not give is an empty string: the customer
 * completes it at shipping time (the order form asks for what is required).
 */
export const ZPreorderAddress = z.object({
  company: text(35),
  name: text(35),
  phone: text(35),
  email: text(50),
  address1: text(35),
  address2: text(35),
  address3: text(35),
  /** ISO 3166-1 alpha-2, upper case; "" when unknown. */
  country_code: z.string().regex(/^([A-Z]{2})?$/),
  postcode: text(20),
  city: text(255),
  /** 1 when the store gave a company name (a business address). */
  pro: z.union([z.literal(0), z.literal(1)]),
});
export type TPreorderAddress = z.infer<typeof ZPreorderAddress>;

/**
 * One parcel line (spec §3 Parcel), kilograms and centimetres. A store rarely knows dimensions and
 * sometimes not the weight: null is "asked at shipping time" (spec §5: each must be above 0 then).
 */
export const ZPreorderParcel = z.object({
  number: z.number().int().min(1).max(999),
  weight: z.number().positive().max(9_999_999).nullable(),
  x: z.number().positive().max(9_999_999).nullable(),
  y: z.number().positive().max(9_999_999).nullable(),
  z: z.number().positive().max(9_999_999).nullable(),
});
export type TPreorderParcel = z.infer<typeof ZPreorderParcel>;

/**
 * The delivery option the store's shopper chose at checkout (Shopify shipping line, WooCommerce
 * shipping method). `carrier_code` is recognised from its title when it names one of the
 * carriers (spec §9 list); the offers screen highlights the matching offers (spec §2).
 */
export const ZPreorderSelectedOffer = z.object({
  title: text(255),
  carrier_code: z.enum(CARRIER_CODES).nullable(),
  service_name: text(255).nullable(),
});
export type TPreorderSelectedOffer = z.infer<typeof ZPreorderSelectedOffer>;

/** What the shipper tells of a shipment (the PATCH body's `shipment`, and each recorded one). */
const shipmentFields = {
  /** The API's shipment id (as text: the service keeps whatever id the shipper gives). */
  shipment_id: z.string().min(1).max(64),
  carrier_name: text(255),
  service_name: text(255),
  /** Integer cents, tax included. */
  price_ti: z.number().int().min(0),
  currency: z.enum(CURRENCIES),
  status: z.enum(PREORDER_SHIP_STATUSES),
};

/** A shipment made for (part of) a product: spec §3 Pre-order shipments. */
export const ZPreorderShipment = z.object({
  ...shipmentFields,
  /** true once the status is Delivered. */
  isDelivered: z.boolean(),
  /** How many units of this product the shipment carries. */
  quantity: z.number().int().min(1),
});
export type TPreorderShipment = z.infer<typeof ZPreorderShipment>;

/** 1 envelope, 2 parcel, 3 pallet (spec §3 shipment_type). */
export const ZPreorderParcelType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

/** A line of a pre-order: one store product, with its own addresses, parcels and shipments. */
export const ZPreorderProduct = z.object({
  /** The store's line id, unique inside its order. */
  product_id: z.string().min(1).max(64),
  sku: text(255),
  /** The product's title in the store (what the table shows). */
  name: text(255),
  quantity: z.number().int().min(1),
  /** Units already shipped: the sum of the shipments' quantities, cancelled shipments excluded. */
  quantity_sent: z.number().int().min(0),
  status: z.enum(PREORDER_STATUSES),
  /** Unparsable stored parcel JSON is answered as [] (spec §7) and logged by the service. */
  parcels: z.array(ZPreorderParcel),
  address_from: ZPreorderAddress,
  address_to: ZPreorderAddress,
  selected_offer: ZPreorderSelectedOffer.nullable(),
  parcel_type: ZPreorderParcelType,
  stackable: z.union([z.literal(0), z.literal(1)]),
  /** Spec §9 urgency: ship5 under 5 days to this date, ship15 from 5 up to 15. */
  expected_pickup_date: isoDate.nullable(),
  expected_delivery_date: isoDate.nullable(),
  /** ISO 8601 instants. */
  created_at: z.string(),
  updated_at: z.string(),
  shipments: z.array(ZPreorderShipment),
});
export type TPreorderProduct = z.infer<typeof ZPreorderProduct>;

/** A pre-order: one merchant order with its products (the service answers them grouped by order). */
export const ZPreorder = z.object({
  merchant_order_id: ZMerchantOrderId,
  /** The number the store shows its shopper (#1001). */
  order_number: text(64),
  source: z.enum(PREORDER_SOURCES),
  /** Sent once no product is Open (spec §4); Open otherwise. */
  status: z.enum(PREORDER_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  products: z.array(ZPreorderProduct),
});
export type TPreorder = z.infer<typeof ZPreorder>;

/* ---------- The pre-order service's calls (spec §7, separate host) ---------- */

/** POST /api/login_check: the user's api_key (spec §6) for a short-lived bearer token. */
export const ZLoginCheckBody = z.strictObject({ api_key: z.string().min(1).max(200) });
export type TLoginCheckBody = z.infer<typeof ZLoginCheckBody>;
/** 200; any refusal is 401 `preorder.login_refused`, whatever was wrong. */
export const ZLoginCheckResponse = z.object({
  token: z.string(),
  /** Seconds the token stays valid (PREORDER_TOKEN_TTL_SECONDS, 300 by default). */
  expires_in: z.number().int().positive(),
});
export type TLoginCheckResponse = z.infer<typeof ZLoginCheckResponse>;

/** Page sizes of the pre-order list. */
export const PREORDER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const PREORDER_SORTS = ["created_at", "expected_pickup_date", "order_number"] as const;

/**
 * GET /api/pre-order/token/{token} query (also the API's list query): products of this status
 * (none = every status), a page of pre-orders, sorted. {token} is login_check's token.
 */
export const ZPreorderListQuery = z.strictObject({
  status: z.enum(PREORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  rows: z.coerce
    .number()
    .int()
    .refine((rows) => (PREORDER_PAGE_SIZES as readonly number[]).includes(rows), "10, 25, 50 or 100")
    .default(25),
  sort: z.enum(PREORDER_SORTS).default("created_at"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type TPreorderListQuery = z.output<typeof ZPreorderListQuery>;
export type TPreorderListQueryInput = z.input<typeof ZPreorderListQuery>;

/**
 * The list (spec §7: grouped by merchant order). With a status, a pre-order is listed when one of
 * its products has it, and only those products are in `products`.
 */
export const ZPreorderListResponse = z.object({
  success: z.literal(true),
  data: z.array(ZPreorder),
  /** Pre-orders matching, all pages. */
  total: z.number().int().min(0),
});
export type TPreorderListResponse = z.infer<typeof ZPreorderListResponse>;

/**
 * PATCH /api/pre-order/{merchantOrderId} (bearer token): one shipment made for some of the
 * order's products (spec §5: products shipped together share the order and the addresses).
 * Idempotent by shipment_id: sent again, the products already holding that shipment only take
 * its new status (e.g. Created -> Validated, or Cancelled, which stops counting its units).
 */
export const ZPreorderPatchBody = z.strictObject({
  shipment: z.strictObject(shipmentFields),
  products: z
    .array(z.strictObject({ product_id: z.string().min(1).max(64), quantity: z.number().int().min(1) }))
    .min(1)
    .max(100),
});
export type TPreorderPatchBody = z.infer<typeof ZPreorderPatchBody>;
/** 200: the pre-order after the change (statuses moved on). */
export const ZPreorderPatchResponse = z.object({ success: z.literal(true), data: ZPreorder });
export type TPreorderPatchResponse = z.infer<typeof ZPreorderPatchResponse>;

/**
 * PUT /internal/merchants/{merchantId} (bearer PREORDER_SERVICE_SECRET, the API only): the
 * SHA-256 of the user's api_key, so login_check and the generic intake know the key without the
 * service ever storing it (decision 045).
 */
export const ZMerchantRegistrationBody = z.strictObject({
  key_hash: z.string().regex(/^[0-9a-f]{64}$/, "SHA-256, hexadecimal"),
});
export type TMerchantRegistrationBody = z.infer<typeof ZMerchantRegistrationBody>;
