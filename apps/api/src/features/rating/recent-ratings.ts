import { isOwnedBy, type TOwner } from "../session/owned-by.ts";
import { serializeOffers } from "./offers-json.ts";
import type { TNewRating, TStoredRating } from "./rating-repository.ts";

const DEFAULT_MAX_ENTRIES = 256;

/**
 * The last ratings this process wrote. A rating never changes once written, so the POST /offers
 * that follows a POST /rate (nearly always on the same process) is answered from memory, with the
 * same ownership rule as the database; older ratings, or ones another process wrote, are read from
 * the database.
 */
export function createRecentRatings(maxEntries = DEFAULT_MAX_ENTRIES) {
  const entries = new Map<string, TNewRating>();
  return {
    remember(rating: TNewRating): void {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
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
