import type { TOrderPrefill, TPreorderSelectedOffer } from "@ship/contracts";
import type { TExecutor, TTransaction } from "../../db/unit-of-work.ts";

/** The pre-order marker of a rating (migration 0032): what the order made from it ships. */
export type TPreOrderMarker = {
  shipmentId: string;
  userId: number;
  merchantOrderId: string;
  products: { product_id: string; quantity: number }[];
  selectedOffer: TPreorderSelectedOffer | null;
  prefill: TOrderPrefill;
};

const json = (value: unknown) => JSON.stringify(value);

/** Keeps the marker beside the rating POST /pre-order/rate made (once per rating). */
export async function insertMarker(executor: TExecutor, marker: TPreOrderMarker): Promise<void> {
  await executor
    .insertInto("pre_order_markers")
    .values({
      shipment_id: marker.shipmentId,
      user_id: marker.userId,
      merchant_order_id: marker.merchantOrderId,
      products: json(marker.products),
      selected_offer: marker.selectedOffer ? json(marker.selectedOffer) : null,
      prefill: json(marker.prefill),
    })
    .execute();
}

type TMarkerRow = {
  shipment_id: string;
  user_id: number;
  merchant_order_id: string;
  products: unknown;
  selected_offer: unknown;
  prefill: unknown;
};

const markerOf = (row: TMarkerRow): TPreOrderMarker => ({
  shipmentId: row.shipment_id,
  userId: row.user_id,
  merchantOrderId: row.merchant_order_id,
  products: row.products as TPreOrderMarker["products"],
  selectedOffer: (row.selected_offer ?? null) as TPreorderSelectedOffer | null,
  prefill: row.prefill as TOrderPrefill,
});

const MARKER_COLUMNS = [
  "shipment_id",
  "user_id",
  "merchant_order_id",
  "products",
  "selected_offer",
  "prefill",
] as const;

/** The marker of a pre-order rating the user made; undefined for any other rating. */
export async function findOwnedMarker(
  executor: TExecutor,
  userId: number,
  shipmentId: string,
): Promise<TPreOrderMarker | undefined> {
  const row = await executor
    .selectFrom("pre_order_markers")
    .select(MARKER_COLUMNS)
    .where("shipment_id", "=", shipmentId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? markerOf(row) : undefined;
}

/** Clears the marker of an order's rating and answers it (the waybill's transaction), if it had one. */
export async function takeMarker(
  trx: TTransaction,
  shipmentId: string,
): Promise<TPreOrderMarker | undefined> {
  const row = await trx
    .deleteFrom("pre_order_markers")
    .where("shipment_id", "=", shipmentId)
    .returning(MARKER_COLUMNS)
    .executeTakeFirst();
  return row ? markerOf(row) : undefined;
}
