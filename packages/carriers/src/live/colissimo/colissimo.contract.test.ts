import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { startCarrierStub, type TCarrierStub, type TStubPair } from "../../testing/carrier-stub-server.ts";
import { LIVE_STUB_PAIRS } from "../../testing/live-stub-pairs.ts";
import type { TCreateShipmentRequest } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";
import { colissimoCarrier } from "./index.ts";
import { findPart, parseMultipart, readBoundary } from "./multipart.ts";
import { pickupByIdSchema, pickupSearchSchema, slsLabelInfosSchema, timelineSchema } from "./schemas.ts";
import { COLISSIMO_EXPECTED_ERRORS, COLISSIMO_STUB_PAIRS } from "./stub-pairs.ts";

// The stub's recorded pairs still match the connector's types (issue 19): every success parses
// with its operation's schema, and every error pair gives the API error it documents.

const SCHEMAS: Record<string, z.ZodType> = {
  ship: slsLabelInfosSchema,
  relay: pickupSearchSchema,
  relay_by_id: pickupByIdSchema,
  track: timelineSchema,
};

/** The JSON a success pair carries: the jsonInfos part of a multipart body, or the body itself. */
function jsonOf(pair: TStubPair): unknown {
  if ("hang" in pair.response) throw new Error(`${pair.name} never answers`);
  const { body, headers } = pair.response;
  if (!(body instanceof Uint8Array)) return typeof body === "string" ? JSON.parse(body) : body;
  const boundary = readBoundary(headers?.["content-type"] ?? null);
  const part = findPart(parseMultipart(body, boundary ?? ""), "jsonInfos");
  return JSON.parse(new TextDecoder().decode(part?.body));
}

const successes = COLISSIMO_STUB_PAIRS.filter(
  (pair) =>
    !("hang" in pair.response) && pair.response.status < 300 && !(pair.name in COLISSIMO_EXPECTED_ERRORS),
);

describe("Colissimo stub pairs", () => {
  it("are the registry's Colissimo pairs, each with its documentation source", () => {
    expect(LIVE_STUB_PAIRS.COLISSIMO).toBe(COLISSIMO_STUB_PAIRS);
    for (const pair of COLISSIMO_STUB_PAIRS) {
      expect(pair.source.length, pair.name).toBeGreaterThan(10);
      expect(Object.keys(SCHEMAS), pair.name).toContain(pair.operation);
    }
  });

  it.each(successes.map((pair) => [pair.name, pair] as const))(
    "%s parses with its operation's schema",
    (_, pair) => {
      const parsed = SCHEMAS[pair.operation]?.safeParse(jsonOf(pair));
      expect(parsed?.success, JSON.stringify(parsed?.error?.issues)).toBe(true);
    },
  );

  it("every pair that is not a success names its expected API error", () => {
    const failures = COLISSIMO_STUB_PAIRS.filter((pair) => !successes.includes(pair)).map(
      (pair) => pair.name,
    );
    expect(failures.sort()).toEqual(Object.keys(COLISSIMO_EXPECTED_ERRORS).sort());
  });
});

describe("Colissimo error pairs through the connector", () => {
  let stub: TCarrierStub;
  let connector: ReturnType<typeof colissimoCarrier.create>;
  beforeAll(async () => {
    stub = await startCarrierStub(COLISSIMO_STUB_PAIRS);
    const options: TLiveConnectorOptions = {
      baseUrl: stub.url,
      credentials: { user_id: "812345", password: "s3cret", account_number: "812345" },
      operator: {} as TLiveConnectorOptions["operator"],
      timeouts: { ship: 1500, relay: 1500, track: 1500 },
    };
    connector = colissimoCarrier.create(options);
  });
  afterEach(() => stub.reset());
  afterAll(() => stub.close());

  const order = {
    quote: { offer_id: "o", service_code: "COLISSIMO_DOMICILE", shipment_date: "2026-11-26" },
    ship_from: {
      name: "A B",
      phone: "0142603000",
      email: "a@b.fr",
      address1: "1 rue A",
      city: "Paris",
      postcode: "75001",
      country_code: "FR",
    },
    ship_to: {
      name: "C D",
      phone: "0612345678",
      email: "c@d.fr",
      address1: "2 rue B",
      city: "Lyon",
      postcode: "69001",
      country_code: "FR",
    },
    parcels: [{ number: 1, weight: 1, x: 10, y: 10, z: 10 }],
    unit: "fr",
    shipment_type: 2,
    shipping_method: "dropoff",
    label_format: "PDF",
    content: "Livres",
    reason: "gift",
  } satisfies TCreateShipmentRequest;

  const run: Record<string, () => Promise<unknown> | undefined> = {
    ship: () => connector.createShipment?.(order, {}),
    relay: () =>
      connector.dropOffLocations?.(
        { service_code: "COLISSIMO_POINT_RETRAIT", country_code: "FR", postcode: "75001" },
        {},
      ),
    track: () => connector.track?.({ tracking_number: "6A12345678901" }, {}),
  };

  it.each(Object.entries(COLISSIMO_EXPECTED_ERRORS))("%s -> %s", async (name, code) => {
    const pair = COLISSIMO_STUB_PAIRS.find((candidate) => candidate.name === name);
    stub.use(name);
    const error: unknown = await run[pair?.operation ?? ""]?.()?.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierCallError);
    expect((error as CarrierCallError).code).toBe(code);
  });
});
