import {
  offerSelectEndpoint,
  offersEndpoint,
  rateEndpoint,
  shipEndpoint,
  shipmentsByIdsEndpoint,
  type TAnyEndpoint,
  updateShipmentEndpoint,
} from "@ship/contracts";
import { JOURNEY_EXAMPLES as J } from "./journey-examples.ts";

/** One example call: its name, its body and the 200 answer it got. */
export type TEndpointExample = { name: string; body: unknown; response: unknown };
export type TNamedExample = { name: string; value: unknown };

/**
 * The API reference's complete examples (issue 16 item 6, decision 050): the journey an API client
 * follows, rate -> offers -> offer/select -> update-shipment -> ship, the one-call ship with
 * api_data, and POST /shipments. They are the API's, not the contracts' (the web app bundles the
 * contracts). endpoint-examples.test.ts checks each against its endpoint's schemas.
 */
export const ENDPOINT_EXAMPLES: ReadonlyMap<TAnyEndpoint, readonly TEndpointExample[]> = new Map<
  TAnyEndpoint,
  readonly TEndpointExample[]
>([
  [rateEndpoint, [{ name: "A parcel Paris -> Marseille, three carriers, cheapest first", ...J.rate }]],
  [offersEndpoint, [{ name: "The rating's offers (two shown)", ...J.offers }]],
  [offerSelectEndpoint, [{ name: "Choose a door delivery picked up at the sender's", ...J.offerSelect }]],
  [updateShipmentEndpoint, [{ name: "The order page filled in", ...J.updateShipment }]],
  [
    shipEndpoint,
    [
      { name: "One call with api_data: rate, choose, fill in, pay from credit, ship", ...J.apiShip },
      { name: "Ship the order filled in above", ...J.ship },
    ],
  ],
  [shipmentsByIdsEndpoint, [{ name: "The two shipments above", ...J.shipments }]],
]);

/** The endpoint's example bodies or answers, named, for OpenAPI. */
export function examplesOf(endpoint: TAnyEndpoint, part: "body" | "response"): TNamedExample[] {
  return (ENDPOINT_EXAMPLES.get(endpoint) ?? []).map((example) => ({
    name: example.name,
    value: example[part],
  }));
}
