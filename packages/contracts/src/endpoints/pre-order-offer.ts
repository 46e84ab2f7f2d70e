import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZOfferSelectResponse } from "./offer-select.ts";
import { ZShipToContactOfferBody, ZShipToContactOfferParams } from "./ship-to-contact-offer.ts";

/** `id` is the chosen offer_id of a rating made by POST /pre-order/rate. */
export const preorderOfferEndpoint = defineEndpoint({
  method: "POST",
  path: "/pre-order/offer/:id",
  tags: ["pre-order"],
  summary: "Choose an offer of a pre-order rating: the order in progress, addresses filled in",
  description:
    "Logged-in users only. Chooses the offer as POST /offer/select does and copies the pre-order's " +
    "addresses onto the order (`order.prefill`). The normal order flow follows (POST /update-shipment, " +
    "payment, ship); the shipment made is appended to the pre-order. A rating that is not the " +
    "caller's, or not made by POST /pre-order/rate, answers 404 not_found.",
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
