import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { startCarrierStub, type TCarrierStub } from "../../testing/carrier-stub-server.ts";
import type { TRateContext } from "../../types.ts";
import { upsCarrier } from "./index.ts";
import {
  ZUpsLabelRecoveryResponse,
  ZUpsLocatorResponse,
  ZUpsRateResponse,
  ZUpsShipResponse,
  ZUpsToken,
  ZUpsTrackResponse,
  ZUpsVoidResponse,
} from "./schemas.ts";
import { UPS_PAIR_OUTCOMES, UPS_STUB_PAIRS } from "./stub-pairs.ts";
import {
  buildUpsTestOptions,
  buildUpsTestRateRequest,
  buildUpsTestShipRequest,
  UPS_TEST_NOW,
} from "./ups-test-fixtures.ts";

// The stub's recorded pairs still match the connector: every successful answer parses with its
// operation's schema, and every pair (success, error, timeout, malformed) gives the outcome written
// down for it when the connector meets it.

const SCHEMAS: Record<string, z.ZodType> = {
  token: ZUpsToken,
  rate: ZUpsRateResponse,
  ship: ZUpsShipResponse,
  void: ZUpsVoidResponse,
  recovery: ZUpsLabelRecoveryResponse,
  track: ZUpsTrackResponse,
  "rate access point": ZUpsRateResponse,
  locator: ZUpsLocatorResponse,
  "locator by id": ZUpsLocatorResponse,
};

let stub: TCarrierStub;
beforeAll(async () => {
  stub = await startCarrierStub(UPS_STUB_PAIRS);
});
afterAll(() => stub.close());
afterEach(() => stub.reset());

/** Short time limits for the hang pairs only: a loaded machine may answer slowly otherwise. */
const HANG_TIMEOUTS = { auth: 200, rate: 200, ship: 200, track: 200, relay: 200 };
const options = (hangs: boolean) => buildUpsTestOptions(stub.url, hangs ? { timeouts: HANG_TIMEOUTS } : {});
const ctx: TRateContext = { now: UPS_TEST_NOW };

/** Runs the connector operation a pair answers; the track pairs are chosen by their number. */
function runOperation(
  operation: string,
  trackingNumber: string,
  labelFormat: "PDF" | "ZPL",
  hangs: boolean,
): Promise<unknown> | undefined {
  const connector = upsCarrier.create(options(hangs));
  switch (operation) {
    case "token":
      // testCredentials resolves with nothing when the credentials work.
      return upsCarrier.testCredentials(options(hangs), ctx).then(() => "credentials work");
    case "rate":
      return connector.rate?.(buildUpsTestRateRequest(), ctx);
    case "ship":
      return connector.createShipment?.(buildUpsTestShipRequest({ label_format: labelFormat }), ctx);
    case "rate access point":
      // The Access Point offer comes with the others; "none" when UPS refused to price it.
      return (connector.rate?.(buildUpsTestRateRequest(), ctx) ?? Promise.resolve([])).then((quotes) =>
        quotes.find((quote) => quote.delivery_to_collection_point === 1),
      );
    case "locator":
      return connector.dropOffLocations?.(
        { service_code: "UPS_STANDARD_ACCESS_POINT", country_code: "FR", postcode: "75011", city: "Paris" },
        ctx,
      );
    case "locator by id":
      return connector.dropOffLocation?.(
        { service_code: "UPS_STANDARD_ACCESS_POINT", id: "FR-U51234567" },
        ctx,
      );
    case "void":
      return connector.cancel?.({ carrier_shipment_id: "1Z12345E0205271688", tracking_numbers: [] }, ctx);
    case "recovery":
      return connector.findShipment?.({ customer_reference: "ORD-42" }, ctx);
    case "track":
      return connector.track?.({ tracking_number: trackingNumber }, ctx);
    default:
      throw new Error(`no operation ${operation}`);
  }
}

/** The inquiry number a track pair's path answers (the end of its RegExp). */
function numberOfTrackPath(path: string | RegExp): string {
  const source = typeof path === "string" ? path : path.source;
  return (source.split("details")[1] ?? "").replace(/^\\?\//, "").replace(/\$$/, "");
}

/** What the connector made of the pair: "ok", an answer without a result, or the error's code. */
async function outcomeOf(operation: Promise<unknown> | undefined): Promise<string> {
  try {
    const result = await operation;
    if (result === undefined) return "none";
    if (typeof result === "object" && result !== null && "cancelled" in result && !result.cancelled)
      return "refused";
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe("UPS stub pairs against the connector", () => {
  it("has an outcome written down for every pair", () => {
    expect(Object.keys(UPS_PAIR_OUTCOMES).sort()).toEqual(UPS_STUB_PAIRS.map((pair) => pair.name).sort());
  });

  it.each(UPS_STUB_PAIRS.filter((pair) => UPS_PAIR_OUTCOMES[pair.name] === "ok"))(
    "$name: the answer parses with the $operation schema",
    (pair) => {
      const schema = SCHEMAS[pair.operation];
      expect(schema, pair.operation).toBeDefined();
      expect("status" in pair.response && pair.response.status).toBe(200);
      const body = "body" in pair.response ? pair.response.body : undefined;
      expect(schema?.safeParse(body).success).toBe(true);
    },
  );

  it.each(UPS_STUB_PAIRS)("$name gives its written outcome", async (pair) => {
    stub.use(pair.name);
    const labelFormat = pair.name.includes("ZPL") ? "ZPL" : "PDF";
    const hangs = "hang" in pair.response;
    const operation = runOperation(pair.operation, numberOfTrackPath(pair.request.path), labelFormat, hangs);
    expect(await outcomeOf(operation)).toBe(UPS_PAIR_OUTCOMES[pair.name]);
  });
});
