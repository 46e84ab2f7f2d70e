import { z } from "zod";
import type { TIntakeOrder } from "../preorders/intake-order.ts";
import { clip, fullName, storeProduct, toAddress, toParcels, toSelectedOffer } from "./mapping-helpers.ts";

const text = z.string().nullish();

/** The parts of Shopify's order webhook (orders/create, orders/updated) the service reads. */
export const ZShopifyOrder = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]),
  name: text,
  order_number: z.union([z.number(), z.string()]).nullish(),
  email: text,
  shipping_address: z
    .object({
      first_name: text,
      last_name: text,
      name: text,
      company: text,
      address1: text,
      address2: text,
      city: text,
      zip: text,
      country_code: text,
      phone: text,
    })
    .nullish(),
  shipping_lines: z.array(z.object({ title: text, code: text })).nullish(),
  line_items: z
    .array(
      z.object({
        id: z.union([z.number().int().positive(), z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)]),
        sku: text,
        title: text,
        name: text,
        quantity: z.number().int().min(1).max(10_000),
        /** Unit weight in grams (0 when the product has none). */
        grams: z.number().min(0).nullish(),
        requires_shipping: z.boolean().nullish(),
      }),
    )
    .min(1)
    .max(250),
});

/** Shopify's order onto the pre-order: lines that need no shipping (gift cards, services) are left out. */
export function fromShopify(order: z.infer<typeof ZShopifyOrder>): TIntakeOrder | undefined {
  const address = order.shipping_address;
  const addressTo = toAddress({
    company: address?.company,
    name: address?.name ?? fullName(address?.first_name, address?.last_name),
    phone: address?.phone,
    email: order.email,
    address1: address?.address1,
    address2: address?.address2,
    country_code: address?.country_code,
    postcode: address?.zip,
    city: address?.city,
  });
  const line = order.shipping_lines?.[0];
  const selected = toSelectedOffer(line?.title);
  const products = order.line_items
    .filter((item) => item.requires_shipping !== false)
    .map((item) =>
      storeProduct({
        id: item.id,
        sku: item.sku,
        name: item.title ?? item.name,
        quantity: item.quantity,
        parcels: toParcels(item.quantity, { weight: item.grams ? item.grams / 1000 : null }),
        addressTo,
        selectedOffer: selected,
      }),
    );
  if (products.length === 0) return undefined;
  return {
    merchantOrderId: `shopify-${order.id}`,
    source: "shopify",
    orderNumber: clip(order.name ?? (order.order_number === undefined ? "" : String(order.order_number)), 64),
    products,
  };
}
