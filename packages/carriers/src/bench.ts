import { loadSandboxConnectors, type TSandboxConnector } from "./sandbox-connector.ts";
import type { TRateRequest } from "./types.ts";

export type TRatingBenchmark = {
  runs: number;
  carriers: number;
  services: number;
  /** Offers in the last rating, to show the work was real. */
  offers: number;
  loadMs: number;
  medianMs: number;
  p95Ms: number;
};

const SAMPLE_REQUESTS: TRateRequest[] = [
  {
    ship_from: { country_code: "FR", postcode: "75011" },
    ship_to: { country_code: "FR", postcode: "92100", pro: 0 },
    parcels: [{ number: 2, weight: 3.5, x: 40, y: 30, z: 20 }],
    unit: "fr",
    shipment_type: 2,
    shipment_date: "2026-06-15",
    currency: "EUR",
    customer_type: "private",
  },
  {
    ship_from: { country_code: "FR", postcode: "69003" },
    ship_to: { country_code: "US", postcode: "10001", pro: 1 },
    parcels: [{ number: 1, weight: 12, x: 24, y: 16, z: 12 }],
    unit: "us",
    shipment_type: 2,
    shipment_date: "2026-06-15",
    currency: "USD",
    customer_type: "pro",
  },
];

function readPercentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * Times rating one shipment against every sandbox carrier (all nine sheets, every service),
 * synchronously so that only the engine is measured, not promise scheduling.
 */
export function benchmarkRating(runs = 1000, sheetDir?: string): TRatingBenchmark {
  const loadStart = performance.now();
  const connectors: TSandboxConnector[] = loadSandboxConnectors(sheetDir);
  const loadMs = performance.now() - loadStart;
  const now = new Date("2026-06-15T07:00:00Z");
  let offers = 0;
  const rateOnce = (request: TRateRequest) =>
    connectors.reduce((count, connector) => count + connector.explainRate(request, { now }).quotes.length, 0);
  for (let i = 0; i < 50; i++) rateOnce(SAMPLE_REQUESTS[i % SAMPLE_REQUESTS.length] as TRateRequest);
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const request = SAMPLE_REQUESTS[i % SAMPLE_REQUESTS.length] as TRateRequest;
    const start = performance.now();
    offers = rateOnce(request);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  return {
    runs,
    carriers: connectors.length,
    services: connectors.reduce((count, connector) => count + connector.rateSheet.services.length, 0),
    offers,
    loadMs,
    medianMs: readPercentile(timings, 0.5),
    p95Ms: readPercentile(timings, 0.95),
  };
}
