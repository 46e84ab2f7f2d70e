import { z } from "zod";
import type { TCarrierStub } from "../../testing/carrier-stub-server.ts";
import { buildFixtureOperator } from "../../testing/fixture-sheet.ts";
import type { TCreateShipmentRequest } from "../../types.ts";
import { parseCarrierXml } from "../carrier-xml.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";

// Shared by mondialrelay.test.ts and mondialrelay.contract.test.ts (tests only).

export const ENSEIGNE = "BDTEST13";
export const PRIVATE_KEY = "PrivateK";

/**
 * Time limits: 1.5 s leaves room on a loaded CI machine (a 300 ms limit made answered calls time
 * out there); the hanging pairs cost that much each, which is the price of not being flaky.
 */
export function buildOptions(baseUrl: string, credentials = { account_number: ENSEIGNE, key: PRIVATE_KEY }) {
  return {
    baseUrl,
    credentials,
    operator: buildFixtureOperator(),
    timeouts: { auth: 1500, relay: 1500, track: 1500, ship: 1500 },
  } satisfies TLiveConnectorOptions;
}

export function buildShipmentRequest(
  overrides: Partial<TCreateShipmentRequest> = {},
): TCreateShipmentRequest {
  return {
    quote: { offer_id: "offer-1", service_code: "MONDIALRELAY_POINT_RELAIS", shipment_date: "2026-11-03" },
    ship_from: {
      country_code: "FR",
      postcode: "59000",
      city: "Lille",
      name: "Jeanne Martin",
      phone: "03 20 12 34 56",
      email: "jeanne@example.com",
      address1: "5 rue Nationale",
    },
    ship_to: {
      country_code: "FR",
      postcode: "75011",
      city: "Paris",
      name: "Paul Durand",
      phone: "06 12 34 56 78",
      email: "paul@example.com",
      address1: "8 rue Oberkampf",
    },
    parcels: [{ number: 1, weight: 1.2, x: 30, y: 20, z: 10 }],
    unit: "fr",
    shipment_type: 2,
    shipping_method: "dropoff",
    collection_point_id: "FR-066974",
    label_format: "PDF",
    content: "Livres",
    reason: "commercial",
    customer_reference: "SC-000123",
    ...overrides,
  } as TCreateShipmentRequest;
}

const ZRequestEnvelope = z.object({
  Envelope: z.object({ Body: z.record(z.string(), z.record(z.string(), z.string())) }),
});

/** The parameters of the last SOAP call of a method the stub received, in the order sent. */
export function readLastCall(stub: TCarrierStub, method: string): Record<string, string> {
  const request = stub.requests.findLast((candidate) => candidate.body.includes(`<${method} `));
  if (!request) throw new Error(`no ${method} call recorded`);
  const parsed = parseCarrierXml("MONDIALRELAY", request.body, ZRequestEnvelope);
  const { "@_xmlns": _namespace, ...params } = parsed.Envelope.Body[method] ?? {};
  return params;
}
