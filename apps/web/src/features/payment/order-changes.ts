/**
 * What the order page hands to the payment screen (router state, spec §2 order-payment
 * 'newDates'): the changes POST /update-shipment made (spec §4: a past date is reset to today, a
 * new date re-rates the offer, pickup and drop-off switch to what the offer allows). History
 * state survives reloads and can be anything, so it is read defensively.
 */
export type TOrderChangeNotice =
  | { key: "dateReset"; date: string }
  | { key: "offerRedated"; date: string }
  | { key: "priceChanged" }
  | { key: "methodSwitched" };

export function readOrderChanges(state: unknown): TOrderChangeNotice[] {
  if (typeof state !== "object" || state === null) return [];
  const { changes, newDates } = state as { changes?: unknown; newDates?: unknown };
  if (typeof changes !== "object" || changes === null) return [];
  const flags = changes as Record<string, unknown>;
  const dates = (typeof newDates === "object" && newDates !== null ? newDates : {}) as Record<
    string,
    unknown
  >;
  const date = typeof dates.shipment_date === "string" ? dates.shipment_date : null;
  const notices: TOrderChangeNotice[] = [];
  if (flags.date_reset === true && date) notices.push({ key: "dateReset", date });
  else if (flags.offer_replaced === true && date) notices.push({ key: "offerRedated", date });
  if (flags.price_changed === true) notices.push({ key: "priceChanged" });
  if (flags.shipping_method_switched === true) notices.push({ key: "methodSwitched" });
  return notices;
}
