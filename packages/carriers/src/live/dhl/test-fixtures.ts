// Requests and options shared by the DHL connector's tests (not imported by production code).
import { loadRateSheets } from "../../load-rate-sheets.ts";
import type { TCreateShipmentRequest, TRateRequest } from "../../types.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";
import { DHL_TEST_ACCOUNTS } from "./stub-pairs.ts";

/** 10:00 in Paris, a Wednesday: the next day's collection is a business day. */
export const NOW = new Date("2026-11-25T09:00:00Z");

export const DHL_TEST_CREDENTIALS = {
  site_id: "shipcompareFR",
  password: "s3cret",
  account_number: DHL_TEST_ACCOUNTS.shipper,
  import_account_number: DHL_TEST_ACCOUNTS.import,
  country: "FR",
};

/** Time limits for a loaded test machine; the hanging pairs are called with short ones. */
export function dhlTestOptions(baseUrl: string, timeoutMs = 3_000): TLiveConnectorOptions {
  return {
    baseUrl,
    credentials: DHL_TEST_CREDENTIALS,
    operator: loadRateSheets().operator,
    timeouts: { auth: timeoutMs, rate: timeoutMs, ship: timeoutMs, track: timeoutMs },
  };
}

/** The limit of the connectors the hanging pairs are tried on. */
export const HANG_TIMEOUT_MS = 200;

export const rateRequest = (overrides: Partial<TRateRequest> = {}): TRateRequest => ({
  ship_from: { country_code: "fr", postcode: "75001", city: "Paris" },
  ship_to: { country_code: "DE", postcode: "10115", city: "Berlin" },
  parcels: [{ number: 2, weight: 2.5, x: 30, y: 20, z: 10.5 }],
  unit: "fr",
  shipment_type: 2,
  shipment_date: "2026-11-26",
  currency: "EUR",
  customer_type: "private",
  ...overrides,
});

export const shipRequest = (overrides: Partial<TCreateShipmentRequest> = {}): TCreateShipmentRequest => ({
  quote: { offer_id: "offer-dhl-1", service_code: "DHL_EXPRESS_WORLDWIDE", shipment_date: "2026-11-26" },
  ship_from: {
    country_code: "FR",
    postcode: "75001",
    city: "Paris",
    company: "Librairie du Louvre",
    name: "Jeanne Martin",
    phone: "06 12 34 56 78",
    email: "jeanne@example.fr",
    address1: "12 rue de Rivoli, bâtiment B, escalier 3, quatrième étage porte gauche",
    address2: "Cour intérieure",
  },
  ship_to: {
    country_code: "US",
    postcode: "10001",
    city: "New York",
    name: "John Smith",
    phone: "(212) 555-0175",
    email: "john@example.com",
    address1: "350 Fifth Avenue",
    pro: 0,
  },
  parcels: [{ number: 1, weight: 3, x: 40, y: 30, z: 20 }],
  unit: "fr",
  shipment_type: 2,
  shipping_method: "pickup",
  pickup: { date: "2026-11-26", ready_time: "10:30", close_time: "18:00" },
  label_format: "PDF",
  content: "Books",
  reason: "commercial",
  insurance: { amount: 15000, currency: "EUR" },
  duties: [
    { description: "Printed books", country: "FR", quantity: 3, unit_price: 2000, currency: "EUR" },
    { description: "Bookmarks", country: "cn", quantity: 10, unit_price: 200, currency: "EUR" },
  ],
  customer_reference: "SC-2026-000123",
  ...overrides,
});
