import { defineEndpoint } from "../endpoint.ts";
import { ZMassMailingParams, ZMassMailingResponse } from "../mass-mailing.ts";
import { ZLangQuery } from "../reference.ts";

/** Spec §2 mass-mailing-offer (offers), mass-mailing-order-confirm (progress, labels). */
export const massMailingReadEndpoint = defineEndpoint({
  method: "GET",
  path: "/mass-mailing/:order",
  tags: ["mass-mailing"],
  summary: "One mass mailing of the caller: recipients, offers, totals, statuses and label links",
  description:
    "The confirmation page asks again while `status` is paid or shipping: each recipient moves from " +
    "waiting to shipped (shipment_id, tracking numbers) or refused (not charged). `labels` links " +
    "the batch's PDF and ZPL once a recipient is shipped. Another user's mass mailing: 404.",
  query: ZLangQuery,
  params: ZMassMailingParams,
  response: ZMassMailingResponse,
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
