import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { orderKeyFields, ZOrderInProgress } from "../order.ts";
import { ZLangQuery } from "../reference.ts";

/** POST /offer/select: the customer chooses an offer of a rating made by this session or user. */
export const ZOfferSelectBody = z.strictObject({
  ...orderKeyFields,
  /** The screen the customer came from (spec §7 origin), kept for going back. */
  origin: z.string().trim().max(32).optional(),
});
export type TOfferSelectBody = z.input<typeof ZOfferSelectBody>;

export const ZOfferSelectResponse = successEnvelope({ order: ZOrderInProgress });
export type TOfferSelectResponse = z.infer<typeof ZOfferSelectResponse>;

/** Spec §2 step 3, §4 'select offer', §7. */
export const offerSelectEndpoint = defineEndpoint({
  method: "POST",
  path: "/offer/select",
  tags: ["order"],
  summary: "Choose an offer of a rating made by this session (or this user): the order in progress",
  description:
    "Answers the offer as it was shown (never priced again), the options of the order form and the " +
    "shipping info typed so far. Another caller's rating answers 404 not_found; an offer id that is " +
    "not one of the rating's, 404 order.offer_not_found; a rating made under a tariff since replaced, " +
    "409 rating.expired. Choosing again replaces the offer.",
  query: ZLangQuery,
  body: ZOfferSelectBody,
  response: ZOfferSelectResponse,
  errors: {
    // The schema check's validation.* codes only.
    400: [],
    404: ["not_found", "order.offer_not_found"],
    409: ["payment.already_paid", "rating.expired"],
  },
});
