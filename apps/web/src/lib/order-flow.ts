import { callEndpoint } from "./api-client.ts";
import { API_ROUTES } from "./api-routes.ts";
import { createClientStore } from "./client-state.ts";

/**
 * The order chosen on the offers screen, handed to the order and payment screens (spec §4
 * "shipping" cookie): features never import each other, so the hand-over lives here.
 * POST /offer/select creates it, POST /update-shipment may replace its offer id.
 */
export type TChosenOrder = { shipment_id: string; order_id: string; offer_id: string };

export const orderStore = createClientStore<TChosenOrder>("shipping");

export const orderQueryKey = (ref: TChosenOrder) => ["order", ref.shipment_id, ref.order_id, ref.offer_id];

/** POST /offer/select (spec §7): choosing the same offer again answers the order in progress. */
export function selectOffer(ref: TChosenOrder, origin = "order-offer") {
  return callEndpoint(API_ROUTES.offerSelect, { body: { ...ref, origin } });
}

/**
 * The offers screen's Choose: an offer of a ship-to-contact rating goes through
 * POST /ship-to-contact/offer/{id}, which carries the page's addresses to the order (decision 041);
 * one of a pre-order rating through POST /pre-order/offer/{id}, the pre-order's (decision 046).
 */
export function chooseOffer(ref: TChosenOrder, ratingOrigin: string) {
  const body = { shipment_id: ref.shipment_id, order_id: ref.order_id };
  if (ratingOrigin === "ship-to-contact") {
    return callEndpoint(API_ROUTES.shipToContactOffer, { params: { id: ref.offer_id }, body });
  }
  if (ratingOrigin === "pre-order") {
    return callEndpoint(API_ROUTES.preorderOffer, { params: { id: ref.offer_id }, body });
  }
  return selectOffer(ref);
}
