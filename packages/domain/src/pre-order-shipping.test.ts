import { describe, expect, it } from "vitest";
import {
  checkPreOrderShipment,
  preOrderPickupDateOf,
  preOrderUrgencyOf,
  type TPreOrderLine,
  unsentQuantityOf,
} from "./pre-order-shipping.ts";

const from = {
  name: "Shop",
  address1: "1 rue de Rivoli",
  postcode: "75001",
  city: "Paris",
  country_code: "FR",
};
const to = { name: "Ann Lee", address1: "5 Main St", postcode: "69001", city: "Lyon", country_code: "FR" };

const line = (overrides: Partial<TPreOrderLine> = {}): TPreOrderLine => ({
  merchant_order_id: "M-1",
  product_id: "P-1",
  quantity: 3,
  quantity_sent: 0,
  address_from: from,
  address_to: to,
  ...overrides,
});
const parcel = { number: 1, weight: 2, x: 30, y: 20, z: 10 };

describe("checkPreOrderShipment", () => {
  it("accepts quantities up to what is unsent and answers them with the parsed parcels", () => {
    const checked = checkPreOrderShipment({
      picks: [
        { line: line({ quantity_sent: 1 }), quantity: "2" },
        { line: line({ product_id: "P-2", quantity: 1 }), quantity: 1 },
      ],
      parcels: [parcel],
      unit: "fr",
    });
    expect(checked).toEqual({ issues: [], quantities: [2, 1], parcels: [parcel] });
  });

  it("refuses a quantity of 0, a fraction and more than is unsent (pending shipments count as sent)", () => {
    const { issues } = checkPreOrderShipment({
      picks: [
        { line: line(), quantity: 0 },
        { line: line({ product_id: "P-2" }), quantity: "1.5" },
        { line: line({ product_id: "P-3", quantity_sent: 1, quantity_pending: 1 }), quantity: 2 },
        { line: line({ product_id: "P-4" }), quantity: "" },
      ],
      parcels: [parcel],
      unit: "fr",
    });
    expect(issues).toEqual([
      { code: "0 higher", path: ["products", 0, "quantity"] },
      { code: "validation.not_integer", path: ["products", 1, "quantity"] },
      { code: "preorder.quantity_exceeded", path: ["products", 2, "quantity"], params: { max: 1 } },
      { code: "validation.required", path: ["products", 3, "quantity"] },
    ]);
  });

  it("refuses parcel fields that are not above 0", () => {
    const { issues } = checkPreOrderShipment({
      picks: [{ line: line(), quantity: 1 }],
      parcels: [{ ...parcel, weight: 0, z: -1 }],
      unit: "fr",
    });
    expect(issues).toEqual([
      { code: "0 higher", path: ["parcels", 0, "weight"] },
      { code: "0 higher", path: ["parcels", 0, "z"] },
    ]);
  });

  it("refuses products of two merchant orders (error.preorder: preorder.orders_differ) before comparing addresses", () => {
    const { issues } = checkPreOrderShipment({
      picks: [
        { line: line(), quantity: 1 },
        { line: line({ merchant_order_id: "M-2", address_to: from }), quantity: 1 },
      ],
      parcels: [parcel],
      unit: "fr",
    });
    expect(issues).toEqual([{ code: "preorder.orders_differ", path: ["preorder"] }]);
  });

  it("refuses products with other addresses (error.address: preorder.addresses_differ), but not for case, spaces or key order", () => {
    const same = {
      city: " LYON ",
      country_code: "fr",
      postcode: "69001",
      address1: "5 main st",
      name: "Ann Lee",
    };
    const ok = checkPreOrderShipment({
      picks: [
        { line: line(), quantity: 1 },
        { line: line({ product_id: "P-2", address_to: same }), quantity: 1 },
      ],
      parcels: [parcel],
      unit: "fr",
    });
    expect(ok.issues).toEqual([]);
    const other = checkPreOrderShipment({
      picks: [
        { line: line(), quantity: 1 },
        {
          line: line({ product_id: "P-2", address_to: { ...to, city: "Lille", postcode: "59000" } }),
          quantity: 1,
        },
      ],
      parcels: [parcel],
      unit: "fr",
    });
    expect(other.issues).toEqual([{ code: "preorder.addresses_differ", path: ["address"] }]);
  });
});

describe("unsentQuantityOf", () => {
  it("is the ordered quantity minus what is sent or pending, never below 0", () => {
    expect(unsentQuantityOf(line({ quantity: 3, quantity_sent: 1, quantity_pending: 1 }))).toBe(1);
    expect(unsentQuantityOf(line({ quantity: 1, quantity_sent: 2 }))).toBe(0);
  });
});

describe("preOrderUrgencyOf", () => {
  it("marks ship5 under 5 days (past included), ship15 from 5 up to 15 days, none after", () => {
    const today = "2026-03-10";
    expect(preOrderUrgencyOf("2026-03-08", today)).toBe("ship5");
    expect(preOrderUrgencyOf("2026-03-14", today)).toBe("ship5");
    expect(preOrderUrgencyOf("2026-03-15", today)).toBe("ship15");
    expect(preOrderUrgencyOf("2026-03-25T09:00:00Z", today)).toBe("ship15");
    expect(preOrderUrgencyOf("2026-03-26", today)).toBeNull();
    expect(preOrderUrgencyOf(null, today)).toBeNull();
    expect(preOrderUrgencyOf("soon", today)).toBeNull();
  });
});

describe("preOrderPickupDateOf", () => {
  it("rates for the expected pickup date, kept between today and 15 days ahead", () => {
    const today = "2026-03-10";
    expect(preOrderPickupDateOf("2026-03-12", today)).toBe("2026-03-12");
    expect(preOrderPickupDateOf("2026-03-01", today)).toBe(today);
    expect(preOrderPickupDateOf("2026-05-01", today)).toBe("2026-03-25");
    expect(preOrderPickupDateOf(null, today)).toBe(today);
  });
});
