import type { TGenericOrder } from "@ship/contracts";
import type { TIntakeOrder } from "../preorders/intake-order.ts";
import { clip, toAddress, toParcels, toSelectedOffer } from "./mapping-helpers.ts";

/** The generic intake's order (ZGenericOrder, already validated) onto the pre-order. */
export function fromGeneric(order: TGenericOrder): TIntakeOrder {
  const addressFrom = toAddress(order.ship_from);
  const addressTo = toAddress(order.ship_to);
  const selected = toSelectedOffer(order.shipping_option);
  return {
    merchantOrderId: `generic-${order.order_id}`,
    source: "generic",
    orderNumber: clip(order.order_number ?? order.order_id, 64),
    products: order.items.map((item) => ({
      product_id: item.id,
      sku: clip(item.sku, 255),
      name: clip(item.name, 255),
      quantity: item.quantity,
      parcels: toParcels(item.quantity, {
        weight: item.weight_kg,
        x: item.length_cm,
        y: item.width_cm,
        z: item.height_cm,
      }),
      address_from: addressFrom,
      address_to: addressTo,
      selected_offer: selected,
      parcel_type: 2 as const,
      stackable: 0 as const,
      expected_pickup_date: order.expected_pickup_date ?? null,
      expected_delivery_date: order.expected_delivery_date ?? null,
    })),
  };
}
