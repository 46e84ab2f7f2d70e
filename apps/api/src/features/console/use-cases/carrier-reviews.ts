import type { TShipmentService } from "../../shipment/shipment-service.ts";
import { appendAudit } from "../audit-repository.ts";
import type { TActor } from "./console-deps.ts";

/**
 * Orders under carrier review (decision 062): the operator's retry or cancel + refund, each
 * audited in the transaction that closes the review.
 */
export function createCarrierReviewActions(deps: { shipments: Pick<TShipmentService, "carrierReviews"> }) {
  const audit =
    (action: string, shipmentId: string, actor: TActor) => (trx: Parameters<typeof appendAudit>[0]) =>
      appendAudit(trx, { ...actor, action, target: `order:${shipmentId}`, details: {} });
  return {
    retry: (shipmentId: string, actor: TActor) =>
      deps.shipments.carrierReviews.retry(shipmentId, audit("order.carrier_review_retry", shipmentId, actor)),
    cancel: (shipmentId: string, actor: TActor) =>
      deps.shipments.carrierReviews.cancel(
        shipmentId,
        audit("order.carrier_review_cancel", shipmentId, actor),
      ),
  };
}
