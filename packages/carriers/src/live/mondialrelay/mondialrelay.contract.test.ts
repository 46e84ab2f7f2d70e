import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startCarrierStub, type TCarrierStub } from "../../testing/carrier-stub-server.ts";
import { LIVE_STUB_PAIRS } from "../../testing/live-stub-pairs.ts";
import { CARRIER_CALL_ERROR_CODES } from "../carrier-call-error.ts";
import { parseCarrierXml } from "../carrier-xml.ts";
import { LIVE_CARRIERS } from "../live-carriers.ts";
import { mondialrelayCarrier } from "./index.ts";
import { ZCreatedLabel, ZCreationEtiquetteResult, ZRelaySearchResult, ZTracingResult } from "./schemas.ts";
import { MONDIALRELAY_STUB_PAIRS, type TMondialRelayStubPair } from "./stub-pairs.ts";
import { buildOptions, buildShipmentRequest } from "./test-support.ts";

// The stub's recorded pairs still match the connector: every success parses with its method's
// documented shape, every other pair ends in the code it stands for.

const RESULTS = {
  WSI4_PointRelais_Recherche: ZRelaySearchResult,
  WSI2_CreationEtiquette: ZCreationEtiquetteResult.pipe(ZCreatedLabel),
  WSI2_TracingColisDetaille: ZTracingResult,
} as const;

function parseSuccess(pair: TMondialRelayStubPair) {
  if ("hang" in pair.response) throw new Error(`${pair.name} hangs`);
  const { body } = pair.response;
  if (pair.operation === "label") return new TextDecoder().decode((body as Uint8Array).slice(0, 5));
  const method = Object.keys(RESULTS).find((name) => (pair.request.includes ?? [])[0]?.includes(name));
  const result = RESULTS[method as keyof typeof RESULTS];
  const envelope = z.object({
    Envelope: z.object({
      Body: z.object({ [`${method}Response`]: z.object({ [`${method}Result`]: result }) }),
    }),
  });
  return parseCarrierXml("MONDIALRELAY", String(body), envelope);
}

let stub: TCarrierStub;
beforeAll(async () => {
  stub = await startCarrierStub(MONDIALRELAY_STUB_PAIRS);
});
afterEach(() => stub.reset());
afterAll(() => stub.close());

/** Replays a pair through the connector call it belongs to. */
function replay(pair: TMondialRelayStubPair) {
  const connector = mondialrelayCarrier.create(buildOptions(stub.url));
  const ctx = {};
  switch (pair.operation) {
    case "dropOffLocations":
      return connector.dropOffLocations?.(
        { service_code: "MONDIALRELAY_POINT_RELAIS", country_code: "FR", postcode: "75011" },
        ctx,
      );
    case "dropOffLocation":
      return connector.dropOffLocation?.({ service_code: "MONDIALRELAY_POINT_RELAIS", id: "FR-066974" }, ctx);
    case "track":
      return connector.track?.({ tracking_number: "31236189" }, ctx);
    default:
      return connector.createShipment?.(buildShipmentRequest(), ctx);
  }
}

describe("Mondial Relay stub pairs", () => {
  it("are the registry's pairs for MONDIALRELAY, and the connector is listed", () => {
    expect(LIVE_STUB_PAIRS.MONDIALRELAY).toBe(MONDIALRELAY_STUB_PAIRS);
    expect(LIVE_CARRIERS).toContain(mondialrelayCarrier);
  });

  it("name their documentation source and cover success, timeout and malformed answers per call", () => {
    for (const pair of MONDIALRELAY_STUB_PAIRS) expect(pair.source.length, pair.name).toBeGreaterThan(10);
    for (const operation of ["dropOffLocations", "createShipment", "track"]) {
      const expects = MONDIALRELAY_STUB_PAIRS.filter((pair) => pair.operation === operation).map(
        (pair) => pair.expect,
      );
      expect(expects, operation).toEqual(
        expect.arrayContaining(["ok", "carrier.timeout", "carrier.malformed_answer", "carrier.unavailable"]),
      );
    }
  });

  const successes = MONDIALRELAY_STUB_PAIRS.filter((pair) => pair.expect === "ok");
  it.each(successes)("$name parses with its documented shape", (pair) => {
    const parsed = parseSuccess(pair);
    if (pair.operation === "label") expect(parsed).toBe("%PDF-");
    else expect(parsed).toHaveProperty("Envelope.Body");
  });

  const others = MONDIALRELAY_STUB_PAIRS.filter((pair) => pair.expect !== "ok");
  it.each(others)("$name ends as $expect", async (pair) => {
    stub.use(pair.name);
    const outcome = await Promise.resolve(replay(pair)).then(
      (value) => ({ value }),
      (error: { code?: string }) => ({ code: error.code }),
    );
    if (pair.expect === "none") expect(outcome).toEqual({ value: undefined });
    else {
      expect(CARRIER_CALL_ERROR_CODES).toContain(pair.expect);
      expect(outcome).toEqual({ code: pair.expect });
    }
  });
});
