import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateAll } from "../rate-all.ts";
import { createSandboxConnector } from "../sandbox-connector.ts";
import { startCarrierStub, type TCarrierStub } from "../testing/carrier-stub-server.ts";
import { FIXTURE_LIVE_CARRIER, FIXTURE_LIVE_STUB_PAIRS } from "../testing/fixture-live-carrier.ts";
import {
  buildFixtureOperator,
  buildFixtureSheet,
  buildRequest,
  FIXTURE_NOW,
} from "../testing/fixture-sheet.ts";
import type { TLiveCarrier } from "./live-carrier.ts";
import { lineUpCarriers } from "./live-connectors.ts";

const operator = buildFixtureOperator();
const fedexSandbox = createSandboxConnector(
  buildFixtureSheet((json) => {
    json.carrier_code = "FEDEX";
  }),
  operator,
);
const dpdSandbox = createSandboxConnector(buildFixtureSheet(), operator);
const credentials = { key: "k", password: "p", account_number: "510087000", meter_number: "1" };

let stub: TCarrierStub;
beforeAll(async () => {
  stub = await startCarrierStub(FIXTURE_LIVE_STUB_PAIRS);
});
afterAll(() => stub.close());

const lineUp = (carrier: TLiveCarrier = FIXTURE_LIVE_CARRIER, now?: () => number) =>
  lineUpCarriers([fedexSandbox, dpdSandbox], [{ carrier, credentials, baseUrl: stub.url }], operator, now);

describe("the carriers' line-up (decision 061)", () => {
  it("composes a live carrier from its live operations over its sandbox's, the others marked sandbox", async () => {
    const { connectors } = lineUp();
    const [fedex, dpd] = connectors;
    expect(fedex?.mode).toBe("live");
    // Its live rate cannot be derived again: no tariff version (decision 053).
    expect(fedex?.tariff_version).toBeUndefined();
    expect(dpd?.mode).toBe("sandbox");
    expect(dpd?.tariff_version).toBe(dpdSandbox.tariff_version);
    // What the live connector does not do is absent, never the sandbox's: no sandbox label or
    // cancellation for a real parcel.
    expect(fedex?.createShipment).toBeUndefined();
    expect(fedex?.cancel).toBeUndefined();
    expect(fedex?.dropOffLocations).toBeUndefined();
    const quotes = await fedex?.rate(buildRequest(), { now: FIXTURE_NOW });
    expect(quotes?.map((quote) => [quote.service_code, quote.breakdown.base_price])).toEqual([
      ["FX_PRIORITY", 4200],
    ]);
    expect(stub.requests.at(-1)?.body).toContain('"account_number":"510087000"');
  });

  it("marks sandbox carriers' offers while a carrier is live, and nothing when none is", async () => {
    const [, dpd] = lineUp().connectors;
    const marked = await dpd?.rate(buildRequest(), { now: FIXTURE_NOW });
    expect(marked?.length).toBeGreaterThan(0);
    expect(marked?.every((quote) => quote.sandbox === 1)).toBe(true);
    const { connectors } = lineUpCarriers([fedexSandbox, dpdSandbox], [], operator);
    expect(connectors.map((connector) => connector.mode)).toEqual(["sandbox", "sandbox"]);
    const plain = await connectors[1]?.rate(buildRequest(), { now: FIXTURE_NOW });
    expect(plain?.some((quote) => "sandbox" in quote)).toBe(false);
    expect(connectors[1]?.tariff_version).toBe(dpdSandbox.tariff_version);
  });

  it("keeps the rate sheet and its tariff version when the live connector has no rating (Colissimo's case)", async () => {
    const withoutRate: TLiveCarrier = { ...FIXTURE_LIVE_CARRIER, create: () => ({}) };
    const [fedex] = lineUp(withoutRate).connectors;
    expect(fedex?.mode).toBe("live");
    expect(fedex?.tariff_version).toBe(fedexSandbox.tariff_version);
    const quotes = await fedex?.rate(buildRequest(), { now: FIXTURE_NOW });
    expect(quotes).toEqual(await fedexSandbox.rate(buildRequest(), { now: FIXTURE_NOW }));
  });

  it("runs every live call through the carrier's breaker: failures open it, rating lists carrier.circuit_open", async () => {
    const clock = 5_000_000;
    const { connectors, breakers } = lineUp(FIXTURE_LIVE_CARRIER, () => clock);
    stub.use("rate: maintenance");
    try {
      const first = await rateAll(connectors, buildRequest(), { budgetMs: 5_000, now: FIXTURE_NOW });
      expect(first.errors).toEqual([
        expect.objectContaining({ carrier_code: "FEDEX", code: "carrier.unavailable" }),
      ]);
      for (let index = 0; index < 5; index++) await rateAll(connectors, buildRequest(), { budgetMs: 5_000 });
      expect(breakers.get("FEDEX")?.state()).toBe("open");
      const calls = stub.requests.length;
      const skipped = await rateAll(connectors, buildRequest(), { budgetMs: 5_000, now: FIXTURE_NOW });
      expect(skipped.errors).toEqual([
        expect.objectContaining({ carrier_code: "FEDEX", code: "carrier.circuit_open" }),
      ]);
      expect(stub.requests.length).toBe(calls);
      // The sandbox carrier's offers are there all along.
      expect(skipped.offers.every((offer) => offer.carrier_code === "DPD")).toBe(true);
      expect(skipped.offers.length).toBeGreaterThan(0);
    } finally {
      stub.reset();
    }
  });
});
