import { countPendingShipments } from "./pre-order-outbox-repository.ts";
import { createAppendPreOrderShipment } from "./use-cases/append-pre-order-shipment.ts";
import { createCancelPreOrderShipment } from "./use-cases/cancel-pre-order-shipment.ts";
import { createChoosePreOrderOffer } from "./use-cases/choose-pre-order-offer.ts";
import { createListPendingShipments } from "./use-cases/list-pending-shipments.ts";
import type { TPreOrderShippingDeps } from "./use-cases/pre-order-shipping-deps.ts";
import { createRatePreOrder } from "./use-cases/rate-pre-order.ts";

/** Shipping from a pre-order (decision 046): the use cases (one per file in use-cases/), for the routes. */
export function createPreOrderShippingService(deps: TPreOrderShippingDeps) {
  return {
    ratePreOrder: createRatePreOrder(deps),
    choosePreOrderOffer: createChoosePreOrderOffer(deps),
    listPending: createListPendingShipments(deps),
    /** Every user's shipments not yet sent to the service (the pre_order_outbox_pending gauge). */
    countPendingShipments: () => countPendingShipments(deps.db),
  };
}
export type TPreOrderShippingService = ReturnType<typeof createPreOrderShippingService>;

export { createAppendPreOrderShipment, createCancelPreOrderShipment };
