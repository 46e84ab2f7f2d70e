import type { TTransaction } from "../../../db/unit-of-work.ts";
import { enqueuePreOrderCancellation } from "../pre-order-outbox-repository.ts";
import type { TPreOrderShippingDeps } from "./pre-order-shipping-deps.ts";

/**
 * Issue 15: a shipment made from a pre-order, then cancelled. In the cancellation's transaction,
 * the same PATCH as its shipping is written to pre_order_outbox with the status Cancelled (the
 * service's shipments list shows it Cancelled, and its units count as unsent again: Open). A
 * shipment that did not come from a pre-order writes nothing. Answers whether a row was written.
 */
export function createCancelPreOrderShipment(deps: Pick<TPreOrderShippingDeps, "now">) {
  return (trx: TTransaction, shipmentRef: string): Promise<boolean> =>
    enqueuePreOrderCancellation(trx, shipmentRef, deps.now());
}
