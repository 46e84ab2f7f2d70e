import { createBoundedMap } from "../../lib/bounded-map.ts";
import { isOwnedBy, type TOwner } from "../session/owned-by.ts";
import { serializeOffers } from "./offers-json.ts";
import { estimateQuotesBytes } from "./quote-cache.ts";
import type { TNewRating, TStoredRating } from "./rating-repository.ts";

const DEFAULT_MAX_ENTRIES = 256;
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

/** A rating's estimated heap bytes: its JSON parts and its quotes. */
function ratingBytes(rating: TNewRating): number {
  const kept = "inputs" in rating.kept ? rating.kept.inputs.shipmentJson : rating.kept.offerSet.json;
  return 256 + rating.shipmentJson.length + kept.length + estimateQuotesBytes(rating.quotes);
}

/**
 * The last ratings this process wrote. A rating never changes once written, so the POST /offers
 * that follows a POST /rate (nearly always on the same process) is answered from memory, with the
 * same ownership rule as the database; older ratings, or ones another process wrote, are read from
 * the database. Bounded by entries and by bytes (issue 33).
 */
export function createRecentRatings(maxEntries = DEFAULT_MAX_ENTRIES, maxBytes = DEFAULT_MAX_BYTES) {
  const entries = createBoundedMap<string, TNewRating>({
    maxEntries,
    maxBytes,
    sizeOf: (_shipmentId, rating) => ratingBytes(rating),
  });
  return {
    remember(rating: TNewRating): void {
      entries.set(rating.shipmentId, rating);
    },
    find(shipmentId: string, orderId: string, owner: TOwner): TStoredRating | undefined {
      const rating = entries.get(shipmentId);
      if (!rating || rating.orderId !== orderId || !isOwnedBy(rating, owner)) return undefined;
      return {
        shipmentJson: rating.shipmentJson,
        carrierErrorsJson: rating.carrierErrorsJson,
        // Built when asked, not kept: the quotes are shared, the 20 KB text is not.
        offers: {
          json: serializeOffers(rating.quotes, rating.shipmentId, rating.orderId),
          count: rating.quotes.length,
        },
      };
    },
  };
}
