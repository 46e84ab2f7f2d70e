import { buildFixtureOperator } from "../../testing/fixture-sheet.ts";
import type { TCreateShipmentRequest, TRateRequest } from "../../types.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";

// Requests and options of the UPS connector's tests (ups.test.ts, ups.contract.test.ts).

export const UPS_TEST_NOW = new Date("2026-01-12T08:00:00Z");
let clientCount = 0;

/** Each call has its own client id, so that the process-wide token cache starts empty. */
export function buildUpsTestOptions(
  baseUrl: string,
  overrides: Partial<TLiveConnectorOptions> = {},
): TLiveConnectorOptions {
  clientCount += 1;
  return {
    baseUrl,
    credentials: {
      username: `client-${clientCount}`,
      password: "secret",
      licence_number: "LIC123",
      account_number: "A1B2C3",
      country: "fr",
      postcode: "75011",
      city: "Paris",
    },
    operator: buildFixtureOperator(),
    ...overrides,
  };
}

export const buildUpsTestRateRequest = (overrides: Partial<TRateRequest> = {}): TRateRequest => ({
  ship_from: { country_code: "fr", postcode: "75011", city: "Paris" },
  ship_to: { country_code: "de", postcode: "10115", city: "Berlin", pro: 0 },
  parcels: [{ number: 2, weight: 2.5, x: 30, y: 20.5, z: 10 }],
  unit: "fr",
  shipment_type: 2,
  shipment_date: "2026-01-12",
  currency: "EUR",
  customer_type: "private",
  ...overrides,
});

export const buildUpsTestParty = (overrides: Partial<TCreateShipmentRequest["ship_from"]> = {}) => ({
  country_code: "FR",
  postcode: "75011",
  city: "Paris",
  company: "Atelier Lumière",
  name: "Jeanne Martin",
  phone: "+33 6 12 34 56 78",
  email: "jeanne@example.com",
  address1: "12 rue de la Roquette",
  ...overrides,
});

export const buildUpsTestShipRequest = (
  overrides: Partial<TCreateShipmentRequest> = {},
): TCreateShipmentRequest => ({
  quote: { offer_id: "offer-1", service_code: "UPS_EXPRESS_SAVER", shipment_date: "2026-01-12" },
  ship_from: buildUpsTestParty({ phone: "+44 20 7946 0958" }),
  ship_to: buildUpsTestParty({
    country_code: "US",
    postcode: "10001",
    city: "New York",
    company: undefined,
    name: "John Smith",
    phone: "+1 212 736 3100",
    address1: "Apartment 4B, Building of the Northern Lights Cooperative",
    address2: "350 Fifth Avenue",
    address3: "Attention reception desk on the ground floor",
    pro: 0,
  }),
  parcels: [{ number: 2, weight: 1.5, x: 30, y: 20, z: 10 }],
  unit: "fr",
  shipment_type: 2,
  shipping_method: "pickup",
  label_format: "PDF",
  content: "Ceramic bowls",
  reason: "commercial",
  duties: [
    { description: "Ceramic bowl, hand made", country: "fr", quantity: 2, unit_price: 1250, currency: "EUR" },
    { description: "Linen napkin", country: "PT", quantity: 4, unit_price: 500, currency: "EUR" },
  ],
  customer_reference: "ORD-42",
  ...overrides,
});
