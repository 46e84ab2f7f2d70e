import type { TApiError, TPreorderSelectedOffer, TShipmentInput } from "@ship/contracts";
import { createClientStore } from "./client-state.ts";

/**
 * What the quote form (home) hands to the progress and offers screens, and what they hand back
 * (spec §4 Rating): features never import each other, so the hand-over lives here.
 */

/**
 * The screens a rating starts from (spec §2: home, my account's collapsible form, the new-shipment
 * page, ship to contact, and the pre-order screen's new shipment modal). A rating remembers its origin: a failure and 'remake the shipment'
 * go back there (spec §4: "return to origin screen", "or ship-to-contact").
 */
export const RATING_ORIGINS = [
  "index",
  "my-account",
  "new-shipment",
  "ship-to-contact",
  "pre-order",
] as const;
export type TRatingOrigin = (typeof RATING_ORIGINS)[number];

/** Router state of #/{lang}/order-progress: the shipment to rate and the screen it came from. */
export type TProgressState = { shipment: TShipmentInput; origin?: TRatingOrigin };

/**
 * The rating to show on #/{lang}/order-offer (spec §7: POST /offers takes these ids). A pre-order's
 * rating carries the delivery its store's shopper chose: the offers screen highlights it (spec §2).
 */
export type TRatingRef = {
  shipment_id: string;
  order_id: string;
  origin: TRatingOrigin;
  selected_offer?: TPreorderSelectedOffer | null;
};

/**
 * Router state of the screen a rating started from (spec §2: /index with optional shipment and
 * errors; my-account with errors): the redo variant when remaking a shipment, and the errors of a
 * failed rating.
 */
export type THomeState = {
  redo?: boolean;
  failure?: { kind: "rating" | "no_offer" | "network"; errors: TApiError[]; message?: string };
};

// Spec §4: the shipment and offers cookies; logging out clears both (lib/client-state.ts).
export const quoteDraftStore = createClientStore<unknown>("shipment");
export const ratingStore = createClientStore<TRatingRef>("offers");

export const ORDER_PROGRESS_PATH = "order-progress";
export const ORDER_OFFER_PATH = "order-offer";
/** Spec §4: the home page is the origin screen of a rating that names none. */
export const HOME_PATH_FOR_RATING: TRatingOrigin = "index";

/** The offers screen of a rating: ship to contact has its own, whose Choose keeps its addresses. */
export function offersPathOf(origin: TRatingOrigin): string {
  return origin === "ship-to-contact" ? "ship-to-contact-offer" : ORDER_OFFER_PATH;
}

/** The origin a stored or handed-over value names, home when it names none we know. */
export function toRatingOrigin(value: unknown): TRatingOrigin {
  return RATING_ORIGINS.find((origin) => origin === value) ?? HOME_PATH_FOR_RATING;
}
