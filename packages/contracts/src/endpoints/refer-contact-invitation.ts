import { REFERRAL_LIMITS } from "@ship/domain";
import { z } from "zod";
import { accountField } from "../accounts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZReferralIdParams } from "../referral.ts";

/** Spec §3 Referral (emails, message), §5: at least one e-mail row, each at most 64 characters. */
export const ZReferContactInvitationBody = z.strictObject({
  emails: z.array(accountField.email(REFERRAL_LIMITS.email)).min(1).max(REFERRAL_LIMITS.emailsPerInvitation),
  message: z.string().trim().min(1).max(REFERRAL_LIMITS.message),
});
export type TReferContactInvitationBody = z.input<typeof ZReferContactInvitationBody>;

export const ZReferContactInvitationResponse = successEnvelope({ sent: z.number().int() });

/** Spec §7 POST /refer-contact/invitation/{id}: one invitation e-mail per address. */
export const referContactInvitationEndpoint = defineEndpoint({
  method: "POST",
  path: "/refer-contact/invitation/:id",
  tags: ["referral"],
  summary: "Invite people by e-mail with the caller's personal referral link",
  description:
    "`id` is the caller's user id; any other id answers 404. One e-mail per address (1 to 10, " +
    "each at most 64 characters), with the caller's message (at most 1000 characters). The " +
    "caller's own address and an address given twice are refused; at most 50 invitations a day.",
  params: ZReferralIdParams,
  query: ZLangQuery,
  body: ZReferContactInvitationBody,
  response: ZReferContactInvitationResponse,
  errors: {
    400: ["referral.own_email", "referral.duplicate_email"],
    401: ["auth.login_required"],
    404: ["not_found"],
    429: ["referral.daily_limit"],
  },
});
