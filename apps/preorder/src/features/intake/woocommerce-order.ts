import { z } from "zod";
import type { TIntakeOrder } from "../preorders/intake-order.ts";
import { clip, fullName, storeProduct, toAddress, toParcels, toSelectedOffer } from "./mapping-helpers.ts";

const text = z.string().nullish();

/** The parts of WooCommerce's order webhook (order.created, order.updated) the service reads. */
export const ZWooCommerceOrder = z.object({
  id: z.number().int().positive(),
  number: z.union([z.string(), z.number()]).nullish(),
  billing: z.object({ email: text, phone: text }).nullish(),
  shipping: z
    .object({
      first_name: text,
      last_name: text,
      company: text,
      address_1: text,
      address_2: text,
      city: text,
      postcode: text,
      country: text,
      phone: text,
    })
    .nullish(),
  shipping_lines: z.array(z.object({ method_title: text, method_id: text })).nullish(),
  line_items: z
    .array(
      z.object({
        id: z.number().int().positive(),
        sku: text,
        name: text,
        quantity: z.number().int().min(1).max(10_000),
      }),
    )
    .min(1)
    .max(250),
});

/**
 * WooCommerce's order onto the pre-order. Its order JSON has no weights or sizes: they are asked
 * for at shipping time.
 */
export function fromWooCommerce(order: z.infer<typeof ZWooCommerceOrder>): TIntakeOrder {
  const shipping = order.shipping;
  const addressTo = toAddress({
    company: shipping?.company,
    name: fullName(shipping?.first_name, shipping?.last_name),
    phone: shipping?.phone || order.billing?.phone,
    email: order.billing?.email,
    address1: shipping?.address_1,
    address2: shipping?.address_2,
    country_code: shipping?.country,
    postcode: shipping?.postcode,
    city: shipping?.city,
  });
  const line = order.shipping_lines?.[0];
  const selected = toSelectedOffer(line?.method_title);
  return {
    merchantOrderId: `woocommerce-${order.id}`,
    source: "woocommerce",
    orderNumber: clip(
      order.number === undefined || order.number === null ? String(order.id) : String(order.number),
      64,
    ),
    products: order.line_items.map((item) =>
      storeProduct({
        id: item.id,
        sku: item.sku,
        name: item.name,
        quantity: item.quantity,
        parcels: toParcels(item.quantity, {}),
        addressTo,
        selectedOffer: selected,
      }),
    ),
  };
}
