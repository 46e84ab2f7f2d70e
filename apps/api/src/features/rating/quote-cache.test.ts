import type { TCarrierQuote, TRateRequest } from "@ship/carriers";
import { describe, expect, it } from "vitest";
import { createQuoteCache } from "./quote-cache.ts";

const request = (weight: number) =>
  ({ parcels: [{ number: 1, weight, x: 30, y: 20, z: 10 }], unit: "fr" }) as unknown as TRateRequest;
const quotes = [{ service_code: "X" }] as unknown as TCarrierQuote[];

describe("createQuoteCache", () => {
  const at = new Date("2026-11-23T10:15:05Z");

  it("keeps a request's quotes once it is asked a second time, within the same minute only", () => {
    const cache = createQuoteCache();
    const key = cache.keyOf(request(2));
    cache.set(key, at, quotes);
    expect(cache.get(key, at)).toBeUndefined();
    cache.set(key, at, quotes);
    expect(cache.get(cache.keyOf(request(2)), new Date("2026-11-23T10:15:59Z"))).toBe(quotes);
    expect(cache.get(cache.keyOf(request(3)), at)).toBeUndefined();
    expect(cache.get(key, new Date("2026-11-23T10:16:00Z"))).toBeUndefined();
  });

  it("keeps at most its number of entries and its bytes, dropping the oldest", () => {
    const byCount = createQuoteCache(2);
    const bySize = createQuoteCache(1000, 1500);
    for (const cache of [byCount, bySize]) {
      for (const weight of [1, 2, 3]) {
        cache.set(cache.keyOf(request(weight)), at, quotes);
        cache.set(cache.keyOf(request(weight)), at, quotes);
      }
      expect(cache.get(cache.keyOf(request(1)), at)).toBeUndefined();
      expect(cache.get(cache.keyOf(request(3)), at)).toBe(quotes);
    }
  });
});
