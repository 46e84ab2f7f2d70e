import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZMassMailingId, ZMassMailingResponse } from "../mass-mailing.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * Spec §7 POST /mass-mailing/ship. Without payment_method: ships what a paid card payment settled
 * (the paid notification already queued the batch; this only answers it). With `credit` or
 * `deferred`: settles the mass mailing that way and queues the batch, in one transaction.
 */
export const ZMassMailingShipBody = z.strictObject({
  order: ZMassMailingId,
  payment_method: z.enum(["credit", "deferred"]).optional(),
});
export type TMassMailingShipBody = z.input<typeof ZMassMailingShipBody>;

/** Spec §2 mass-mailing-order-confirm; §4 "ship success to confirmation else back with errors". */
export const massMailingShipEndpoint = defineEndpoint({
  method: "POST",
  path: "/mass-mailing/ship",
  tags: ["mass-mailing"],
  summary: "Ship a paid mass mailing (or pay it by credit / later and ship): one shipment per recipient",
  description:
    "The shipments are made by a background job that survives a restart (one per recipient, exactly " +
    "once); the answer is the mass mailing at once, read it again with GET /mass-mailing/{order} for " +
    "the progress. A recipient the carrier refuses is not charged (card part refunded, credit given " +
    "back). One e-mail sums up the batch. Idempotent: shipping again answers the same batch. Not " +
    "paid: 402 mass_mailing.payment_required; another user's: 404.",
  query: ZLangQuery,
  body: ZMassMailingShipBody,
  response: ZMassMailingResponse,
  errors: {
    400: [],
    401: ["auth.login_required"],
    402: ["mass_mailing.payment_required"],
    403: ["mass_mailing.deferred_not_allowed"],
    404: ["not_found"],
    409: [
      "mass_mailing.nothing_to_ship",
      "mass_mailing.not_editable",
      "mass_mailing.credit_insufficient",
      "mass_mailing.credit_currency",
      "mass_mailing.deferred_limit",
    ],
  },
});
