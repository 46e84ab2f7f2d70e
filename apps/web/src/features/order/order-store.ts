import { createClientStore } from "../../app/client-state";

/**
 * The order chosen on the offers screen (spec §4 "shipping" cookie): POST /offer/select creates it,
 * POST /update-shipment may replace its offer id, and the payment page reads it.
 */
export type TChosenOrder = { shipment_id: string; order_id: string; offer_id: string };

export const orderStore = createClientStore<TChosenOrder>("shipping");
