import {
  type TOperatorSettings,
  type TRateSheet,
  ZOperatorSettings,
  ZRateSheet,
} from "../rate-sheet-schema.ts";
import type { TRateRequest } from "../types.ts";

/** A small sheet whose figures are easy to check by hand; tests change it through `edit`. */
export const FIXTURE_SHEET_JSON = {
  carrier_code: "DPD",
  carrier_name: "Fixture Express",
  currency: "EUR",
  pro_discount_percent: 10,
  zones: [
    { id: "FR", label: "France", countries: ["FR", "MC"] },
    { id: "FR-CORSE", label: "Corse", countries: ["FR"], postcodes: { prefixes: ["20"] } },
    {
      id: "PARIS-15",
      label: "Paris 15e",
      countries: ["FR"],
      postcodes: { ranges: [{ from: "75015", to: "75015" }] },
    },
    { id: "US", label: "United States", countries: ["US"] },
    { id: "WORLD", label: "World", countries: ["*"] },
  ],
  surcharges: [
    { code: "fuel", type: "percent", percent: 10, of: "base" },
    { code: "corsica", type: "fixed", amount_cents: 2000, per: "parcel", when: { to_zones: ["FR-CORSE"] } },
    {
      code: "non_standard_parcel",
      type: "fixed",
      amount_cents: 500,
      per: "parcel",
      when: { over_longest_side_cm: 100 },
    },
    {
      code: "residential_delivery",
      type: "fixed",
      amount_cents: 300,
      when: { services: ["EXPRESS"], recipient: "private" },
    },
  ],
  services: [
    {
      code: "STANDARD",
      name: "Fixture Standard",
      shipment_types: [2],
      is_express: false,
      allow_pickup: false,
      allow_dropoff: true,
      delivery_to_collection_point: true,
      pricing: "per_parcel",
      volumetric_divisor: 5000,
      weight_step_g: 100,
      limits: { max_weight_g: 30000, max_longest_side_cm: 150 },
      cutoff_time: "17:00",
      delivery_time: "23:59",
      tracking: "full",
      rates: [
        {
          from: ["FR", "PARIS-15"],
          to: ["FR", "FR-CORSE", "PARIS-15"],
          transit_days: 2,
          bands: [
            { max_g: 1001, private: 500, pro: 450 },
            { max_g: 5001, private: 800 },
            { max_g: 30001, private: 1500 },
          ],
        },
        { from: ["FR"], to: ["US", "WORLD"], transit_days: 4, bands: [{ max_g: 30001, private: 5000 }] },
      ],
    },
    {
      code: "EXPRESS",
      name: "Fixture Express 13",
      shipment_types: [1, 2],
      is_express: true,
      allow_pickup: true,
      allow_dropoff: true,
      delivery_to_collection_point: false,
      pricing: "per_shipment",
      weight_step_g: 500,
      limits: { max_weight_g: 70000 },
      cutoff_time: "12:00",
      delivery_time: "13:00",
      tracking: "full",
      rates: [
        {
          from: ["FR"],
          to: ["FR"],
          transit_days: 1,
          bands: [
            { max_g: 10001, private: 2000 },
            { min_g: 10001, max_g: 100001, private: 3000, extra_per_kg: 100 },
          ],
        },
      ],
    },
  ],
};

export const FIXTURE_OPERATOR_JSON = {
  time_zone: "Europe/Paris",
  vat_rates_percent: { domestic: 20, intra_eu: 20, outside_eu: 0 },
  margins: [
    { customer_type: "pro", percent: 5, min_cents: 0 },
    { percent: 10, min_cents: 150 },
  ],
};

export function buildFixtureSheet(edit: (json: typeof FIXTURE_SHEET_JSON) => void = () => {}): TRateSheet {
  const json = structuredClone(FIXTURE_SHEET_JSON);
  edit(json);
  return ZRateSheet.parse(json);
}

export function buildFixtureOperator(): TOperatorSettings {
  return ZOperatorSettings.parse(FIXTURE_OPERATOR_JSON);
}

/** Monday 15 June 2026, 09:00 in Paris. */
export const FIXTURE_NOW = new Date("2026-06-15T07:00:00Z");

export function buildRequest(overrides: Partial<TRateRequest> = {}): TRateRequest {
  return {
    ship_from: { country_code: "FR", postcode: "75011" },
    ship_to: { country_code: "FR", postcode: "69003" },
    parcels: [{ number: 1, weight: 0.8, x: 20, y: 15, z: 10 }],
    unit: "fr",
    shipment_type: 2,
    shipment_date: "2026-06-15",
    currency: "EUR",
    customer_type: "private",
    ...overrides,
  };
}
