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
  duties: [],
  duty_payment_third_party: 0,
  duty_account_number: "",
  duty_account_postcode: "",
  duty_account_country: "",
  remarks: "",
  passport_number: "",
  voucher: "",
  add_address1_to_contact: 0,
  add_address2_to_contact: 0,
  ...overrides,
});
const both = { allow_pickup: 1, allow_dropoff: 1, carrier_code: "UPS" } as const;
const check = (
  overrides: Partial<TShippingInfoFields>,
  offer: { allow_pickup: 0 | 1; allow_dropoff: 0 | 1; carrier_code: string } = both,
  ratedDate = "2026-03-12",
  rated: TRatedShipment = shipment,
  dutyPaymentDisplayed: 0 | 1 = 0,
) =>
  validateShippingInfo({
    input: input(overrides),
    shipment: rated,
    offer,
    dutyPaymentDisplayed,
    ratedDate,
    today,
  });

// An import from the US to France: duties apply (spec §5).
const usImport: TRatedShipment = {
  ...shipment,
  ship_from: { country_code: "US", postcode: "10001", city: "New York", pro: 0 },
};
const usParty = { ...party("10001", "New York"), phone: "+1 212 555 0100" };
const row = (unit_price: string, qty = 1, currency: "EUR" | "USD" = "USD") => ({
  desc: "Books",
  country: "US",
  qty,
  unit_price,
  currency,
});

describe("validateShippingInfo: customs, duty payment and personal effects", () => {
  it("needs at least one goods row when duties apply, and totals the rows in euros", () => {
    const empty = check({ ship_from: usParty }, both, "2026-03-12", usImport);
    expect(empty.ok ? [] : empty.errors.map((e) => e.field)).toContain("shipping_info.duties");
    const result = check(
      { ship_from: usParty, duties: [row("100"), row("12,50", 2, "EUR")] },
      both,
      "2026-03-12",
      usImport,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.checked.info.duties.map((d) => d.total_eur)).toEqual([9408, 2500]);
    expect(result.checked.info.duties_total_eur).toBe(11908);
    expect(result.checked.info.eei_required).toBe(false);
  });

  it("flags a US export of $2,500 or more for EEI", () => {
    const result = check({ ship_from: usParty, duties: [row("1250", 2)] }, both, "2026-03-12", usImport);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.checked.info.eei_required).toBe(true);
  });

  it("ignores customs rows when duties do not apply", () => {
    const result = check({ duties: [row("100")] });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.checked.info.duties).toEqual([]);
  });

  it("asks UPS third-party payment for account, postcode and country; DHL only with duty_payment_displayed", () => {
    const ups = check(
      { ship_from: usParty, duties: [row("10")], duty_payment_third_party: 1 },
      both,
      "2026-03-12",
      usImport,
    );
    expect(ups.ok ? [] : ups.errors.map((e) => e.field)).toEqual([
      "shipping_info.duty_account_number",
      "shipping_info.duty_account_postcode",
      "shipping_info.duty_account_country",
    ]);
    const dhl = { ...both, carrier_code: "DHL" };
    const third = { ship_from: usParty, duties: [row("10")], duty_payment_third_party: 1 as const };
    const visitor = check({ ...third, duty_account_number: "123456" }, dhl, "2026-03-12", usImport, 0);
    expect(visitor.ok ? [] : visitor.errors.map((e) => e.code)).toEqual([
      "order.duty_third_party_not_allowed",
    ]);
    const allowed = check({ ...third, duty_account_number: "123456" }, dhl, "2026-03-12", usImport, 1);
    if (!allowed.ok) throw new Error(JSON.stringify(allowed.errors));
    expect(allowed.checked.info.duty_account_number).toBe("123456");
  });

  it("refuses insurance for personal effects abroad and asks a passport number", () => {
    const abroad: TRatedShipment = {
      ...shipment,
      ship_to: { country_code: "DE", postcode: "10115", city: "Berlin", pro: 0 },
    };
    const toBerlin = { ...party("10115", "Berlin"), company: "", phone: "+49 30 1234567" };
    const refused = check(
      { reason: "personal_effects", ship_to: toBerlin, insurance: 1, value: "200" },
      both,
      "2026-03-12",
      abroad,
    );
    expect(refused.ok ? [] : refused.errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      "shipping_info.insurance:order.insurance_not_allowed",
      "shipping_info.passport_number:validation.required",
    ]);
    const accepted = check(
      { reason: "personal_effects", ship_to: toBerlin, passport_number: "12AB34567", remarks: "Clothes" },
      both,
      "2026-03-12",
      abroad,
    );
    if (!accepted.ok) throw new Error(JSON.stringify(accepted.errors));
    expect(accepted.checked.info).toMatchObject({ passport_number: "12AB34567", remarks: "Clothes" });
  });
});

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
    const result = check({}, { allow_pickup: 1, allow_dropoff: 0, carrier_code: "UPS" });
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
