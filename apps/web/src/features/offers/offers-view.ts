import type { TOffer } from "@ship/contracts";
import { isDuringTheDay, isInSelection, QUOTE_SELECTIONS, type TQuoteSelection } from "@ship/domain";

/** Spec §2 offers tabs: all, couriers (the city courier), express (is_express=1), standard (0); spec §3's selection. */
export const OFFER_TABS = QUOTE_SELECTIONS;
export type TOfferTab = TQuoteSelection;

export type TSortField = "price_ti" | "delivery_timestamp";
export type TSortDirection = "asc" | "desc";
/** One sort at a time (spec §2). */
export type TOfferSort = { field: TSortField; direction: TSortDirection };
export const DEFAULT_SORT: TOfferSort = { field: "price_ti", direction: "asc" };
/** A rating made with priority fastest (decision 050) opens sorted by delivery. */
export const FASTEST_SORT: TOfferSort = { field: "delivery_timestamp", direction: "asc" };

/** Spec §2 filters: pickup or drop-off at shipping; on-site or drop-off (collection point) at delivery. */
export const SHIPPING_FILTERS = ["all", "pickup", "dropoff"] as const;
export const DELIVERY_FILTERS = ["all", "on_site", "collection_point"] as const;
export type TShippingFilter = (typeof SHIPPING_FILTERS)[number];
export type TDeliveryFilter = (typeof DELIVERY_FILTERS)[number];
export type TOfferFilters = { shipping: TShippingFilter; delivery: TDeliveryFilter };
export const DEFAULT_FILTERS: TOfferFilters = { shipping: "all", delivery: "all" };

type TSortableOffer = Pick<
  TOffer,
  | "id"
  | "carrier_code"
  | "is_express"
  | "allow_pickup"
  | "allow_dropoff"
  | "delivery_to_collection_point"
  | "price_ti"
  | "delivery_timestamp"
>;

export const isInTab = isInSelection;

export function matchesFilters(offer: TSortableOffer, filters: TOfferFilters): boolean {
  if (filters.shipping === "pickup" && offer.allow_pickup !== 1) return false;
  if (filters.shipping === "dropoff" && offer.allow_dropoff !== 1) return false;
  if (filters.delivery === "on_site" && offer.delivery_to_collection_point !== 0) return false;
  if (filters.delivery === "collection_point" && offer.delivery_to_collection_point !== 1) return false;
  return true;
}

/** A click on a column: the same column flips its direction, another one starts ascending alone. */
export function toggleSort(current: TOfferSort, field: TSortField): TOfferSort {
  if (current.field === field) return { field, direction: current.direction === "asc" ? "desc" : "asc" };
  return { field, direction: "asc" };
}

/** Sorted copy; ties keep a stable order by the other column, then by id. */
export function sortOffers<T extends TSortableOffer>(offers: readonly T[], sort: TOfferSort): T[] {
  const other: TSortField = sort.field === "price_ti" ? "delivery_timestamp" : "price_ti";
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...offers].sort(
    (a, b) =>
      sign * (a[sort.field] - b[sort.field]) ||
      a[other] - b[other] ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The offers a tab shows, filtered and sorted. */
export function selectOffers<T extends TSortableOffer>(
  offers: readonly T[],
  view: { tab: TOfferTab; sort: TOfferSort; filters: TOfferFilters },
): T[] {
  return sortOffers(
    offers.filter((offer) => isInTab(offer, view.tab) && matchesFilters(offer, view.filters)),
    view.sort,
  );
}

export function countByTab(
  offers: readonly Pick<TOffer, "carrier_code" | "is_express">[],
): Record<TOfferTab, number> {
  const counts = { all: 0, courier: 0, express: 0, standard: 0 };
  for (const offer of offers) for (const tab of OFFER_TABS) if (isInTab(offer, tab)) counts[tab] += 1;
  return counts;
}

/** Spec §2/§9 expected delivery: 'during the day' from 23:00, else 'before {time}'. */
export function describeDeliveryTime(
  time: string,
): { key: "during_the_day" } | { key: "before"; time: string } {
  return isDuringTheDay(time) ? { key: "during_the_day" } : { key: "before", time };
}

/** The cheapest price including tax, or null without offers (the sidebar's initial amount). */
export function findLowestPrice(offers: readonly Pick<TOffer, "price_ti">[]): number | null {
  return offers.reduce<number | null>(
    (low, offer) => (low === null || offer.price_ti < low ? offer.price_ti : low),
    null,
  );
}

/**
 * Spec §2: an offer matching the delivery a pre-order's shopper chose: the same carrier and, when
 * the store named one, the same service (case and spaces aside).
 */
export function matchesShopperChoice(
  offer: Pick<TOffer, "carrier_code" | "service_name">,
  choice: { carrier_code: string | null; service_name: string | null } | null | undefined,
): boolean {
  if (!choice?.carrier_code || choice.carrier_code !== offer.carrier_code) return false;
  const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");
  return !choice.service_name || normalise(choice.service_name) === normalise(offer.service_name);
}
