import type { TTransaction } from "../../../db/unit-of-work.ts";
import type { TShipmentRow } from "../../shipment/shipment-repository.ts";
import { takeMarker } from "../pre-order-marker-repository.ts";
import { enqueuePreOrderShipment } from "../pre-order-outbox-repository.ts";

/** Sends the delivery job of an outbox row with the transaction that wrote it (pre-order-outbox.ts). */
export type TQueuePreOrderDelivery = (trx: TTransaction, rowId: number) => Promise<void>;

/**
 * Spec §4 "ship success with a pre-order", in the waybill's transaction (decision 046): when the
 * order was made from a pre-order rating, its marker is cleared and the shipment to append
 * (Validated, or Created while the carrier has not confirmed it) is written to pre_order_outbox
 * for that merchant order with its delivery job (decision 054). Committed together with the
 * shipment, or not at all; the job sends it afterwards. Answers whether a row was written (the caller wakes the job after commit).
 */
export function createAppendPreOrderShipment(deps: { queueDelivery: TQueuePreOrderDelivery }) {
  return async function appendPreOrderShipment(trx: TTransaction, shipment: TShipmentRow): Promise<boolean> {
    const marker = await takeMarker(trx, shipment.shipment_id);
    if (!marker) return false;
    const rowId = await enqueuePreOrderShipment(trx, {
      userId: marker.userId,
      merchantOrderId: marker.merchantOrderId,
      shipmentRef: shipment.id,
      payload: {
        shipment: {
          shipment_id: shipment.id,
          carrier_name: shipment.carrier_name,
          service_name: shipment.service_name,
          price_ti: shipment.total_cents,
          currency: shipment.currency,
          status: shipment.status === "Validated" ? "Validated" : "Created",
        },
        products: marker.products,
      },
    });
    if (rowId === undefined) return false;
    await deps.queueDelivery(trx, rowId);
    return true;
  };
}
export type TAppendPreOrderShipment = ReturnType<typeof createAppendPreOrderShipment>;
