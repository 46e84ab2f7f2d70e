import { orderStore, type TChosenOrder } from "../../lib/order-flow.ts";
import type { TOrderRef } from "./api/payment.ts";

/** The order the payment screen is for, or null when the order step has not been done. */
export function readOrderRef(): TOrderRef | null {
  // Read as partial: the store is the browser's, and an older or edited value may miss an id.
  const value: Partial<TChosenOrder> | null = orderStore.read();
  if (!value?.shipment_id || !value.order_id || !value.offer_id) return null;
  return { shipment_id: value.shipment_id, order_id: value.order_id, offer_id: value.offer_id };
}
