import { z } from "zod";
import { CarrierCallError, type TCarrierCallErrorCode } from "../live/carrier-call-error.ts";
import { callCarrier, parseCarrierJson, type TCarrierHttpResponse } from "../live/carrier-http.ts";
import type {
  TCarrierConnector,
  TCreatedShipment,
  TDropOffLocation,
  TRateContext,
  TShipmentStatus,
} from "../types.ts";
import type { TStubPair } from "./carrier-stub-server.ts";

/**
 * A live connector of a made-up carrier API, for the API's tests of live shipments (issue 19):
 * it prices as the sandbox connector it wraps, and creates, finds, cancels, tracks and searches
 * relay points over HTTP against a carrier stub replaying FIXTURE_LIVE_PAIRS. Its small JSON
 * protocol is ours; what it exercises is the API's side (errors, reconciliation, labels, polling).
 */

/** The label bytes the stub answers, to compare with what the API stores and serves. */
export const FIXTURE_LABEL_PDF = new TextEncoder().encode("%PDF-1.4\n% fixture carrier label\n%%EOF\n");
export const FIXTURE_TRACKING_NUMBER = "FX000000001FR";

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

const shipmentBody = {
  id: "FX-SHIP-1",
  tracking_numbers: [FIXTURE_TRACKING_NUMBER],
  labels: [{ tracking_number: FIXTURE_TRACKING_NUMBER, format: "PDF", data: base64(FIXTURE_LABEL_PDF) }],
};

const relayPoint = {
  id: "FX-RP-1",
  name: "Fixture relay",
  address1: "1 rue de la Gare",
  postcode: "69003",
  city: "Lyon",
  country_code: "FR",
  latitude: 45.76,
  longitude: 4.86,
  hours: [{ weekday: 1, open: "09:00", close: "19:00" }],
};

const SOURCE = "fixture: the API's own test protocol (not a carrier's documentation)";

export const FIXTURE_LIVE_PAIRS: readonly TStubPair[] = [
  {
    name: "ship: ok",
    operation: "ship",
    source: SOURCE,
    request: { method: "POST", path: "/shipments" },
    response: { status: 201, body: shipmentBody },
  },
  {
    name: "ship: hang",
    operation: "ship",
    source: SOURCE,
    request: { method: "POST", path: "/shipments" },
    response: { hang: true },
  },
  {
    name: "ship: invalid address",
    operation: "ship",
    source: SOURCE,
    request: { method: "POST", path: "/shipments" },
    response: { status: 422, body: { error: "address", message: "Postcode 69003 does not match city" } },
  },
  {
    name: "find: none",
    operation: "find",
    source: SOURCE,
    request: { method: "GET", path: "/shipments" },
    response: { status: 200, body: { shipments: [] } },
  },
  {
    name: "find: found",
    operation: "find",
    source: SOURCE,
    request: { method: "GET", path: "/shipments" },
    response: { status: 200, body: { shipments: [shipmentBody] } },
  },
  {
    name: "cancel: ok",
    operation: "cancel",
    source: SOURCE,
    request: { method: "POST", path: /^\/shipments\/[^/]+\/void$/ },
    response: { status: 200, body: { voided: true } },
  },
  {
    name: "cancel: picked up",
    operation: "cancel",
    source: SOURCE,
    request: { method: "POST", path: /^\/shipments\/[^/]+\/void$/ },
    response: { status: 409, body: { error: "picked_up" } },
  },
  {
    name: "track: ok",
    operation: "track",
    source: SOURCE,
    request: { method: "GET", path: /^\/tracking\/[^/]+$/ },
    response: {
      status: 200,
      body: {
        status: "in_transit",
        events: [
          { at: "2026-06-15T16:00:00Z", code: "pickuped", place: "Paris" },
          { at: "2026-06-16T06:00:00Z", code: "in_transit", place: "Lyon" },
        ],
      },
    },
  },
  {
    name: "track: not found",
    operation: "track",
    source: SOURCE,
    request: { method: "GET", path: /^\/tracking\/[^/]+$/ },
    response: { status: 404, body: { error: "unknown" } },
  },
  {
    name: "track: unavailable",
    operation: "track",
    source: SOURCE,
    request: { method: "GET", path: /^\/tracking\/[^/]+$/ },
    response: { status: 503, body: "maintenance" },
  },
  {
    name: "relay: ok",
    operation: "relay",
    source: SOURCE,
    request: { method: "GET", path: "/locations" },
    response: { status: 200, body: { locations: [relayPoint] } },
  },
  {
    name: "relay: unavailable",
    operation: "relay",
    source: SOURCE,
    request: { method: "GET", path: "/locations" },
    response: { status: 503, body: "maintenance" },
  },
  {
    name: "relay: one",
    operation: "relay",
    source: SOURCE,
    request: { method: "GET", path: /^\/locations\/[^/]+$/ },
    response: { status: 200, body: relayPoint },
  },
];

const ZShipment = z.object({
  id: z.string(),
  tracking_numbers: z.array(z.string()),
  labels: z.array(
    z.object({ tracking_number: z.string(), format: z.enum(["PDF", "ZPL"]), data: z.string() }),
  ),
});
const ZFound = z.object({ shipments: z.array(ZShipment) });
const ZError = z.object({ error: z.string() });
const ZTrack = z.object({
  status: z.enum(["in_transit", "delivered"]),
  events: z.array(z.object({ at: z.string(), code: z.string(), place: z.string() })),
});
const ZLocation = z.object({
  id: z.string(),
  name: z.string(),
  address1: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  hours: z.array(z.object({ weekday: z.number(), open: z.string(), close: z.string() })),
});

const ERROR_CODES: Record<string, TCarrierCallErrorCode> = {
  address: "carrier.invalid_address",
  unknown: "carrier.not_found",
};

function toCreated(shipment: z.infer<typeof ZShipment>): TCreatedShipment {
  return {
    carrier_shipment_id: shipment.id,
    tracking_numbers: shipment.tracking_numbers,
    labels: shipment.labels.map((label) => ({
      tracking_number: label.tracking_number,
      format: label.format,
      content_type: label.format === "PDF" ? "application/pdf" : "application/zpl",
      data: new Uint8Array(Buffer.from(label.data, "base64")),
    })),
  };
}

function toLocation(location: z.infer<typeof ZLocation>): TDropOffLocation {
  const { hours, ...place } = location;
  return { ...place, opening_hours: hours };
}

/** A fixture live connector: `base` rates; the rest goes to the stub at `url`. */
export function createFixtureLiveConnector(base: TCarrierConnector, url: string): TCarrierConnector {
  const code = base.carrier_code;
  const call = (
    method: "GET" | "POST",
    path: string,
    ctx: TRateContext,
    options: { body?: unknown; idempotent: boolean },
  ) =>
    callCarrier({
      carrier_code: code,
      url: `${url}${path}`,
      method,
      headers: { "content-type": "application/json" },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      timeoutMs: 2_000,
      signal: ctx.signal,
      idempotent: options.idempotent,
    });
  /** A 4xx answer: the documented error's code, the body for the logs. */
  const refusal = (response: TCarrierHttpResponse): CarrierCallError => {
    const parsed = ZError.safeParse(JSON.parse(response.text || "{}"));
    const known = parsed.success ? ERROR_CODES[parsed.data.error] : undefined;
    return new CarrierCallError(code, known ?? "carrier.invalid_request", response.text, {
      status: response.status,
    });
  };
  return {
    carrier_code: code,
    carrier_name: base.carrier_name,
    mode: "live",
    rate: (request, ctx) => base.rate(request, ctx),
    async createShipment(request, ctx) {
      const response = await call("POST", "/shipments", ctx, { body: request, idempotent: false });
      if (response.status >= 400) throw refusal(response);
      return toCreated(parseCarrierJson(code, response, ZShipment));
    },
    async findShipment(request, ctx) {
      const query = `?reference=${encodeURIComponent(request.customer_reference)}`;
      const response = await call("GET", `/shipments${query}`, ctx, { idempotent: true });
      if (response.status >= 400) throw refusal(response);
      const [found] = parseCarrierJson(code, response, ZFound).shipments;
      return found ? toCreated(found) : undefined;
    },
    async cancel(request, ctx) {
      const path = `/shipments/${encodeURIComponent(request.carrier_shipment_id)}/void`;
      const response = await call("POST", path, ctx, { idempotent: true });
      if (response.status === 409)
        return { cancelled: false, reason_key: ZError.parse(JSON.parse(response.text)).error };
      if (response.status >= 400) throw refusal(response);
      return { cancelled: true };
    },
    async track(request, ctx) {
      const path = `/tracking/${encodeURIComponent(request.tracking_number)}`;
      const response = await call("GET", path, ctx, { idempotent: true });
      if (response.status >= 400) throw refusal(response);
      const tracked = parseCarrierJson(code, response, ZTrack);
      const status: TShipmentStatus = tracked.status === "delivered" ? "Delivered" : "Pickuped";
      return {
        status,
        events: tracked.events.map((event) => ({
          date: event.at,
          description: { key: `tracking.${event.code}`, params: {} },
          location: event.place,
        })),
      };
    },
    async dropOffLocations(request, ctx) {
      const query = `?postcode=${encodeURIComponent(request.postcode)}&country=${request.country_code}`;
      const response = await call("GET", `/locations${query}`, ctx, { idempotent: true });
      if (response.status >= 400) throw refusal(response);
      return parseCarrierJson(code, response, z.object({ locations: z.array(ZLocation) })).locations.map(
        toLocation,
      );
    },
    async dropOffLocation(request, ctx) {
      const response = await call("GET", `/locations/${encodeURIComponent(request.id)}`, ctx, {
        idempotent: true,
      });
      if (response.status === 404) return undefined;
      if (response.status >= 400) throw refusal(response);
      return toLocation(parseCarrierJson(code, response, ZLocation));
    },
  };
}
