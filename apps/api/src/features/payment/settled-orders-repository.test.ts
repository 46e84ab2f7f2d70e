import { describe, expect, it } from "vitest";
import { mergeSettledOrders } from "./settled-orders-repository.ts";

describe("mergeSettledOrders", () => {
  it("a card payment alone: settled by credit card, in the payment's language", () => {
    expect(mergeSettledOrders([{ shipment_id: "a", lang: "es" }], [])).toEqual([
      { shipmentId: "a", method: "credit_card", lang: "es" },
    ]);
  });

  it("a settlement row names the method and keeps the card payment's language, else French", () => {
    expect(
      mergeSettledOrders(
        [{ shipment_id: "a", lang: "en" }],
        [
          { shipment_id: "b", method: "deferred" },
          { shipment_id: "a", method: "credit_card" },
        ],
      ),
    ).toEqual([
      { shipmentId: "a", method: "credit_card", lang: "en" },
      { shipmentId: "b", method: "deferred", lang: "fr" },
    ]);
  });
});
