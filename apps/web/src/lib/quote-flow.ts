import type { TApiError, TShipmentInput } from "@ship/contracts";
import { createClientStore } from "./client-state.ts";

/**
 * What the quote form (home) hands to the progress and offers screens, and what they hand back
 * (spec §4 Rating): features never import each other, so the hand-over lives here.
 */

/** Router state of #/{lang}/order-progress: the shipment to rate. */
export type TProgressState = { shipment: TShipmentInput };

/** The rating to show on #/{lang}/order-offer (spec §7: POST /offers takes these ids). */
export type TRatingRef = { shipment_id: string; order_id: string; origin: "index" };

/**
 * Router state of the home page (spec §2: /index with optional shipment and errors): the redo
 * variant when remaking a shipment, and the errors of a failed rating.
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
/** Spec §4: the quote form is the origin screen of a rating (only the home page rates for now). */
export const HOME_PATH_FOR_RATING = "index";
