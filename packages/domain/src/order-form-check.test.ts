import { describe, expect, it } from "vitest";
import {
  checkShippingInfo,
  type TShippingInfoCheckContext,
  type TShippingInfoCheckInput,
} from "./order-form-check.ts";

const party = (postcode: string) => ({ company: "", phone: "+33 6 12 34 56 78", postcode });
const valid: TShippingInfoCheckInput = {
  ship_from: party("75 011"),
  ship_to: party("13001"),
  reason: "commercial",
  content: "Books",
  insurance: 0,
  duties: [],
  shipping_method: "dropoff",
  hazardous: 1,
  terms: 1,
};
const context: TShippingInfoCheckContext = {
  ship_from: { country_code: "FR", postcode: "75011", pro: 0 },
  ship_to: { country_code: "FR", postcode: "13001", pro: 0 },
  documentsAllowed: false,
  dutyThirdParty: "ups",
  offer: { allow_pickup: 1, allow_dropoff: 1 },
  ratedDate: "2026-03-12",
  today: "2026-03-10",
};
const usImport = { ...context, ship_from: { country_code: "US", postcode: "10001", pro: 1 as const } };

describe("checkShippingInfo (spec §5 order form)", () => {
  it("accepts a complete drop-off and keeps the rated postcode and date", () => {
    const { issues, decisions } = checkShippingInfo(valid, context);
    expect(issues).toEqual([]);
    expect(decisions).toMatchObject({
      postcodes: { ship_from: "75011", ship_to: "13001" },
      method: "dropoff",
      methodSwitched: false,
      shipmentDate: "2026-03-12",
      dateReset: false,
      readyTime: null,
      customsRequired: false,
    });
  });

  it("lists every issue with its field, in the order the form reads", () => {
    const { issues } = checkShippingInfo(
      {
        ...valid,
        ship_from: { company: " ", phone: "12", postcode: "10001" },
        ship_to: party("13002"),
        reason: "documents",
        value: "0",
        duties: [{ unit_price: "1.234" }],
        duty_payment_third_party: 1,
        shipping_method: "pickup",
        shipment_date: "2026-04-30",
        ready_time: "07:00",
        hazardous: 0,
        terms: 0,
      },
      usImport,
    );
    expect(issues).toEqual([
      { code: "validation.required", path: ["ship_from", "company"] },
      { code: "account.invalid_phone", path: ["ship_from", "phone"] },
      { code: "order.postcode_changed", path: ["ship_to", "postcode"] },
      { code: "order.documents_not_allowed", path: ["reason"] },
      { code: "validation.too_many_decimals", path: ["duties", 0, "unit_price"], params: { max: 2 } },
      { code: "validation.required", path: ["duty_account_number"] },
      { code: "validation.required", path: ["duty_account_postcode"] },
      { code: "validation.required", path: ["duty_account_country"] },
      { code: "0 higher", path: ["value"] },
      { code: "rating.date_too_late", path: ["shipment_date"], params: { max: 15 } },
      { code: "order.pickup_time_invalid", path: ["ready_time"] },
      { code: "validation.required", path: ["close_time"] },
      { code: "order.hazardous_required", path: ["hazardous"] },
      { code: "account.terms_required", path: ["terms"] },
    ]);
  });

  it("checks a postcode typed for a town quoted by name against its country's format", () => {
    const byName = { ...context, ship_to: { country_code: "GB", postcode: "", pro: 0 as const } };
    const typed = (postcode: string) => checkShippingInfo({ ...valid, ship_to: party(postcode) }, byName);
    expect(typed("sw1a 1aa").issues).toEqual([]);
    expect(typed("sw1a 1aa").decisions.postcodes.ship_to).toBe("SW1A 1AA");
    expect(typed("1234").issues).toEqual([{ code: "order.postcode_invalid", path: ["ship_to", "postcode"] }]);
  });

  it("switches to pickup when the offer allows only pickup, with the spec §9 times and a past date reset", () => {
    const { issues, decisions } = checkShippingInfo(
      { ...valid, shipment_date: "2026-03-01" },
      { ...context, offer: { allow_pickup: 1, allow_dropoff: 0 } },
    );
    expect(issues).toEqual([]);
    expect(decisions).toMatchObject({
      method: "pickup",
      methodSwitched: true,
      shipmentDate: "2026-03-10",
      dateReset: true,
      readyTime: "11:00",
      closeTime: "17:00",
    });
  });

  it("refuses insurance for personal effects abroad and asks the passport number", () => {
    const abroad = { ...context, ship_to: { country_code: "US", postcode: "10001", pro: 0 as const } };
    const { issues } = checkShippingInfo(
      { ...valid, ship_to: party("10001"), reason: "personal_effects", insurance: 1, value: "100" },
      abroad,
    );
    expect(issues).toEqual([
      { code: "order.insurance_not_allowed", path: ["insurance"] },
      { code: "validation.required", path: ["passport_number"] },
    ]);
  });
});
