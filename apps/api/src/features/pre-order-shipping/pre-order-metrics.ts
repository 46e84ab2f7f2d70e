import { Gauge, type Registry } from "prom-client";
import type { TPreOrderShippingService } from "./pre-order-shipping-service.ts";

/**
 * pre_order_outbox_pending: shipments the pre-order service has not been told of yet (decision
 * 046); a number that keeps growing means the service is down or unreachable.
 */
export function registerPreOrderMetrics(
  registry: Registry,
  service: Pick<TPreOrderShippingService, "countPendingShipments">,
): void {
  new Gauge({
    name: "pre_order_outbox_pending",
    help: "Shipments made from pre-orders still to be sent to the pre-order service",
    registers: [registry],
    async collect() {
      this.set(await service.countPendingShipments());
    },
  });
}
