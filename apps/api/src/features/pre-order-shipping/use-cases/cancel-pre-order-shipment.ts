import type { TTransaction } from "../../../db/unit-of-work.ts";
import { enqueuePreOrderCancellation } from "../pre-order-outbox-repository.ts";
import type { TQueuePreOrderDelivery } from "./append-pre-order-shipment.ts";

/**
 * Issue 15: a shipment made from a pre-order, then cancelled. In the cancellation's transaction,
 * the same PATCH as its shipping is written to pre_order_outbox with the status Cancelled (the
 * service's shipments list shows it Cancelled, and its units count as unsent again: Open). A
 * shipment that did not come from a pre-order writes nothing. The row's delivery job is sent in
 * the same transaction (decision 054). Answers whether a row was written.
 */
export function createCancelPreOrderShipment(deps: { queueDelivery: TQueuePreOrderDelivery }) {
  return async (trx: TTransaction, shipmentRef: string): Promise<boolean> => {
    const rowId = await enqueuePreOrderCancellation(trx, shipmentRef);
    if (rowId === undefined) return false;
    await deps.queueDelivery(trx, rowId);
    return true;
  };
}
