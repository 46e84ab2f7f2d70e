import { CARRIER_CODES } from "@ship/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { benchmarkRating } from "./bench.ts";
import { rateAll } from "./rate-all.ts";
import { loadSandboxConnectors } from "./sandbox-connector.ts";
import { buildRequest, FIXTURE_NOW } from "./testing/fixture-sheet.ts";
import type { TRateRequest } from "./types.ts";

// The shipped sheets, as the API loads them.
const connectors = loadSandboxConnectors();

async function rateShipped(overrides: Partial<TRateRequest>) {
  return rateAll(connectors, buildRequest(overrides), { budgetMs: 2000, now: FIXTURE_NOW });
}

describe("shipped rate sheets", () => {
  it("cover the nine carriers with at least 25 services", () => {
    expect(connectors.map((connector) => connector.carrier_code).sort()).toEqual([...CARRIER_CODES]);
    const services = connectors.flatMap((connector) => connector.rateSheet.services);
    expect(services.length).toBeGreaterThanOrEqual(25);
    expect(services.some((s) => s.is_express)).toBe(true);
    expect(services.some((s) => s.delivery_to_collection_point)).toBe(true);
    expect(services.some((s) => s.shipment_types.includes(1))).toBe(true);
    expect(services.some((s) => s.shipment_types.includes(3))).toBe(true);
  });

  it("offer home, relay and express services for a parcel inside France", async () => {
    const { offers, errors } = await rateShipped({});
    expect(errors).toEqual([]);
    const carriers = new Set(offers.map((offer) => offer.carrier_code));
    for (const code of ["COLISSIMO", "CHRONOPOST", "DPD", "MONDIALRELAY", "UPS"])
      expect(carriers).toContain(code);
    expect(offers.some((offer) => offer.delivery_to_collection_point === 1)).toBe(true);
    expect(offers.some((offer) => offer.is_express === 1)).toBe(true);
    expect(offers.every((offer) => offer.breakdown.vat_rate_percent === 20)).toBe(true);
  });

  it("send the city courier only inside one metropolitan area", async () => {
    const paris = await rateShipped({ ship_to: { country_code: "FR", postcode: "92100" } });
    expect(
      paris.offers.filter((o) => o.carrier_code === "COURSIER").map((o) => o.expected_delivery_date),
    ).toEqual(["2026-06-15", "2026-06-15"]);
    const parisToLyon = await rateShipped({ ship_to: { country_code: "FR", postcode: "69003" } });
    expect(parisToLyon.offers.some((o) => o.carrier_code === "COURSIER")).toBe(false);
  });

  it("price Corsica with Chronopost's surcharge and leave it to carriers that serve it", async () => {
    const { offers } = await rateShipped({ ship_to: { country_code: "FR", postcode: "20000" } });
    const chrono = offers.find((o) => o.service_code === "CHRONO_13");
    expect(chrono?.breakdown.surcharges).toContainEqual({ code: "corsica", amount: 2465 });
    expect(offers.some((o) => o.carrier_code === "MONDIALRELAY")).toBe(false);
  });

  it("quote pallets abroad only, and envelopes with document services", async () => {
    const pallet = {
      shipment_type: 3 as const,
      parcels: [{ number: 1, weight: 300, x: 120, y: 80, z: 150 }],
    };
    expect((await rateShipped(pallet)).offers).toEqual([]);
    const abroad = await rateShipped({ ...pallet, ship_to: { country_code: "DE", postcode: "10115" } });
    expect(abroad.offers.length).toBeGreaterThanOrEqual(3);
    const envelope = await rateShipped({
      shipment_type: 1,
      ship_to: { country_code: "US", postcode: "10001" },
      parcels: [{ number: 1, weight: 0.25, x: 30, y: 20, z: 1 }],
    });
    const names = envelope.offers.map((o) => o.service_name);
    expect(names).toEqual(expect.arrayContaining(["DHL Express Envelope", "UPS Express Envelope"]));
    expect(envelope.offers.every((o) => o.price_ti === o.price_te)).toBe(true);
  });

  it("rate one shipment against all nine carriers in well under 5 ms", () => {
    const result = benchmarkRating(200);
    expect(result.carriers).toBe(9);
    expect(result.offers).toBeGreaterThan(0);
    expect(result.medianMs).toBeLessThan(5);
  });
});

describe("pricing properties over the shipped sheets", () => {
  const parcel = fc.record({
    number: fc.integer({ min: 1, max: 3 }),
    weight: fc.integer({ min: 1, max: 4000 }).map((n) => n / 100),
    x: fc.integer({ min: 1, max: 150 }),
    y: fc.integer({ min: 1, max: 80 }),
    z: fc.integer({ min: 1, max: 80 }),
  });
  const destination = fc.constantFrom(
    { country_code: "FR", postcode: "69003" },
    { country_code: "FR", postcode: "20090" },
    { country_code: "FR", postcode: "92100" },
    { country_code: "DE", postcode: "10115" },
    { country_code: "US", postcode: "10001" },
  );

  it("bill at least the real weight, charge VAT on top, and never charge pros more", () => {
    fc.assert(
      fc.property(fc.array(parcel, { minLength: 1, maxLength: 2 }), destination, (parcels, ship_to) => {
        const request = buildRequest({ parcels, ship_to });
        for (const connector of connectors) {
          const privateQuotes = connector.explainRate(request, { now: FIXTURE_NOW }).quotes;
          const proQuotes = connector.explainRate(
            { ...request, customer_type: "pro" },
            { now: FIXTURE_NOW },
          ).quotes;
          for (const quote of privateQuotes) {
            const { breakdown } = quote;
            expect(breakdown.billable_weight_g).toBeGreaterThanOrEqual(breakdown.real_weight_g);
            expect(quote.price_ti).toBeGreaterThanOrEqual(quote.price_te);
            expect(Number.isInteger(quote.price_te) && Number.isInteger(quote.price_ti)).toBe(true);
            const pro = proQuotes.find((q) => q.service_code === quote.service_code);
            expect(pro && pro.price_ti <= quote.price_ti).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
