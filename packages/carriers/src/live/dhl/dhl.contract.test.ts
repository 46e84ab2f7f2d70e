import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { startCarrierStub, type TCarrierStub, type TStubPair } from "../../testing/carrier-stub-server.ts";
import { LIVE_STUB_PAIRS } from "../../testing/live-stub-pairs.ts";
import type { TCarrierQuote, TCreatedShipment, TDropOffLocation, TTrackResult } from "../../types.ts";
import type { TCarrierCallErrorCode } from "../carrier-call-error.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";
import { dhlCarrier } from "./index.ts";
import { ZDhlAddressValidate, ZDhlRates, ZDhlServicePoints, ZDhlShipment, ZDhlTracking } from "./schemas.ts";
import { DHL_STUB_PAIRS, DHL_UNKNOWN_TRACKING_NUMBER } from "./stub-pairs.ts";
import { dhlTestOptions, HANG_TIMEOUT_MS, NOW, rateRequest, shipRequest } from "./test-fixtures.ts";

// The stub's recorded pairs still match the connector: every success body reads with the schema
// of its operation, and every error pair ends as the CarrierCallError code written here.

const SCHEMAS: Record<string, z.ZodType> = {
  rate: ZDhlRates,
  ship: ZDhlShipment,
  track: ZDhlTracking,
  find: ZDhlTracking,
  relay: ZDhlServicePoints,
  credentials: ZDhlAddressValidate,
};

/** The code each failing pair must end as; a success that reads as malformed is listed too. */
const EXPECTED_CODES: Record<string, TCarrierCallErrorCode> = {
  "rate: account refused": "carrier.auth_failed",
  "rate: city format": "carrier.invalid_address",
  "rate: unauthorized": "carrier.auth_failed",
  "rate: process error": "carrier.unavailable",
  "rate: maintenance page": "carrier.unavailable",
  "rate: html with 200": "carrier.malformed_answer",
  "rate: wrong shape": "carrier.malformed_answer",
  "rate: hang": "carrier.timeout",
  "ship: date format": "carrier.invalid_request",
  "ship: service not on route": "carrier.service_unavailable",
  "ship: multiple problems": "carrier.invalid_address",
  "ship: schema validation": "carrier.invalid_request",
  "ship: process error": "carrier.unavailable",
  "ship: without label": "carrier.malformed_answer",
  "ship: hang": "carrier.timeout",
  "track: not found": "carrier.not_found",
  "track: bad view": "carrier.invalid_request",
  "track: hang": "carrier.timeout",
  "find: missing account": "carrier.invalid_request",
  "relay: missing parameter": "carrier.invalid_request",
  "relay: process error": "carrier.unavailable",
  "relay: hang": "carrier.timeout",
  "credentials: refused": "carrier.auth_failed",
};

/** What each operation's result must hold when the connector read a success pair. */
const READ_WELL: Record<string, (result: never) => boolean> = {
  rate: (quotes: TCarrierQuote[]) => quotes.length > 0,
  ship: (created: TCreatedShipment) => created.labels.length > 0 && created.tracking_numbers.length > 0,
  track: (result: TTrackResult) => result.events.length > 0,
  find: (found: TCreatedShipment | undefined) => found?.tracking_numbers.length === 1,
  relay: (points: TDropOffLocation[]) =>
    points.length > 0 && points.every((point) => point.opening_hours.length > 0),
  credentials: (result: undefined) => result === undefined,
};

/** Pairs whose documented answer is "nothing found": the connector answers undefined or []. */
const EMPTY_ANSWERS = new Set(["find: none", "relay: none"]);

const isSuccess = (pair: TStubPair) => !("hang" in pair.response) && pair.response.status < 300;
const isExpectedToFail = (pair: TStubPair) => pair.name in EXPECTED_CODES;

/** Calls the connector operation a pair answers. */
function callOperation(pair: TStubPair, options: TLiveConnectorOptions): Promise<unknown> {
  const connector = dhlCarrier.create(options);
  const ctx = { now: NOW };
  switch (pair.operation) {
    case "rate":
      return connector.rate?.(rateRequest(), ctx) ?? Promise.reject(new Error("no rate"));
    case "ship":
      return connector.createShipment?.(shipRequest(), ctx) ?? Promise.reject(new Error("no ship"));
    case "track": {
      const unknown = pair.name === "track: not found";
      const tracking_number = unknown ? DHL_UNKNOWN_TRACKING_NUMBER : "1103733901";
      return connector.track?.({ tracking_number }, ctx) ?? Promise.reject(new Error("no track"));
    }
    case "find":
      return (
        connector.findShipment?.({ customer_reference: "SC-X" }, ctx) ?? Promise.reject(new Error("no find"))
      );
    case "relay": {
      const search = {
        service_code: "DHL_EXPRESS_WORLDWIDE",
        country_code: "FR",
        postcode: "75001",
        city: "Paris",
      };
      return connector.dropOffLocations?.(search, ctx) ?? Promise.reject(new Error("no relay"));
    }
    case "credentials":
      return dhlCarrier.testCredentials(options, ctx);
    default:
      return Promise.reject(new Error(`no operation ${pair.operation}`));
  }
}

let stub: TCarrierStub;
beforeAll(async () => {
  stub = await startCarrierStub(DHL_STUB_PAIRS);
});
afterEach(() => stub.reset());
afterAll(() => stub.close());

describe("DHL stub pairs: contract", () => {
  it("are the registry's DHL pairs, each naming its documentation and a known operation", () => {
    expect(LIVE_STUB_PAIRS.DHL).toBe(DHL_STUB_PAIRS);
    for (const pair of DHL_STUB_PAIRS) {
      expect(pair.source.length, pair.name).toBeGreaterThan(10);
      expect(Object.keys(SCHEMAS), pair.name).toContain(pair.operation);
    }
  });

  it("list an expected code for every error pair, and no code for a pair that is not there", () => {
    const failing = DHL_STUB_PAIRS.filter((pair) => !isSuccess(pair) && !EMPTY_ANSWERS.has(pair.name));
    for (const pair of failing) expect(EXPECTED_CODES, pair.name).toHaveProperty([pair.name]);
    const names = new Set(DHL_STUB_PAIRS.map((pair) => pair.name));
    for (const name of Object.keys(EXPECTED_CODES)) expect(names.has(name), name).toBe(true);
  });

  const successes = DHL_STUB_PAIRS.filter(
    (pair) => isSuccess(pair) && !isExpectedToFail(pair) && !EMPTY_ANSWERS.has(pair.name),
  );
  it.each(successes.map((pair) => [pair.name, pair] as const))(
    "%s: the body reads with its schema",
    (_, pair) => {
      if ("hang" in pair.response) throw new Error("a success pair hangs");
      const body = pair.response.body;
      expect(SCHEMAS[pair.operation]?.safeParse(body).success).toBe(true);
    },
  );

  it.each(successes.map((pair) => [pair.name, pair] as const))(
    "%s: the connector reads it",
    async (_, pair) => {
      stub.use(pair.name);
      const result = await callOperation(pair, dhlTestOptions(stub.url));
      expect(READ_WELL[pair.operation]?.(result as never)).toBe(true);
    },
  );

  const failures = DHL_STUB_PAIRS.filter(isExpectedToFail);
  it.each(failures.map((pair) => [pair.name, pair] as const))(
    "%s: maps to its error code",
    async (_, pair) => {
      stub.use(pair.name);
      const timeout = "hang" in pair.response ? HANG_TIMEOUT_MS : undefined;
      const error = await callOperation(pair, dhlTestOptions(stub.url, timeout)).then(
        () => undefined,
        (caught) => caught,
      );
      expect(error?.code).toBe(EXPECTED_CODES[pair.name]);
    },
  );

  it.each([...EMPTY_ANSWERS])("%s reads as nothing found", async (name) => {
    const pair = DHL_STUB_PAIRS.find((item) => item.name === name);
    if (!pair) throw new Error(`no pair ${name}`);
    stub.use(pair.name);
    const result = await callOperation(pair, dhlTestOptions(stub.url));
    expect(result === undefined || (Array.isArray(result) && result.length === 0)).toBe(true);
  });
});
