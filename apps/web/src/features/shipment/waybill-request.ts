/**
 * What #/{lang}/order-generate-waybill is handed (router state): the order to confirm and how it
 * is settled. The payment screen and the card success screen send it; it is read back here and
 * checked, since history state survives reloads and can be anything.
 */
export type TWaybillRequest = {
  shipment_id: string;
  order_id: string;
  /** Professional 'Pay later' (spec §6 deferred payment). */
  pay_later: boolean;
  /** Where the progress bar already is (the card success screen hands over its bar). */
  progress: number;
};

export const ORDER_GENERATE_WAYBILL_PATH = "order-generate-waybill";

export function readWaybillRequest(state: unknown): TWaybillRequest | null {
  if (typeof state !== "object" || state === null) return null;
  const value = state as Record<string, unknown>;
  const id = (field: unknown) => typeof field === "string" && field.length > 0 && field.length <= 64;
  if (!id(value.shipment_id) || !id(value.order_id)) return null;
  const progress = typeof value.progress === "number" && Number.isFinite(value.progress) ? value.progress : 0;
  return {
    shipment_id: value.shipment_id as string,
    order_id: value.order_id as string,
    pay_later: value.pay_later === true,
    progress: Math.min(Math.max(progress, 0), 95),
  };
}
