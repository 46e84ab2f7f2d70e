import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZMassMailingId, ZMassMailingTotals } from "../mass-mailing.ts";
import { ZLangQuery } from "../reference.ts";

/** Spec §7 POST /mass-mailing/delete (order, shipment): `shipment` is the recipient's id. */
export const ZMassMailingDeleteBody = z.strictObject({ order: ZMassMailingId, shipment: ZMassMailingId });
export type TMassMailingDeleteBody = z.input<typeof ZMassMailingDeleteBody>;

export const ZMassMailingDeleteResponse = successEnvelope({ totals: ZMassMailingTotals });
export type TMassMailingDeleteResponse = z.infer<typeof ZMassMailingDeleteResponse>;

/** Spec §2 mass-mailing-offer (delete link and totals). */
export const massMailingDeleteEndpoint = defineEndpoint({
  method: "POST",
  path: "/mass-mailing/delete",
  tags: ["mass-mailing"],
  summary: "Remove a recipient from a mass mailing not yet paid; answers the new totals",
  description:
    "Idempotent: removing a removed recipient answers the same totals. Another user's mass mailing, " +
    "or a recipient of another mass mailing: 404. A card payment opened for the old total is " +
    "replaced (its page can no longer charge); once the mass mailing is paid: 409 " +
    "mass_mailing.not_editable.",
  query: ZLangQuery,
  body: ZMassMailingDeleteBody,
  response: ZMassMailingDeleteResponse,
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"], 409: ["mass_mailing.not_editable"] },
});
