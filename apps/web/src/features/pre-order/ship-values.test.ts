import type { TPreorder, TPreorderProduct } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import type { TPreOrderRow } from "./pre-order-view.ts";
import { checkShipValues, parcelLinesOf, toRateBody } from "./ship-values.ts";

function row(productId: string, merchantOrderId = "generic-A-1", city = "Marseille"): TPreOrderRow {
  const address = { country_code: "FR", postcode: "13001", city };
  return {
    preorder: { merchant_order_id: merchantOrderId } as TPreorder,
    product: { product_id: productId } as TPreorderProduct,
    urgency: null,
    unsent: 2,
    shipments: [],
    line: {
      merchant_order_id: merchantOrderId,
      product_id: productId,
      quantity: 2,
      quantity_sent: 0,
      address_from: address,
      address_to: address,
    },
  };
}
const parcel = { number: "1", weight: "2", x: "30", y: "20", z: "10" };

describe("parcelLinesOf", () => {
  it("starts from the store's parcels; what it did not give stays empty; one empty line without any", () => {
    expect(parcelLinesOf([{ number: 2, weight: 1.5, x: null, y: null, z: null }])).toEqual([
      { number: "2", weight: "1.5", x: "", y: "", z: "" },
    ]);
    expect(parcelLinesOf([])).toEqual([{ number: "1", weight: "", x: "", y: "", z: "" }]);
  });
});

describe("checkShipValues", () => {
  it("sorts the §5 issues by where the modal shows them", () => {
    const issues = checkShipValues(
      [row("P1"), row("P2", "generic-A-2")],
      ["3", "1"],
      [{ ...parcel, weight: "0" }],
    );
    expect(issues.quantities[0]?.code).toBe("preorder.quantity_exceeded");
    expect(issues.products).toEqual([{ code: "preorder.orders_differ", path: ["preorder"] }]);
    expect(issues.parcels).toEqual([{ code: "0 higher", path: ["parcels", 0, "weight"] }]);
  });

  it("finds nothing wrong with valid quantities and parcels", () => {
    expect(checkShipValues([row("P1"), row("P2")], ["2", "1"], [parcel])).toEqual({
      quantities: {},
      parcels: [],
      products: [],
    });
  });
});

describe("toRateBody", () => {
  it("names each product by its merchant order and sends the parcels in kg and cm", () => {
    expect(toRateBody([row("P1")], ["2"], [parcel])).toEqual({
      products: [{ merchant_order_id: "generic-A-1", product_id: "P1", quantity: "2" }],
      parcels: [parcel],
      unit: "fr",
    });
  });
});
