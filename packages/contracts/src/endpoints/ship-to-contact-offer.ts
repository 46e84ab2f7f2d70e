import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZOfferSelectResponse } from "./offer-select.ts";

const ZId = z.string().min(1).max(64);

export const ZShipToContactOfferParams = z.strictObject({ id: ZId });
export const ZShipToContactOfferBody = z.strictObject({ shipment_id: ZId, order_id: ZId });
export type TShipToContactOfferBody = z.input<typeof ZShipToContactOfferBody>;

/** Spec §7 POST /ship-to-contact/offer/{id}: `id` is the chosen offer_id of a ship-to-contact rating. */
export const shipToContactOfferEndpoint = defineEndpoint({
  method: "POST",
  path: "/ship-to-contact/offer/:id",
  tags: ["ship-to-contact"],
  summary: "Choose an offer of a ship-to-contact rating: the order in progress, addresses filled in",
  description:
    "Logged-in users only. Chooses the offer as POST /offer/select does (never priced again; choosing " +
    "again replaces it) and copies what the ship-to-contact page typed onto the order: the answer's " +
    "`order.prefill` holds both addresses and the shipment info, which the order page starts from. " +
    "The normal order flow (POST /update-shipment, payment) follows. A rating that is not the " +
    "caller's, or not made by POST /ship-to-contact, answers 404 not_found.",
  query: ZLangQuery,
  params: ZShipToContactOfferParams,
  body: ZShipToContactOfferBody,
  response: ZOfferSelectResponse,
  errors: {
    400: [],
    401: ["auth.login_required"],
    404: ["not_found", "order.offer_not_found"],
    409: ["payment.already_paid"],
  },
});
