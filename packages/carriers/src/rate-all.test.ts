import { describe, expect, it } from "vitest";
import { rateAll } from "./rate-all.ts";
import { createSandboxConnector } from "./sandbox-connector.ts";
import {
  buildFixtureOperator,
  buildFixtureSheet,
  buildRequest,
  FIXTURE_NOW,
} from "./testing/fixture-sheet.ts";
import type { TCarrierConnector } from "./types.ts";

const fast = createSandboxConnector(buildFixtureSheet(), buildFixtureOperator());

/** A carrier that answers after `ms`, and records whether it was told to stop. */
function createSlowConnector(ms: number) {
  const state = { aborted: false };
  const connector: TCarrierConnector = {
    carrier_code: "UPS",
    carrier_name: "Slow",
    rate: (_request, ctx) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve([]), ms);
        ctx.signal?.addEventListener("abort", () => {
          state.aborted = true;
          clearTimeout(timer);
        });
      }),
  };
  return { connector, state };
}

const failing: TCarrierConnector = {
  carrier_code: "FEDEX",
  carrier_name: "Broken",
  rate: async () => {
    throw new Error("upstream 503");
  },
};

describe("rateAll", () => {
  it("returns the fast carriers' offers while a slow one times out, within the budget", async () => {
    const slow = createSlowConnector(5000);
    const progress: [number, number][] = [];
    const started = performance.now();
    const result = await rateAll([slow.connector, fast, failing], buildRequest(), {
      budgetMs: 50,
      now: FIXTURE_NOW,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.offers.map((offer) => offer.service_code)).toEqual(["STANDARD", "EXPRESS"]);
    expect(result.errors).toEqual([
      { carrier_code: "FEDEX", code: "carrier.failed", message: "upstream 503" },
      { carrier_code: "UPS", code: "carrier.timeout", message: "no answer within 50 ms" },
    ]);
    expect(slow.state.aborted).toBe(true);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it("sorts offers by price including tax, cheapest first", async () => {
    const result = await rateAll([fast], buildRequest(), { budgetMs: 1000, now: FIXTURE_NOW });
    const prices = result.offers.map((offer) => offer.price_ti);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("stops every carrier when the caller aborts", async () => {
    const slow = createSlowConnector(5000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const result = await rateAll([slow.connector], buildRequest(), {
      budgetMs: 10_000,
      signal: controller.signal,
    });
    expect(result.errors.map((error) => error.code)).toEqual(["carrier.timeout"]);
    expect(slow.state.aborted).toBe(true);
  });
});
