import type { TCarrierQuote, TRateRequest } from "@ship/carriers";
import { createBoundedMap } from "../../lib/bounded-map.ts";

const MINUTE_MS = 60_000;

/**
 * Heap bytes of one quote as the engine makes it (its info blocks shared with the other offers of
 * the service on the same dates): measured from heap snapshots under the varied bench (issue 33).
 */
const QUOTE_BYTES = 600;

/** The estimated heap bytes of a list of quotes, for the caches that hold them. */
export const estimateQuotesBytes = (quotes: readonly TCarrierQuote[]) => 64 + quotes.length * QUOTE_BYTES;

/** Distinct requests remembered as seen once in the minute (a 32-bit digest each). */
const SEEN_MAX = 50_000;

/** FNV-1a over the key's UTF-16 code units: a compact trace of a request seen once. */
function digestOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Carriers' answers to the same request in the same minute are the same: the rate sheets read the
 * clock to the minute (cut-off times, collection dates). Keeping them for that minute spares the
 * engine when several customers (or one, going back and forth) ask the same quote. Only complete
 * answers are kept: a carrier that failed or ran out of time is asked again next time.
 *
 * Issue 33: nearly every visitor's parcel is its own, so a request's quotes are kept only when it
 * is asked a second time in the minute (the first time leaves a 32-bit trace): quotes nobody asks
 * again are not held for the minute, where they filled the old generation of the heap. The cache
 * is bounded by entries and by bytes.
 */
export function createQuoteCache(maxEntries = 1000, maxBytes = 4 * 1024 * 1024) {
  let minute = -1;
  const entries = createBoundedMap<string, readonly TCarrierQuote[]>({
    maxEntries,
    maxBytes,
    sizeOf: (key, quotes) => key.length + estimateQuotesBytes(quotes),
  });
  const seen = new Set<number>();

  const roll = (at: Date) => {
    const current = Math.floor(at.getTime() / MINUTE_MS);
    if (current !== minute) {
      minute = current;
      entries.clear();
      seen.clear();
    }
  };

  return {
    /** The cache's key of a request (computed once per rating, for get then set). */
    keyOf: (request: TRateRequest): string => JSON.stringify(request),
    get(key: string, at: Date): readonly TCarrierQuote[] | undefined {
      roll(at);
      return entries.get(key);
    },
    set(key: string, at: Date, quotes: readonly TCarrierQuote[]): void {
      roll(at);
      const digest = digestOf(key);
      if (!seen.has(digest)) {
        if (seen.size >= SEEN_MAX) seen.clear();
        seen.add(digest);
        return;
      }
      entries.set(key, quotes);
    },
  };
}
