import { PASSWORD_INPUT_MAX } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSubAccountRegisterToken, ZSubAccountStatus } from "../sub-accounts.ts";
import { ZSessionUser } from "../user.ts";

export const ZSubAccountRegisterBody = z
  .strictObject({
    token: ZSubAccountRegisterToken,
    password: z.string().min(1).max(PASSWORD_INPUT_MAX),
    passwordCompr: z.string().min(1).max(PASSWORD_INPUT_MAX),
  })
  .refine((body) => body.password === body.passwordCompr, {
    message: "settings.password_mismatch",
    path: ["passwordCompr"],
  });
export type TSubAccountRegisterBody = z.input<typeof ZSubAccountRegisterBody>;

/** Status 1 logs the new sub-account in (cookie set, user returned); status 0 does not. */
export const ZSubAccountRegisterResponse = successEnvelope({
  status: ZSubAccountStatus,
  user: ZSessionUser.nullable(),
});

/** Spec §4: registration from the invitation's page with a password; status 1 logs in at once. */
export const subAccountRegisterEndpoint = defineEndpoint({
  method: "POST",
  path: "/sub_account_register",
  tags: ["sub-accounts"],
  summary: "Choose the sub-account's password; status 1 logs it in (new session cookie)",
  query: ZLangQuery,
  body: ZSubAccountRegisterBody,
  response: ZSubAccountRegisterResponse,
  errors: {
    // Beside the validation.* codes: the brand's password length is checked by the service.
    400: ["settings.password_mismatch", "validation.too_short", "validation.too_long"],
    // Status 1 is logged in through the login rules, which count attempts per address.
    401: ["auth.incorrect_login"],
    404: ["sub_account.token_invalid"],
    429: ["auth.too_many_attempts"],
  },
});
