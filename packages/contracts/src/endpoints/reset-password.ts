import { z } from "zod";
import { checkPasswordPair, passwordPairFields } from "../accounts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

export const ZResetPasswordBody = z
  .strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/), ...passwordPairFields })
  .superRefine(checkPasswordPair);
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;
export const ZResetPasswordResponse = successEnvelope({});

/** Decision 007: the reset link's token, once, within the hour. */
export const resetPasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/reset-password",
  tags: ["accounts"],
  summary: "Set a new password with a reset link's token; every session of the user ends",
  query: ZLangQuery,
  body: ZResetPasswordBody,
  response: ZResetPasswordResponse,
  errors: {
    // Beside the validation.* codes: a used or expired link, the brand's password length.
    400: [
      "account.password_mismatch",
      "account.reset_invalid",
      "validation.too_short",
      "validation.too_long",
    ],
  },
});
