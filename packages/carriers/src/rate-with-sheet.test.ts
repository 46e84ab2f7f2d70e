import { describe, expect, it } from "vitest";
import { createSandboxConnector } from "./sandbox-connector.ts";
import {
  buildFixtureOperator,
  buildFixtureSheet,
  buildRequest,
  FIXTURE_NOW,
} from "./testing/fixture-sheet.ts";
import type { TCarrierQuote, TRateRequest } from "./types.ts";

const connector = createSandboxConnector(buildFixtureSheet(), buildFixtureOperator());

function rate(overrides: Partial<TRateRequest> = {}, now = FIXTURE_NOW) {
  return connector.explainRate(buildRequest(overrides), { now });
}

function quoteOf(service: string, overrides: Partial<TRateRequest> = {}, now = FIXTURE_NOW): TCarrierQuote {
  const quote = rate(overrides, now).quotes.find((q) => q.service_code === service);
  if (!quote) throw new Error(`no ${service} quote: ${JSON.stringify(rate(overrides, now).exclusions)}`);
  return quote;
}

describe("pricing from a rate sheet", () => {
  it("reads the narrowest band holding the billable weight (min <= w < max)", () => {
    expect(quoteOf("STANDARD").breakdown.base_price).toBe(500);
    expect(
      quoteOf("STANDARD", { parcels: [{ number: 1, weight: 1, x: 10, y: 10, z: 10 }] }).breakdown.base_price,
    ).toBe(500);
    expect(
      quoteOf("STANDARD", { parcels: [{ number: 1, weight: 1.01, x: 10, y: 10, z: 10 }] }).breakdown
        .base_price,
    ).toBe(800);
  });

  it("adds fuel, margin and VAT into price_te and price_ti, all in whole cents", () => {
    const quote = quoteOf("STANDARD");
    expect(quote.breakdown.surcharges).toEqual([{ code: "fuel", amount: 50 }]);
    // carrier price 550; margin 10 % = 55, below the 150 minimum
    expect(quote.breakdown.margin).toBe(150);
    expect(quote.price_te).toBe(700);
    expect(quote.breakdown.vat_rate_percent).toBe(20);
    expect(quote.breakdown.vat_amount).toBe(140);
    expect(quote.price_ti).toBe(840);
  });

  it("applies the percentage margin once it beats the minimum", () => {
    const quote = quoteOf("STANDARD", { ship_to: { country_code: "US", postcode: "10001" } });
    expect(quote.breakdown.base_price).toBe(5000);
    expect(quote.breakdown.margin).toBe(550);
  });

  it("makes the dimensional weight billable when it is the larger", () => {
    const quote = quoteOf("STANDARD", { parcels: [{ number: 1, weight: 0.8, x: 50, y: 40, z: 30 }] });
    expect(quote.breakdown.real_weight_g).toBe(800);
    expect(quote.breakdown.dimensional_weight_g).toBe(12_000);
    expect(quote.breakdown.billable_weight_g).toBe(12_000);
    expect(quote.breakdown.base_price).toBe(1500);
  });

  it("prices per parcel or per shipment, with a per-kilogram extra on heavy bands", () => {
    const parcels = [{ number: 3, weight: 4, x: 10, y: 10, z: 10 }];
    expect(quoteOf("STANDARD", { parcels }).breakdown.base_price).toBe(3 * 800);
    const express = quoteOf("EXPRESS", { parcels });
    expect(express.breakdown.billable_weight_g).toBe(12_000);
    // 12 kg: band from 10.001 kg at 30.00 + 2 started kilograms at 1.00
    expect(express.breakdown.base_price).toBe(3200);
  });

  it("gives professionals the pro column, or the sheet's pro discount", () => {
    const privateQuote = quoteOf("STANDARD");
    const proQuote = quoteOf("STANDARD", { customer_type: "pro" });
    expect(proQuote.breakdown.base_price).toBe(450);
    expect(proQuote.price_ti).toBeLessThan(privateQuote.price_ti);
    const heavier = { parcels: [{ number: 1, weight: 3, x: 10, y: 10, z: 10 }] };
    expect(quoteOf("STANDARD", { ...heavier, customer_type: "pro" }).breakdown.base_price).toBe(720);
    // pro margin rule: 5 %, no minimum
    expect(proQuote.breakdown.margin).toBe(25);
  });

  it("adds the Corsica surcharge per parcel for 20xxx postcodes", () => {
    const quote = quoteOf("STANDARD", {
      ship_to: { country_code: "FR", postcode: "20000" },
      parcels: [{ number: 2, weight: 0.5, x: 10, y: 10, z: 10 }],
    });
    expect(quote.breakdown.zone_to).toBe("FR-CORSE");
    expect(quote.breakdown.surcharges).toContainEqual({ code: "corsica", amount: 4000 });
  });

  it("charges a long-parcel surcharge only for the pieces over the threshold", () => {
    const quote = quoteOf("STANDARD", {
      parcels: [
        { number: 2, weight: 2, x: 110, y: 10, z: 10 },
        { number: 1, weight: 2, x: 90, y: 10, z: 10 },
      ],
    });
    expect(quote.breakdown.surcharges).toContainEqual({ code: "non_standard_parcel", amount: 1000 });
  });

  it("charges residential delivery on B2C express only", () => {
    const home = quoteOf("EXPRESS").breakdown.surcharges.map((s) => s.code);
    const business = quoteOf("EXPRESS", { ship_to: { country_code: "FR", postcode: "69003", pro: 1 } });
    expect(home).toContain("residential_delivery");
    expect(business.breakdown.surcharges.map((s) => s.code)).not.toContain("residential_delivery");
    expect(quoteOf("STANDARD").breakdown.surcharges.map((s) => s.code)).not.toContain("residential_delivery");
  });

  it("charges no VAT on an export outside the EU and 20 % in France", () => {
    const us = quoteOf("STANDARD", { ship_to: { country_code: "US", postcode: "10001" } });
    expect(us.breakdown.vat_scope).toBe("outside_eu");
    expect(us.breakdown.vat_amount).toBe(0);
    expect(us.price_ti).toBe(us.price_te);
    const fr = quoteOf("STANDARD");
    expect(fr.breakdown.vat_scope).toBe("domestic");
    expect(fr.price_ti).toBe(Math.round(fr.price_te * 1.2));
  });

  it("converts every amount to USD at the spec's rate and keeps the breakdown summing", () => {
    const quote = quoteOf("STANDARD", { currency: "USD" });
    expect(quote.currency).toBe("USD");
    expect(quote.breakdown.base_price).toBe(531);
    const parts = quote.breakdown.base_price + quote.breakdown.margin;
    const surcharges = quote.breakdown.surcharges.reduce((sum, s) => sum + s.amount, 0);
    expect(quote.price_te).toBe(parts + surcharges);
    expect(quote.price_ti).toBe(quote.price_te + quote.breakdown.vat_amount);
  });

  it("excludes a service whose limits the parcel breaks, and types it does not carry", () => {
    const heavy = rate({ parcels: [{ number: 1, weight: 31, x: 10, y: 10, z: 10 }] });
    expect(heavy.quotes.map((q) => q.service_code)).toEqual(["EXPRESS"]);
    expect(heavy.exclusions).toContainEqual({ service_code: "STANDARD", reason: "max_weight" });
    const envelope = rate({ shipment_type: 1 });
    expect(envelope.exclusions).toContainEqual({ service_code: "STANDARD", reason: "shipment_type" });
  });

  it("prices nothing for parcel lines that break the spec's rules", () => {
    const result = rate({ parcels: [{ number: 0, weight: 1, x: 10, y: 10, z: 10 }] });
    expect(result.quotes).toEqual([]);
    expect(result.exclusions.map((e) => e.reason)).toEqual(["invalid_parcels", "invalid_parcels"]);
    expect(rate({ parcels: [] }).quotes).toEqual([]);
  });

  it("gives no offer where no zone pair is priced", () => {
    const result = rate({ ship_from: { country_code: "DE", postcode: "10115" } });
    expect(result.quotes).toEqual([]);
    expect(result.exclusions.map((e) => e.reason)).toEqual(["no_rate", "no_rate"]);
  });
});

describe("dates and offer fields", () => {
  it("skips a weekend and Christmas (2026-12-25) in transit", () => {
    // Thursday 24 December 2026 at 09:00 in Paris, 2 business days: Monday 28 December.
    const now = new Date("2026-12-24T08:00:00Z");
    const quote = quoteOf("STANDARD", { shipment_date: "2026-12-24" }, now);
    expect(quote.shipment_date).toBe("2026-12-24");
    expect(quote.expected_delivery_date).toBe("2026-12-29");
    const express = quoteOf("EXPRESS", { shipment_date: "2026-12-24" }, now);
    expect(express.expected_delivery_date).toBe("2026-12-28");
  });

  it("moves the shipment to the next business day after the cut-off time", () => {
    // Friday 19 June 2026 at 12:30 in Paris: EXPRESS (cut-off 12:00) leaves on Monday.
    const now = new Date("2026-06-19T10:30:00Z");
    const express = quoteOf("EXPRESS", { shipment_date: "2026-06-19" }, now);
    expect(express.shipment_date).toBe("2026-06-22");
    expect(express.expected_delivery_date).toBe("2026-06-23");
    expect(quoteOf("STANDARD", { shipment_date: "2026-06-19" }, now).shipment_date).toBe("2026-06-19");
  });

  it("reads a past shipment date as today", () => {
    expect(quoteOf("STANDARD", { shipment_date: "2026-01-02" }).shipment_date).toBe("2026-06-15");
  });

  it("fills every offer field with spec values and translation keys", () => {
    const quote = quoteOf("EXPRESS");
    expect(quote).toMatchObject({
      carrier_code: "DPD",
      carrier_name: "Fixture Express",
      service_name: "Fixture Express 13",
      logo: "/carriers/dpd.svg",
      allow_pickup: 1,
      allow_dropoff: 1,
      delivery_to_collection_point: 0,
      is_express: 1,
      is_saas: 0,
      delivery_time: "13:00",
      expected_delivery_date: "2026-06-16",
    });
    expect(quote.delivery_timestamp).toBe(Date.parse("2026-06-16T13:00:00+02:00") / 1000);
    expect(quote.shipment_timestamp).toBe(Date.parse("2026-06-15T12:00:00+02:00") / 1000);
    expect(quote.info.delivery_time).toEqual({
      key: "offer.info.delivery_time.before",
      params: { time: "13:00", expected_delivery_date: "2026-06-16" },
    });
    expect(quoteOf("STANDARD").info.delivery_time.key).toBe("offer.info.delivery_time.during_the_day");
    expect(quoteOf("STANDARD").info.delivery.key).toBe("offer.info.delivery.collection_point");
    expect(quote.info.insurance).toMatchObject({
      key: "offer.info.insurance.per_kg",
      params: { amount: 2200 },
    });
  });

  it("keeps the offer id stable for the same inputs and changes it with the date", () => {
    const first = quoteOf("STANDARD").offer_id;
    expect(quoteOf("STANDARD").offer_id).toBe(first);
    expect(quoteOf("STANDARD").id).toBe(first);
    expect(quoteOf("STANDARD", { shipment_date: "2026-06-16" }).offer_id).not.toBe(first);
    expect(quoteOf("EXPRESS").offer_id).not.toBe(first);
  });
});
