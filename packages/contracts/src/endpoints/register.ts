import { REGISTER_LIMITS } from "@ship/domain";
import { z } from "zod";
import { accountField, accountFields, checkPasswordPair } from "../accounts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSessionUser } from "../user.ts";

/**
 * POST /register: a personal account, logged in at once. `apporteur_code` carries a sponsor's
 * referral code (the personal link's ?ref=), as the professional form's does (decision 034).
 */
export const ZRegisterBody = z
  .strictObject({ ...accountFields, apporteur_code: accountField.optional(REGISTER_LIMITS.apporteurCode) })
  .superRefine(checkPasswordPair);
export type TRegisterBody = z.input<typeof ZRegisterBody>;

/** No token in the body (decision 024): the HttpOnly cookie carries it; GET /session tells the client. */
export const ZRegisterResponse = successEnvelope({ user: ZSessionUser });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/**
 * Spec §5 personal account. Named after what it opens: `registerEndpoint` is the API's route
 * builder (apps/api/src/http/register-endpoint.ts), which the route file imports beside it.
 */
export const registerPersonalEndpoint = defineEndpoint({
  method: "POST",
  path: "/register",
  tags: ["accounts"],
  summary: "Open a personal account; it is logged in at once (new session token)",
  query: ZLangQuery,
  body: ZRegisterBody,
  response: ZRegisterResponse,
  errors: {
    // Beside the validation.* codes: the brand's password length is checked by the service.
    400: [
      "account.terms_required",
      "account.password_mismatch",
      "account.email_exists",
      "validation.too_short",
      "validation.too_long",
    ],
    // The new account is logged in through the login rules, which count attempts per address.
    401: ["auth.incorrect_login"],
    // A shipping-factory brand (spec §1) opens professional accounts only (decision 049).
    403: ["account.personal_not_offered"],
    429: ["auth.too_many_attempts"],
  },
});
