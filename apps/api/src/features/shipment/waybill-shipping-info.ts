import type { TOffer, TShippingInfo } from "@ship/contracts";

/**
 * The order's shipping-info columns as the waybill's query reads them: a left join, so every
 * field is null when the order has no shipping info yet.
 */
export type TStoredShippingInfo = {
  ship_from: unknown;
  ship_to: unknown;
  reason: string | null;
  content: string | null;
  declared_value_cents: number | string | null;
  currency: "EUR" | "USD" | null;
  insurance: boolean | null;
  shipping_method: "pickup" | "dropoff" | null;
  shipment_date: string | null;
  ready_time: string | null;
  close_time: string | null;
  label_format: "PDF" | "ZPL" | null;
  notes: string | null;
  customer_code: string | null;
  hazardous: boolean | null;
  terms: boolean | null;
};

/** The shipping info the waybill sends to the carrier; the declared value in integer cents. */
export type TWaybillShippingInfo = Omit<TShippingInfo, "declared_value"> & { declared_value: number | null };

/**
 * The waybill's reading of the stored shipping info. Its defaults only fill the columns of a
 * missing row (the left join; a stored row has reason, currency, method and format NOT NULL):
 * such an order is not complete, so the waybill refuses it (payment.order_incomplete) before any
 * default reaches a carrier or an invoice. They are placeholders that keep the value a whole
 * TShippingInfo: the offer's currency and date, and gift, dropoff and PDF. The order page's
 * reading (order-repository findOwnedOrder) answers no shipping info for a missing row instead,
 * with a currency default of EUR and none for the reason; the two agree on every stored row.
 */
export function waybillShippingInfoOf(
  stored: TStoredShippingInfo,
  offer: Pick<TOffer, "currency" | "shipment_date">,
): TWaybillShippingInfo {
  return {
    ship_from: stored.ship_from as TShippingInfo["ship_from"],
    ship_to: stored.ship_to as TShippingInfo["ship_to"],
    reason: (stored.reason ?? "gift") as TShippingInfo["reason"],
    content: stored.content ?? "",
    declared_value: stored.declared_value_cents === null ? null : Number(stored.declared_value_cents),
    currency: stored.currency ?? offer.currency,
    insurance: stored.insurance ? 1 : 0,
    shipping_method: stored.shipping_method ?? "dropoff",
    shipment_date: stored.shipment_date ?? offer.shipment_date,
    ready_time: stored.ready_time,
    close_time: stored.close_time,
    label_format: stored.label_format ?? "PDF",
    notes: stored.notes ?? "",
    customer_code: stored.customer_code ?? "",
    hazardous: stored.hazardous ? 1 : 0,
    terms: stored.terms ? 1 : 0,
  };
}
