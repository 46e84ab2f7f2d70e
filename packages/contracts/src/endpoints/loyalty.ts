import { GENDERS, LOYALTY_LIMITS as L } from "@ship/domain";
import { z } from "zod";
import { accountField } from "../accounts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

const { required, optional } = accountField;

/** Spec §5 Loyalty: gender M or F, names max 100, address lines max 255, city max 255, all required. */
export const ZLoyaltyBody = z.strictObject({
  gender: z.enum(GENDERS),
  firstname: required(L.firstname),
  lastname: required(L.lastname),
  address1: required(L.address),
  /** The second line is the only optional field: not every address has one (decision 034). */
  address2: optional(L.address),
  postcode: required(L.postcode),
  city: required(L.city),
  country_id: z.number().int().positive(),
});
export type TLoyaltyBody = z.input<typeof ZLoyaltyBody>;

export const ZLoyaltyResponse = successEnvelope({ enrolled: z.literal(true) });

/** Spec §2 loyalty: the loyalty programme form (the spec names no call; decision 034). */
export const loyaltyEndpoint = defineEndpoint({
  method: "POST",
  path: "/loyalty",
  tags: ["referral"],
  summary: "Join the loyalty programme (a second submit updates the enrolment)",
  description:
    "Logged in only. Stores the caller's enrolment (one per user) and tells the team by e-mail; " +
    "gift vouchers of up to 200 EUR are sent by the team (spec §9).",
  query: ZLangQuery,
  body: ZLoyaltyBody,
  response: ZLoyaltyResponse,
  errors: { 400: ["country.not_found"], 401: ["auth.login_required"] },
});
