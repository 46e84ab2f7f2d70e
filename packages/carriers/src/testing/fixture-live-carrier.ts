import { z } from "zod";
import { CarrierCallError } from "../live/carrier-call-error.ts";
import { callCarrier, parseCarrierJson, type TCarrierHttpResponse } from "../live/carrier-http.ts";
import type { TLiveCarrier, TLiveConnectorOptions } from "../live/live-carrier.ts";
import { buildLiveQuote } from "../live/live-quote.ts";
import type { TRateContext } from "../types.ts";
import type { TStubPair } from "./carrier-stub-server.ts";

/**
 * A small live carrier for tests and the benchmark (issue 19): JSON over the stub server, with a
 * rating call and a credentials check, so the API's live paths (switch, breaker, own-account
 * offers, the settings' test button) are tested without any real connector. It stands in for
 * FedEx, whose sandbox sheet the composition falls back on for everything else.
 */
const CARRIER_CODE = "FEDEX";

const ZRates = z.object({
  services: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      price_cents: z.number().int().nonnegative(),
      currency: z.enum(["EUR", "USD"]),
      transit_days: z.number().int().min(0),
    }),
  ),
});

function refusal(response: TCarrierHttpResponse): CarrierCallError {
  const code =
    response.status === 401 || response.status === 403 ? "carrier.auth_failed" : "carrier.invalid_request";
  return new CarrierCallError(CARRIER_CODE, code, `HTTP ${response.status} ${response.text.slice(0, 300)}`, {
    status: response.status,
  });
}

function post(
  options: TLiveConnectorOptions,
  path: string,
  body: object,
  timeoutMs: number,
  ctx: TRateContext,
) {
  const { key, password, account_number, meter_number } = options.credentials;
  return callCarrier({
    carrier_code: CARRIER_CODE,
    url: `${options.baseUrl}${path}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key, password, account_number, meter_number, ...body }),
    timeoutMs,
    signal: ctx.signal,
    idempotent: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export const FIXTURE_LIVE_CARRIER: TLiveCarrier = {
  carrier_code: CARRIER_CODE,
  carrier_name: "FedEx",
  credential_carrier: "fedex",
  credential_fields: ["key", "password", "account_number", "meter_number"],
  default_base_url: "https://fixture-carrier.invalid",
  create(options) {
    return {
      async rate(request, ctx) {
        const response = await post(
          options,
          "/v1/rates",
          {
            from: `${request.ship_from.country_code}-${request.ship_from.postcode}`,
            to: `${request.ship_to.country_code}-${request.ship_to.postcode}`,
            parcels: request.parcels.length,
          },
          options.timeouts?.rate ?? 10_000,
          ctx,
        );
        if (response.status !== 200) throw refusal(response);
        const { services } = parseCarrierJson(CARRIER_CODE, response, ZRates);
        return services.map((service) =>
          buildLiveQuote(
            { carrier_code: CARRIER_CODE, carrier_name: "FedEx" },
            {
              service: {
                code: service.code,
                name: service.name,
                allow_pickup: true,
                allow_dropoff: false,
                delivery_to_collection_point: false,
                is_express: true,
                delivery_time: "12:00",
                shipment_types: [2],
                tracking: "full",
              },
              carrier_price: service.price_cents,
              carrier_currency: service.currency,
              transit_days: service.transit_days,
            },
            request,
            options.operator,
            ctx.now ?? new Date(),
          ),
        );
      },
    };
  },
  async testCredentials(options, ctx) {
    const response = await post(options, "/v1/credentials", {}, options.timeouts?.auth ?? 5_000, ctx);
    if (response.status !== 200) throw refusal(response);
  },
};

const rates = (price: number) => ({
  services: [
    {
      code: "FX_PRIORITY",
      name: "FedEx International Priority",
      price_cents: price,
      currency: "EUR",
      transit_days: 1,
    },
  ],
});

const source = "test fixture (not a carrier's documentation)";

/** The fixture carrier's stub pairs: the first pair whose substrings are all there answers. */
export const FIXTURE_LIVE_STUB_PAIRS: readonly TStubPair[] = [
  {
    name: "credentials: refused",
    operation: "auth",
    source,
    request: { method: "POST", path: "/v1/credentials", includes: ['"password":"wrong"'] },
    response: { status: 401, body: { error: "invalid credentials" } },
  },
  {
    name: "credentials: ok",
    operation: "auth",
    source,
    request: { method: "POST", path: "/v1/credentials" },
    response: { status: 200, body: { status: "ok" } },
  },
  {
    name: "rate: refused",
    operation: "rate",
    source,
    request: { method: "POST", path: "/v1/rates", includes: ['"password":"wrong"'] },
    response: { status: 401, body: { error: "invalid credentials" } },
  },
  {
    // A customer's own contract (account numbers starting OWN-) is priced lower than the operator's.
    name: "rate: own account",
    operation: "rate",
    source,
    request: { method: "POST", path: "/v1/rates", includes: ['"account_number":"OWN-'] },
    response: { status: 200, body: rates(3100) },
  },
  {
    name: "rate: ok",
    operation: "rate",
    source,
    request: { method: "POST", path: "/v1/rates" },
    response: { status: 200, body: rates(4200) },
  },
  {
    name: "rate: hangs",
    operation: "rate",
    source,
    request: { method: "POST", path: "/v1/rates", includes: ["\u0000forced only"] },
    response: { hang: true },
  },
  {
    name: "rate: maintenance",
    operation: "rate",
    source,
    request: { method: "POST", path: "/v1/rates", includes: ["\u0000forced only"] },
    response: { status: 503, body: "maintenance" },
  },
  {
    name: "rate: malformed",
    operation: "rate",
    source,
    request: { method: "POST", path: "/v1/rates", includes: ["\u0000forced only"] },
    response: { status: 200, body: "<html>Service unavailable</html>" },
  },
];

/** The operator's account on the fixture carrier, as its CARRIER_FEDEX_<FIELD> variables. */
export const FIXTURE_OPERATOR_ENV = {
  CARRIER_FEDEX_KEY: "operator-key",
  CARRIER_FEDEX_PASSWORD: "operator-password",
  CARRIER_FEDEX_ACCOUNT_NUMBER: "510087000",
  CARRIER_FEDEX_METER_NUMBER: "118000000",
};
