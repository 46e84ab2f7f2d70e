import { loadSandboxConnectors, type TCarrierQuote } from "@ship/carriers";
import type { TRatedShipment } from "@ship/contracts";
import { DEFAULT_QUOTE_PREFERENCES } from "@ship/domain";
import { describe, expect, it } from "vitest";
import {
  offersFromEngine,
  ratingTariffVersion,
  storedShipmentOf,
  type TRatingInputs,
} from "./rating-derivation.ts";

const shipment: TRatedShipment = {
  ship_from: { country_code: "FR", postcode: "75011", city: "Paris", pro: 0 },
  ship_to: { country_code: "FR", postcode: "13001", city: "Marseille", pro: 0 },
  parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
  unit: "fr",
  shipment_type: 2,
  stackable: 0,
  shipment_date: "2026-12-01",
  currency: "EUR",
};

describe("ratings kept as their inputs (decision 053)", () => {
  it("names the connectors' tariff, and none when one connector cannot be reproduced", () => {
    const connectors = loadSandboxConnectors();
    const version = ratingTariffVersion(connectors);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(ratingTariffVersion([...connectors].reverse())).toBe(version);
    const changed = connectors.map((c) => (c.carrier_code === "DHL" ? { ...c, tariff_version: "other" } : c));
    expect(ratingTariffVersion(changed)).not.toBe(version);
    // DHL answers from a live API: its answers cannot be derived again.
    const withoutVersion = ({ tariff_version: _version, ...connector }: (typeof connectors)[number]) =>
      connector;
    const live = connectors.map((c) => (c.carrier_code === "DHL" ? withoutVersion(c) : c));
    expect(ratingTariffVersion(live)).toBeUndefined();
  });

  it("stores the preferences asked without their derived parts, and none when they are the defaults", () => {
    expect(storedShipmentOf({ ...shipment }, DEFAULT_QUOTE_PREFERENCES)).not.toHaveProperty("preferences");
    const fastest = { ...DEFAULT_QUOTE_PREFERENCES, priority: "fastest" as const };
    const view = { ...fastest, insurance_ti: 0, recommended_offer_id: "x" };
    expect(storedShipmentOf({ ...shipment, preferences: view }, fastest).preferences).toEqual(fastest);
  });

  it("leaves out the carriers that failed when rated, and refuses when one that answered fails now", () => {
    const quote = (carrier_code: string, price_ti: number) =>
      ({
        carrier_code,
        price_ti,
        offer_id: `${carrier_code}-1`,
        id: `${carrier_code}-1`,
      }) as unknown as TCarrierQuote;
    const inputs: TRatingInputs = {
      shipment,
      customerType: "private",
      ratedAt: new Date(),
      tariffVersion: "v",
      ownAccounts: null,
      carrierErrors: [{ carrier_code: "UPS", code: "carrier.timeout" }],
    };
    const offers = [quote("DHL", 900), quote("UPS", 800)];
    const derived = offersFromEngine(inputs, { offers, failed: new Set() });
    expect(derived?.quotes.map((q) => q.carrier_code)).toEqual(["DHL"]);
    expect(derived?.view.recommended_offer_id).toBe("DHL-1");
    expect(offersFromEngine(inputs, { offers, failed: new Set(["DHL"]) })).toBeUndefined();
  });
});
