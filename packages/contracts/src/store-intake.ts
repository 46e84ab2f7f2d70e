import { z } from "zod";

/**
 * Orders arriving from stores into the pre-order service (issue 15). Shopify and WooCommerce send
 * their own order JSON (only the fields read are checked here, the rest is ignored); the generic
 * intake takes the shape below from a merchant's own site. Missing weights and dimensions stay
 * empty and are asked for at shipping time.
 */

/** The store connectors that sign their webhooks with a secret held by the service. */
export const STORE_KINDS = ["shopify", "woocommerce"] as const;
export type TStoreKind = (typeof STORE_KINDS)[number];

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** An address in the generic intake: everything optional, missing parts are asked at shipping time. */
export const ZIntakeAddress = z.strictObject({
  company: optionalText(35),
  name: optionalText(35),
  phone: optionalText(35),
  email: optionalText(50),
  address1: optionalText(35),
  address2: optionalText(35),
  address3: optionalText(35),
  /** ISO 3166-1 alpha-2. */
  country_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "ISO 3166-1 alpha-2")
    .optional(),
  postcode: optionalText(20),
  city: optionalText(255),
});
export type TIntakeAddress = z.infer<typeof ZIntakeAddress>;

const dimension = z.number().positive().max(9_999_999).optional();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

/** POST /api/intake/orders (header X-Api-Key: the user's api_key): one order of the merchant's own site. */
export const ZGenericOrder = z.strictObject({
  /** The site's order id; the same id again updates the same pre-order. */
  order_id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "1 to 64 letters, digits, '.', '_' or '-'"),
  order_number: optionalText(64),
  /** The delivery option the shopper chose (e.g. "Colissimo Home"). */
  shipping_option: optionalText(255),
  expected_pickup_date: isoDate.optional(),
  expected_delivery_date: isoDate.optional(),
  ship_from: ZIntakeAddress.optional(),
  ship_to: ZIntakeAddress,
  items: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "1 to 64 letters, digits, '.', '_' or '-'"),
        sku: optionalText(255),
        name: optionalText(255),
        quantity: z.number().int().min(1).max(10_000),
        /** Kilograms, centimetres, for one unit. */
        weight_kg: dimension,
        length_cm: dimension,
        width_cm: dimension,
        height_cm: dimension,
      }),
    )
    .min(1)
    .max(250),
});
export type TGenericOrder = z.infer<typeof ZGenericOrder>;

/** The intake's answer (generic and webhooks): the pre-order made or updated. */
export const ZIntakeResponse = z.object({
  success: z.literal(true),
  merchant_order_id: z.string(),
  /** false when the same order was already there (it was updated, not duplicated). */
  created: z.boolean(),
});
export type TIntakeResponse = z.infer<typeof ZIntakeResponse>;

/** How a signed store connects (the my-store page): where its webhook goes and what signs it. */
export const ZStoreConnection = z.object({
  kind: z.enum(STORE_KINDS),
  /** The webhook address to paste into the store (Shopify: order creation; WooCommerce: order created/updated). */
  webhook_url: z.string(),
  /** The HMAC-SHA256 signing secret the store uses. */
  secret: z.string(),
  secret_updated_at: z.string(),
});
export type TStoreConnection = z.infer<typeof ZStoreConnection>;

/** The generic intake as the my-store page explains it. */
export const ZGenericConnection = z.object({
  intake_url: z.string(),
  /** The service's OpenAPI document, with an example order. */
  openapi_url: z.string(),
});

/** The service's GET /api/stores (bearer): every connector of the merchant. */
export const ZStoreConnectionsResponse = z.object({
  stores: z.array(ZStoreConnection),
  generic: ZGenericConnection,
});
export type TStoreConnectionsResponse = z.infer<typeof ZStoreConnectionsResponse>;

/**
 * Rotating a store's secret. Without `secret`, a new random one; with it, that one (Shopify signs
 * webhooks created in its admin with a key Shopify shows: the merchant pastes it here).
 */
export const ZStoreSecretBody = z.strictObject({
  secret: z.string().trim().min(16, "at least 16 characters").max(200).optional(),
});
export type TStoreSecretBody = z.infer<typeof ZStoreSecretBody>;

/** The service's answer to a test order: the sample went through the store's signed webhook. */
export const ZStoreTestOrderResponse = z.object({ merchant_order_id: z.string() });
export type TStoreTestOrderResponse = z.infer<typeof ZStoreTestOrderResponse>;
