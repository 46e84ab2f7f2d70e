import type { z } from "zod";
import type { TRateContext } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import { callCarrier, parseCarrierJson, type TCarrierHttpResponse } from "../carrier-http.ts";
import type { TLiveConnectorOptions, TLiveTimeouts } from "../live-carrier.ts";
import type { TLiveCarrierIdentity } from "../live-quote.ts";
import { type TDhlOperation, toDhlError } from "./errors.ts";
import { ZDhlAddressValidate, ZDhlRates, ZDhlServicePoints, ZDhlShipment, ZDhlTracking } from "./schemas.ts";

/**
 * Time limits per kind of call, in ms. Rating must leave room in the API's rating budget
 * (RATING_BUDGET_MS, 2,500 ms by default); a label takes DHL longer to render.
 */
export const DHL_DEFAULT_TIMEOUTS: Required<TLiveTimeouts> = {
  auth: 5_000,
  rate: 2_000,
  ship: 20_000,
  track: 5_000,
  relay: 3_000,
};

/** The interface version the documentation tells clients to send, unchanged. */
const DHL_API_VERSION = "3.1.0";

export const DHL_IDENTITY: TLiveCarrierIdentity = { carrier_code: "DHL", carrier_name: "DHL" };

type TCall = {
  operation: TDhlOperation;
  method: "GET" | "POST";
  path: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  timeout: keyof typeof DHL_DEFAULT_TIMEOUTS;
  idempotent: boolean;
};

function requireCredential(options: TLiveConnectorOptions, field: "site_id" | "password" | "account_number") {
  const value = options.credentials[field]?.trim();
  if (!value) throw new CarrierCallError("DHL", "carrier.auth_failed", `credential ${field} is missing`);
  return value;
}

function toQueryString(query: TCall["query"] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The MyDHL API with one set of credentials: basic auth, time limits, DHL's problem answers. */
export function createDhlClient(options: TLiveConnectorOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  // A limit left undefined in the options keeps its default.
  const given = Object.entries(options.timeouts ?? {}).filter(([, value]) => value !== undefined);
  const timeouts = { ...DHL_DEFAULT_TIMEOUTS, ...Object.fromEntries(given) };

  async function call(request: TCall, ctx: TRateContext): Promise<TCarrierHttpResponse> {
    // MyDHL's API key and secret are the settings form's site id and password (docs/carriers/dhl.md).
    const user = requireCredential(options, "site_id");
    const secret = requireCredential(options, "password");
    return callCarrier({
      carrier_code: "DHL",
      url: `${baseUrl}${request.path}${toQueryString(request.query)}`,
      method: request.method,
      headers: {
        authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString("base64")}`,
        accept: "application/json",
        "x-version": DHL_API_VERSION,
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      timeoutMs: timeouts[request.timeout],
      signal: ctx.signal,
      idempotent: request.idempotent,
      fetch: options.fetch,
    });
  }

  async function read<TSchema extends z.ZodType>(request: TCall, schema: TSchema, ctx: TRateContext) {
    const response = await call(request, ctx);
    if (response.status < 200 || response.status > 299) throw toDhlError(response, request.operation);
    return parseCarrierJson("DHL", response, schema);
  }

  /** Every GET of the MyDHL API reads and may be repeated. */
  function get<TSchema extends z.ZodType>(
    call: Pick<TCall, "operation" | "path" | "query" | "timeout">,
    schema: TSchema,
    ctx: TRateContext,
  ) {
    return read({ ...call, method: "GET", idempotent: true }, schema, ctx);
  }

  return {
    identity: DHL_IDENTITY,
    credentials: options.credentials,
    operator: options.operator,
    /** The shipper account, or the import account when DHL bills the importer. */
    accountFor(isImport: boolean): string {
      const importAccount = options.credentials.import_account_number?.trim();
      return isImport && importAccount ? importAccount : requireCredential(options, "account_number");
    },

    /** POST /rates; undefined when DHL sells no product on this route (an answer, not a failure). */
    async rates(body: unknown, ctx: TRateContext) {
      try {
        return await read(
          { operation: "rate", method: "POST", path: "/rates", body, timeout: "rate", idempotent: true },
          ZDhlRates,
          ctx,
        );
      } catch (error) {
        if (error instanceof CarrierCallError && error.code === "carrier.service_unavailable")
          return undefined;
        throw error;
      }
    },

    /** POST /shipments: never repeated (a timeout's outcome is unknown; findShipment reconciles). */
    shipments(body: unknown, ctx: TRateContext) {
      return read(
        { operation: "ship", method: "POST", path: "/shipments", body, timeout: "ship", idempotent: false },
        ZDhlShipment,
        ctx,
      );
    },

    /** GET /shipments/{shipmentTrackingNumber}/tracking, every checkpoint. */
    trackOne(trackingNumber: string, ctx: TRateContext) {
      const path = `/shipments/${encodeURIComponent(trackingNumber)}/tracking`;
      const query = {
        trackingView: "all-checkpoints",
        levelOfDetail: "shipment",
        requestGMTOffsetPerEvent: "true",
      };
      return get({ operation: "track", path, query, timeout: "track" }, ZDhlTracking, ctx);
    },

    /** GET /tracking by the shipper's reference, within the dates DHL asks for. */
    trackByReference(query: Record<string, string>, ctx: TRateContext) {
      return get({ operation: "find", path: "/tracking", query, timeout: "track" }, ZDhlTracking, ctx);
    },

    /** GET /servicepoints: DHL Express Service Points near an address, or one by its id. */
    servicePoints(query: Record<string, string>, ctx: TRateContext) {
      return get(
        { operation: "relay", path: "/servicepoints", query, timeout: "relay" },
        ZDhlServicePoints,
        ctx,
      );
    },

    /** GET /address-validate: the cheapest call that needs valid credentials. */
    validateAddress(query: Record<string, string>, ctx: TRateContext) {
      const call = { operation: "credentials", path: "/address-validate", query, timeout: "auth" } as const;
      return get(call, ZDhlAddressValidate, ctx);
    },
  };
}

export type TDhlClient = ReturnType<typeof createDhlClient>;
