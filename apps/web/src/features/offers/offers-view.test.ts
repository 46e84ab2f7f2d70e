import { describe, expect, it } from "vitest";
import {
  countByTab,
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  describeDeliveryTime,
  findLowestPrice,
  type matchesFilters,
  matchesShopperChoice,
  selectOffers,
  sortOffers,
  toggleSort,
} from "./offers-view.ts";

type TTestOffer = Parameters<typeof matchesFilters>[0];

function offer(id: string, overrides: Partial<TTestOffer> = {}): TTestOffer {
  return {
    id,
    carrier_code: "DPD",
    is_express: 0,
    allow_pickup: 0,
    allow_dropoff: 1,
    delivery_to_collection_point: 0,
    price_ti: 1000,
    delivery_timestamp: 1_800_000_000,
    ...overrides,
  };
}

const offers = [
  offer("relay", { price_ti: 756, delivery_timestamp: 300, delivery_to_collection_point: 1 }),
  offer("express", { price_ti: 2232, delivery_timestamp: 100, is_express: 1, allow_pickup: 1 }),
  offer("courier", {
    price_ti: 3000,
    delivery_timestamp: 50,
    carrier_code: "COURSIER",
    is_express: 1,
    allow_pickup: 1,
    allow_dropoff: 0,
  }),
  offer("home", { price_ti: 1116, delivery_timestamp: 200 }),
];
const ids = (list: TTestOffer[]) => list.map((item) => item.id);

describe("sorting", () => {
  it("sorts by price including tax, ascending by default", () => {
    expect(ids(sortOffers(offers, DEFAULT_SORT))).toEqual(["relay", "home", "express", "courier"]);
  });

  it("toggles the direction of the same column and starts another column ascending", () => {
    const descending = toggleSort(DEFAULT_SORT, "price_ti");
    expect(descending).toEqual({ field: "price_ti", direction: "desc" });
    expect(ids(sortOffers(offers, descending))).toEqual(["courier", "express", "home", "relay"]);
    const byDelivery = toggleSort(descending, "delivery_timestamp");
    expect(byDelivery).toEqual({ field: "delivery_timestamp", direction: "asc" });
    expect(ids(sortOffers(offers, byDelivery))).toEqual(["courier", "express", "home", "relay"]);
    expect(toggleSort(byDelivery, "delivery_timestamp").direction).toBe("desc");
    expect(toggleSort(toggleSort(byDelivery, "delivery_timestamp"), "price_ti")).toEqual(DEFAULT_SORT);
  });

  it("breaks ties by the other column", () => {
    const tied = [offer("b", { delivery_timestamp: 2 }), offer("a", { delivery_timestamp: 1 })];
    expect(ids(sortOffers(tied, DEFAULT_SORT))).toEqual(["a", "b"]);
  });
});

describe("tabs and filters", () => {
  it("counts and selects each tab", () => {
    expect(countByTab(offers)).toEqual({ all: 4, courier: 1, express: 2, standard: 2 });
    const view = { sort: DEFAULT_SORT, filters: DEFAULT_FILTERS };
    expect(ids(selectOffers(offers, { ...view, tab: "courier" }))).toEqual(["courier"]);
    expect(ids(selectOffers(offers, { ...view, tab: "express" }))).toEqual(["express", "courier"]);
    expect(ids(selectOffers(offers, { ...view, tab: "standard" }))).toEqual(["relay", "home"]);
  });

  it("filters pickup or drop-off at shipping and on-site or collection point at delivery", () => {
    const view = { tab: "all" as const, sort: DEFAULT_SORT };
    expect(ids(selectOffers(offers, { ...view, filters: { shipping: "pickup", delivery: "all" } }))).toEqual([
      "express",
      "courier",
    ]);
    expect(ids(selectOffers(offers, { ...view, filters: { shipping: "dropoff", delivery: "all" } }))).toEqual(
      ["relay", "home", "express"],
    );
    expect(
      ids(selectOffers(offers, { ...view, filters: { shipping: "all", delivery: "collection_point" } })),
    ).toEqual(["relay"]);
    expect(
      ids(selectOffers(offers, { ...view, filters: { shipping: "dropoff", delivery: "on_site" } })),
    ).toEqual(["home", "express"]);
  });
});

describe("describeDeliveryTime", () => {
  it("reads 'during the day' from 23:00 and 'before {time}' otherwise", () => {
    expect(describeDeliveryTime("23:59")).toEqual({ key: "during_the_day" });
    expect(describeDeliveryTime("23:00")).toEqual({ key: "during_the_day" });
    expect(describeDeliveryTime("22:59")).toEqual({ key: "before", time: "22:59" });
    expect(describeDeliveryTime("13:00")).toEqual({ key: "before", time: "13:00" });
  });
});

describe("findLowestPrice", () => {
  it("is the cheapest price including tax", () => {
    expect(findLowestPrice(offers)).toBe(756);
    expect(findLowestPrice([])).toBeNull();
  });
});

describe("matchesShopperChoice", () => {
  const ups = { carrier_code: "UPS" as const, service_name: "UPS Standard" };
  it("matches the carrier the shopper chose, and its service when the store named one", () => {
    expect(matchesShopperChoice(ups, { carrier_code: "UPS", service_name: null })).toBe(true);
    expect(matchesShopperChoice(ups, { carrier_code: "UPS", service_name: " ups  standard " })).toBe(true);
    expect(matchesShopperChoice(ups, { carrier_code: "UPS", service_name: "UPS Express" })).toBe(false);
    expect(matchesShopperChoice(ups, { carrier_code: "DHL", service_name: null })).toBe(false);
  });

  it("matches nothing without a recognised carrier or without a choice", () => {
    expect(matchesShopperChoice(ups, { carrier_code: null, service_name: "UPS Standard" })).toBe(false);
    expect(matchesShopperChoice(ups, null)).toBe(false);
    expect(matchesShopperChoice(ups, undefined)).toBe(false);
  });
});
