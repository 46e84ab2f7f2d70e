import type { TRatedShipment, TShippingInfoFields } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { validateShippingInfo } from "./validate-shipping-info.ts";

const today = "2026-03-10";
const shipment: TRatedShipment = {
  ship_from: { country_code: "FR", postcode: "75011", city: "Paris", pro: 0 },
  ship_to: { country_code: "FR", postcode: "13001", city: "Marseille", pro: 1 },
  parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
  unit: "fr",
  shipment_type: 2,
  stackable: 0,
  shipment_date: "2026-03-12",
  currency: "EUR",
};
const party = (postcode: string, city: string) => ({
  company: "Durand SARL",
  name: "Louis Durand",
  phone: "+33 6 12 34 56 78",
  email: "louis@example.com",
  address1: "3 La Canebière",
  address2: "",
  address3: "",
  postcode,
  city,
});
const input = (overrides: Partial<TShippingInfoFields> = {}): TShippingInfoFields => ({
  ship_from: party("75 011", "Paris"),
  ship_to: party("13001", "Marseille"),
  reason: "commercial",
  content: "Wine",
  currency: "EUR",
  insurance: 0,
  shipping_method: "dropoff",
  label_format: "ZPL",
  notes: "",
  customer_code: "",
  hazardous: 1,
  terms: 1,
  ...overrides,
});
const both = { allow_pickup: 1, allow_dropoff: 1 } as const;
const check = (
  overrides: Partial<TShippingInfoFields>,
  offer: { allow_pickup: 0 | 1; allow_dropoff: 0 | 1 } = both,
  ratedDate = "2026-03-12",
) => validateShippingInfo({ input: input(overrides), shipment, offer, ratedDate, today });

describe("validateShippingInfo", () => {
  it("keeps the rated date for a drop-off without a date, and the rated addresses' country and postcode", () => {
    const result = check({});
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.checked.info).toMatchObject({
      shipping_method: "dropoff",
      shipment_date: "2026-03-12",
      ready_time: null,
      close_time: null,
      label_format: "ZPL",
      declared_value: null,
    });
    expect(result.checked.info.ship_from).toMatchObject({ country_code: "FR", postcode: "75011", pro: 0 });
    expect(result.checked.dateReset).toBe(false);
  });

  it("resets a rated date that has passed to today", () => {
    const result = check({}, both, "2026-03-09");
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.checked.info.shipment_date).toBe(today);
    expect(result.checked.dateReset).toBe(true);
  });

  it("switches drop-off to pickup when the offer only picks up, with the default times", () => {
    const result = check({}, { allow_pickup: 1, allow_dropoff: 0 });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.checked.methodSwitched).toBe(true);
    expect(result.checked.info).toMatchObject({
      shipping_method: "pickup",
      ready_time: "11:00",
      close_time: "17:00",
    });
  });

  it("asks a pickup chosen by the customer for its date and times", () => {
    const result = check({ shipping_method: "pickup" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => [error.field, error.code])).toEqual([
      ["shipping_info.shipment_date", "validation.required"],
      ["shipping_info.ready_time", "validation.required"],
      ["shipping_info.close_time", "validation.required"],
    ]);
  });

  it("requires the company of a business address and a declared value with insurance", () => {
    const result = check({ ship_to: { ...party("13001", "Marseille"), company: " " }, insurance: 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { code: "validation.required", field: "shipping_info.ship_to.company" },
      { code: "validation.required", field: "shipping_info.value" },
    ]);
  });

  it("reads the declared value as integer cents", () => {
    const result = check({ value: "1234,5", insurance: 1, currency: "USD" });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.checked.info).toMatchObject({ declared_value: 123_450, currency: "USD", insurance: 1 });
  });
});
