import type { TOrderPaid } from "../payment/payment-purpose.ts";
import type { TShipmentService } from "./shipment-service.ts";

/**
 * The order-paid hand-off (decision 028): when a notification marks an order's card payment paid,
 * the shipment feature makes its waybill at once, in the background, so the customer's return
 * page finds it ready. A failure is logged and the recovery job (recoverPaidOrders, at start and every
 * 5 minutes, decision 054) retries it;
 * the waybill is made once whoever gets there first (decision 015). Wired in create-context.ts.
 */
export function createOnOrderPaid(shipments: Pick<TShipmentService, "completePaidTransaction">) {
  return function onOrderPaid(event: TOrderPaid): void {
    shipments.completePaidTransaction(event.transactionId);
  };
}
