import { describe, expect, it } from "vitest";
import { type TStoredShippingInfo, waybillShippingInfoOf } from "./waybill-shipping-info.ts";

const offer = { currency: "USD", shipment_date: "2026-03-02" } as const;
const missing: TStoredShippingInfo = {
  ship_from: null,
  ship_to: null,
  reason: null,
  content: null,
  declared_value_cents: null,
  currency: null,
  insurance: null,
  shipping_method: null,
  shipment_date: null,
  ready_time: null,
  close_time: null,
  label_format: null,
  notes: null,
  customer_code: null,
  hazardous: null,
  terms: null,
};
const address = { country_code: "FR", city: "Paris" };

describe("waybillShippingInfoOf", () => {
  it("pins the defaults of a missing row: the offer's currency and date, gift, dropoff, PDF", () => {
    expect(waybillShippingInfoOf(missing, offer)).toEqual({
      ship_from: null,
      ship_to: null,
      reason: "gift",
      content: "",
      declared_value: null,
      currency: "USD",
      insurance: 0,
      shipping_method: "dropoff",
      shipment_date: "2026-03-02",
      ready_time: null,
      close_time: null,
      label_format: "PDF",
      notes: "",
      customer_code: "",
      hazardous: 0,
      terms: 0,
    });
  });

  it("keeps a stored row as it is, flags as 0/1 and the declared value as a number of cents", () => {
    const stored: TStoredShippingInfo = {
      ship_from: address,
      ship_to: address,
      reason: "commercial",
      content: "Books",
      declared_value_cents: "12345",
      currency: "EUR",
      insurance: true,
      shipping_method: "pickup",
      shipment_date: "2026-03-04",
      ready_time: "09:00",
      close_time: "17:00",
      label_format: "ZPL",
      notes: "Fragile",
      customer_code: "C-1",
      hazardous: false,
      terms: true,
    };
    expect(waybillShippingInfoOf(stored, offer)).toEqual({
      ship_from: address,
      ship_to: address,
      reason: "commercial",
      content: "Books",
      declared_value: 12345,
      currency: "EUR",
      insurance: 1,
      shipping_method: "pickup",
      shipment_date: "2026-03-04",
      ready_time: "09:00",
      close_time: "17:00",
      label_format: "ZPL",
      notes: "Fragile",
      customer_code: "C-1",
      hazardous: 0,
      terms: 1,
    });
  });
});
