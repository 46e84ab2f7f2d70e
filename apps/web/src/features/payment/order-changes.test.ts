import { describe, expect, it } from "vitest";
import { readOrderChanges } from "./order-changes.ts";

const changes = {
  date_reset: false,
  offer_replaced: false,
  previous_offer_id: null,
  price_changed: false,
  shipping_method_switched: false,
};
const newDates = { shipment_date: "2026-11-25", shipment_timestamp: 0, delivery_timestamp: 0 };

describe("readOrderChanges", () => {
  it("says nothing when the order page changed nothing, or handed nothing over", () => {
    expect(readOrderChanges({ changes, newDates })).toEqual([]);
    expect(readOrderChanges(null)).toEqual([]);
    expect(readOrderChanges({ changes: "yes" })).toEqual([]);
  });

  it("names the new date of a reset date or of a re-dated offer", () => {
    expect(
      readOrderChanges({ changes: { ...changes, date_reset: true, offer_replaced: true }, newDates }),
    ).toEqual([{ key: "dateReset", date: "2026-11-25" }]);
    expect(readOrderChanges({ changes: { ...changes, offer_replaced: true }, newDates })).toEqual([
      { key: "offerRedated", date: "2026-11-25" },
    ]);
  });

  it("tells about a new price and a switched collection method", () => {
    expect(
      readOrderChanges({
        changes: { ...changes, price_changed: true, shipping_method_switched: true },
        newDates,
      }),
    ).toEqual([{ key: "priceChanged" }, { key: "methodSwitched" }]);
  });
});
