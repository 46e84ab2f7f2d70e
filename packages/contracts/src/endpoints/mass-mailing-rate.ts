import { MASS_MAILING_RULE_CODES } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import {
  ZMassContactIds,
  ZMassMailingId,
  ZMassMailingResponse,
  ZMassMailingSettings,
} from "../mass-mailing.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * POST /mass-mailing/rate: the shared settings and the recipients, either contacts of the caller's
 * address book (`contact_ids`, in the order chosen: the row numbers) or the recipients of an
 * uploaded file (`order`, from POST /mass-mailing/upload). Exactly one of the two.
 */
export const ZMassMailingRateBody = z
  .strictObject({
    shipment: ZMassMailingSettings,
    contact_ids: ZMassContactIds.optional(),
    order: ZMassMailingId.optional(),
  })
  .refine((body) => (body.contact_ids === undefined) !== (body.order === undefined), {
    message: "validation.required",
    path: ["contact_ids"],
  });
export type TMassMailingRateBody = z.input<typeof ZMassMailingRateBody>;

/** Spec §2 mass-mailing (rate, progress, offers), §5 mass mailing rules, §7 POST /mass-mailing/rate. */
export const massMailingRateEndpoint = defineEndpoint({
  method: "POST",
  path: "/mass-mailing/rate",
  tags: ["mass-mailing"],
  summary: "Rate a mass mailing: one offer chosen per recipient (cheapest or fastest)",
  description:
    "Checks spec §5's mass mailing rules first (domain checkMassMailing): each error's field names " +
    "the recipient's row (`recipients.{row}.parcels.0.weight`) or the shared setting " +
    "(`shipment.content`), nothing is stored. Then rates every recipient from the sender's address " +
    "and keeps the offer of the priority among the preferred carriers, copied into the mass mailing " +
    "(the price shown is the price paid). A recipient without an offer has `offer: null` and " +
    "`error`, and is never charged. With contact_ids, a new mass mailing is made (its random id is " +
    "`order`); with `order` (an uploaded file), that draft is rated again. Another user's contact " +
    "or mass mailing: 404. With `Accept: application/x-ndjson` the answer is streamed: one line " +
    '`{"progress":{"done":n,"total":m}}` as recipients are rated, then the JSON response above ' +
    "(decision 009).",
  query: ZLangQuery,
  body: ZMassMailingRateBody,
  response: ZMassMailingResponse,
  errors: {
    400: [
      ...MASS_MAILING_RULE_CODES,
      "country.not_found",
      "rating.date_too_late",
      "rating.stackable_pallet_only",
    ],
    401: ["auth.login_required"],
    404: ["not_found"],
    409: ["mass_mailing.not_editable"],
  },
});
