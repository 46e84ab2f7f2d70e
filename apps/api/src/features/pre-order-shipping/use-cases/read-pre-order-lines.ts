import type { TPreorder, TPreorderProduct } from "@ship/contracts";
import type { TPreOrderLine } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { listPendingShipments } from "../pre-order-outbox-repository.ts";
import type { TPreOrderShippingDeps } from "./pre-order-shipping-deps.ts";

/** A product picked in the modal, with the pre-order it belongs to. */
export type TPickedProduct = { preorder: TPreorder; product: TPreorderProduct; line: TPreOrderLine };

/**
 * The products the modal names, read from the pre-order service, each as the domain's line: units
 * of shipments still in the outbox count as sent (pending), those of cancellations still in the
 * outbox as unsent again, and a product that is not Open has nothing left to send (until a
 * cancellation gives units back). A merchant order or product the caller does not have is 404 (another
 * user's pre-order looks absent: the service answers the caller's only).
 */
export async function readPreOrderLines(
  deps: Pick<TPreOrderShippingDeps, "db" | "findPreorder">,
  userId: number,
  picks: readonly { merchant_order_id: string; product_id: string }[],
): Promise<TPickedProduct[]> {
  const orderIds = [...new Set(picks.map((pick) => pick.merchant_order_id))];
  const preorders = new Map<string, TPreorder>();
  for (const id of orderIds) {
    const preorder = await deps.findPreorder(userId, id);
    if (!preorder) throw new AppError("not_found", 404, { field: "products" });
    preorders.set(id, preorder);
  }
  const pending = new Map<string, number>();
  for (const shipment of await listPendingShipments(deps.db, userId, orderIds)) {
    // A cancellation the service does not have yet gives its units back (the service still
    // counts them as sent, or the shipment's own row, still here, counts them).
    const sign = shipment.payload.shipment.status === "Cancelled" ? -1 : 1;
    for (const product of shipment.payload.products) {
      const key = `${shipment.merchantOrderId}\u0000${product.product_id}`;
      pending.set(key, (pending.get(key) ?? 0) + sign * product.quantity);
    }
  }
  return picks.map((pick, index) => {
    const preorder = preorders.get(pick.merchant_order_id) as TPreorder;
    const product = preorder.products.find((candidate) => candidate.product_id === pick.product_id);
    if (!product) throw new AppError("not_found", 404, { field: `products.${index}.product_id` });
    const units = pending.get(`${preorder.merchant_order_id}\u0000${product.product_id}`) ?? 0;
    const line: TPreOrderLine = {
      merchant_order_id: preorder.merchant_order_id,
      product_id: product.product_id,
      quantity: product.quantity,
      // Sent, Deleted and Archived products have nothing left to send (spec §4); a Sent one gets
      // the units of a cancellation back, a Deleted or Archived one does not.
      quantity_sent: product.status === "Open" ? product.quantity_sent : product.quantity,
      quantity_pending: ["Open", "Sent"].includes(product.status) ? units : Math.max(0, units),
      address_from: product.address_from,
      address_to: product.address_to,
    };
    return { preorder, product, line };
  });
}
