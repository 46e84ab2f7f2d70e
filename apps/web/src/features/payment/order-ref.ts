import { createClientStore } from "../../app/client-state.ts";
import type { TOrderRef } from "./api/payment.ts";

// The order page keeps the order being placed under the spec's "shipping" cookie (§4).
const orderRefStore = createClientStore<Partial<TOrderRef>>("shipping");

/** The order the payment screen is for, or null when the order step has not been done. */
export function readOrderRef(): TOrderRef | null {
  const value = orderRefStore.read();
  if (!value?.shipment_id || !value.order_id || !value.offer_id) return null;
  return { shipment_id: value.shipment_id, order_id: value.order_id, offer_id: value.offer_id };
}
