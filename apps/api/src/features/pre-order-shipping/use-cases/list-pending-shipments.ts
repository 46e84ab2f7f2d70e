import type { TPreorderPendingShipment } from "@ship/contracts";
import { listPendingShipments } from "../pre-order-outbox-repository.ts";
import type { TPreOrderShippingDeps } from "./pre-order-shipping-deps.ts";

/** GET /pre-order/pending: the caller's shipments the pre-order service has not recorded yet. */
export function createListPendingShipments(deps: Pick<TPreOrderShippingDeps, "db">) {
  return async function listPending(userId: number): Promise<TPreorderPendingShipment[]> {
    const rows = await listPendingShipments(deps.db, userId);
    return rows.map((row) => ({
      merchant_order_id: row.merchantOrderId,
      state: row.refused ? "refused" : "pending",
      shipment: row.payload.shipment,
      products: row.payload.products,
    }));
  };
}
