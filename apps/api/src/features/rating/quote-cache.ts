import type { TCarrierQuote, TRateRequest } from "@ship/carriers";

const MINUTE_MS = 60_000;

/**
 * Carriers' answers to the same request in the same minute are the same: the rate sheets read the
 * clock to the minute (cut-off times, collection dates). Keeping them for that minute spares the
 * engine when several customers (or one, going back and forth) ask the same quote. Only complete
 * answers are kept: a carrier that failed or ran out of time is asked again next time.
 */
export function createQuoteCache(maxEntries = 1000) {
  let minute = -1;
  const entries = new Map<string, readonly TCarrierQuote[]>();

  const bucketOf = (at: Date) => Math.floor(at.getTime() / MINUTE_MS);
  const keyOf = (request: TRateRequest) => JSON.stringify(request);
  const roll = (at: Date) => {
    const current = bucketOf(at);
    if (current !== minute) {
      minute = current;
      entries.clear();
    }
  };

  return {
    get(request: TRateRequest, at: Date): readonly TCarrierQuote[] | undefined {
      roll(at);
      return entries.get(keyOf(request));
    },
    set(request: TRateRequest, at: Date, quotes: readonly TCarrierQuote[]): void {
      roll(at);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(keyOf(request), quotes);
    },
  };
}
