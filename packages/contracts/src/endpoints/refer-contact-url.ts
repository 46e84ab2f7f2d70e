import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZReferralIdParams } from "../referral.ts";

/** What became of a sponsored person (decision 034): waiting for a first paid shipment, or decided. */
export const SPONSORSHIP_STATUSES = ["pending", "rewarded", "refused", "expired"] as const;

export const ZSponsorshipRow = z.object({
  /** The sponsored account's e-mail, partly hidden ("b***@example.test"). */
  email: z.string(),
  registered_at: z.string(),
  status: z.enum(SPONSORSHIP_STATUSES),
  /** Integer euro cents credited for this person (0 until rewarded). */
  reward_cents: z.number().int(),
  /** The last day a first paid shipment earns the reward (ISO date). */
  valid_until: z.string(),
});
export type TSponsorshipRow = z.infer<typeof ZSponsorshipRow>;

export const ZReferContactUrlResponse = successEnvelope({
  /** The register page with the caller's personal code. */
  url: z.string(),
  code: z.string(),
  /** Spec §9, in cents: what one sponsored person earns, and what the caller has earned so far. */
  reward_cents: z.number().int(),
  rewarded_cents: z.number().int(),
  sponsorships: z.array(ZSponsorshipRow),
});
export type TReferContactUrlResponse = z.infer<typeof ZReferContactUrlResponse>;

/** Spec §2 refer-contacts, §7 GET /refer-contact/url/{id}: the personal link and its sponsored people. */
export const referContactUrlEndpoint = defineEndpoint({
  method: "GET",
  path: "/refer-contact/url/:id",
  tags: ["referral"],
  summary: "The caller's personal referral link, its sponsored people and their rewards",
  description:
    "`id` is the caller's user id; any other id answers 404. The link opens the register page with " +
    "the caller's code; an account registered with it is sponsored by the caller, who earns 20 EUR " +
    "of credit when that customer pays a first shipment within 12 months (spec §5, §9).",
  params: ZReferralIdParams,
  query: ZLangQuery,
  response: ZReferContactUrlResponse,
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
