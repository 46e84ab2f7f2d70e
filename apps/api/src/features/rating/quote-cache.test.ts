import type { TCarrierQuote, TRateRequest } from "@ship/carriers";
import { describe, expect, it } from "vitest";
import { createQuoteCache } from "./quote-cache.ts";

const request = (weight: number) =>
  ({ parcels: [{ number: 1, weight, x: 30, y: 20, z: 10 }], unit: "fr" }) as unknown as TRateRequest;
const quotes = [{ service_code: "X" }] as unknown as TCarrierQuote[];

describe("createQuoteCache", () => {
  it("answers the same request within the same minute only", () => {
    const cache = createQuoteCache();
    const at = new Date("2026-11-23T10:15:05Z");
    cache.set(request(2), at, quotes);
    expect(cache.get(request(2), new Date("2026-11-23T10:15:59Z"))).toBe(quotes);
    expect(cache.get(request(3), at)).toBeUndefined();
    expect(cache.get(request(2), new Date("2026-11-23T10:16:00Z"))).toBeUndefined();
  });

  it("keeps at most its number of entries, dropping the oldest", () => {
    const cache = createQuoteCache(2);
    const at = new Date("2026-11-23T10:15:05Z");
    cache.set(request(1), at, quotes);
    cache.set(request(2), at, quotes);
    cache.set(request(3), at, quotes);
    expect(cache.get(request(1), at)).toBeUndefined();
    expect(cache.get(request(3), at)).toBe(quotes);
  });
});
