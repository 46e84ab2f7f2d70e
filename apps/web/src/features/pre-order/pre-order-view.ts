import type {
  TPreorder,
  TPreorderPendingShipment,
  TPreorderProduct,
  TPreorderShipment,
  TPreorderStatus,
} from "@ship/contracts";
import { preOrderUrgencyOf, type TPreOrderLine, type TPreOrderUrgency, unsentQuantityOf } from "@ship/domain";

/** Spec §2: the status filter, Open by default; "all" shows every status. */
export const STATUS_FILTERS = ["Open", "Sent", "Deleted", "Archived", "all"] as const;
export type TStatusFilter = (typeof STATUS_FILTERS)[number];
export const DEFAULT_STATUS_FILTER: TStatusFilter = "Open";

/**
 * Spec §4 product statuses, each with its own label key. The old dropdown showed Archived as
 * "Deleted" and the reverse; here the value and its label are the same word.
 */
export const STATUS_LABEL_KEYS: Record<TPreorderStatus, string> = {
  Open: "status.Open",
  Sent: "status.Sent",
  Deleted: "status.Deleted",
  Archived: "status.Archived",
};

/** A shipment of a product as the shipments list modal shows it: recorded, or still pending. */
export type TShipmentLine = Omit<TPreorderShipment, "isDelivered"> & {
  isDelivered: boolean;
  /** Made here, not recorded by the service yet (the outbox retries), or refused by it. */
  state: "recorded" | "pending" | "refused";
};

/** One row of the table: a product of a pre-order, with what the screen works out for it. */
export type TPreOrderRow = {
  preorder: TPreorder;
  product: TPreorderProduct;
  urgency: TPreOrderUrgency | null;
  /** The domain's view of the product: units pending in the outbox count as sent. */
  line: TPreOrderLine;
  /** Units that can still be shipped. */
  unsent: number;
  shipments: TShipmentLine[];
};

const keyOf = (merchantOrderId: string, productId: string) => `${merchantOrderId}\u0000${productId}`;

/** The pending shipments of each product, keyed by merchant order and product. */
function pendingByProduct(pending: readonly TPreorderPendingShipment[]) {
  const byProduct = new Map<string, { quantity: number; shipments: TShipmentLine[] }>();
  for (const item of pending) {
    for (const product of item.products) {
      const key = keyOf(item.merchant_order_id, product.product_id);
      const entry = byProduct.get(key) ?? { quantity: 0, shipments: [] };
      entry.quantity += product.quantity;
      entry.shipments.push({
        ...item.shipment,
        quantity: product.quantity,
        isDelivered: false,
        state: item.state,
      });
      byProduct.set(key, entry);
    }
  }
  return byProduct;
}

/**
 * A product's shipments still in the outbox, one line per shipment (its shipping and its
 * cancellation may both wait): a shipment whose cancellation waits is shown Cancelled.
 */
function waitingLines(lines: readonly TShipmentLine[]): TShipmentLine[] {
  const byShipment = new Map<string, TShipmentLine>();
  for (const line of lines) {
    const known = byShipment.get(line.shipment_id);
    byShipment.set(line.shipment_id, known && line.status !== "Cancelled" ? known : line);
  }
  return [...byShipment.values()];
}

/**
 * The table's rows, product by product in the service's order. A shipment the service already
 * recorded is not listed again as pending (the outbox row may not know yet that it was delivered),
 * unless its cancellation waits: it is then shown Cancelled, pending, and its units are unsent
 * again (decision 046 addendum).
 */
export function rowsOf(
  preorders: readonly TPreorder[],
  pending: readonly TPreorderPendingShipment[],
  today: string,
): TPreOrderRow[] {
  const waiting = pendingByProduct(pending);
  return preorders.flatMap((preorder) =>
    preorder.products.map((product) => {
      const here = waiting.get(keyOf(preorder.merchant_order_id, product.product_id))?.shipments ?? [];
      const cancelling = new Set(
        here
          .filter((shipment) => shipment.state === "pending" && shipment.status === "Cancelled")
          .map((shipment) => shipment.shipment_id),
      );
      let givenBack = 0;
      const recorded: TShipmentLine[] = product.shipments.map((shipment) => {
        if (!cancelling.has(shipment.shipment_id) || shipment.status === "Cancelled") {
          return { ...shipment, state: "recorded" };
        }
        givenBack += shipment.quantity;
        return { ...shipment, status: "Cancelled", state: "pending" };
      });
      const known = new Set(recorded.map((shipment) => shipment.shipment_id));
      const notYet = waitingLines(here.filter((shipment) => !known.has(shipment.shipment_id)));
      const waitingUnits = notYet
        .filter((shipment) => shipment.state === "pending" && shipment.status !== "Cancelled")
        .reduce((sum, shipment) => sum + shipment.quantity, 0);
      const line: TPreOrderLine = {
        merchant_order_id: preorder.merchant_order_id,
        product_id: product.product_id,
        quantity: product.quantity,
        quantity_sent: product.status === "Open" ? product.quantity_sent : product.quantity,
        // A Deleted or Archived product gets no units back (as the API counts them).
        quantity_pending: ["Open", "Sent"].includes(product.status) ? waitingUnits - givenBack : waitingUnits,
        address_from: product.address_from,
        address_to: product.address_to,
      };
      return {
        preorder,
        product,
        urgency: product.status === "Open" ? preOrderUrgencyOf(product.expected_pickup_date, today) : null,
        line,
        unsent: unsentQuantityOf(line),
        shipments: [...recorded, ...notYet],
      };
    }),
  );
}

/** The address a row shows: 'postcode city (country)', the town cut to 20 characters (spec §9). */
export function placeOf(address: TPreorderProduct["address_to"]): string {
  const town = address.city.length > 20 ? `${address.city.slice(0, 20)}…` : address.city;
  return (
    [address.postcode, town].filter(Boolean).join(" ") +
    (address.country_code ? ` (${address.country_code})` : "")
  );
}
