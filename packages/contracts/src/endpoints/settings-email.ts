import { LOGIN_MAX, PASSWORD_INPUT_MAX } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSettingsSavedResponse } from "../settings.ts";

/** POST /settings/email: new address twice and the current password (re-authentication, ASVS 7.5.1). */
export const ZChangeEmailBody = z
  .strictObject({
    token: z.string().max(64).optional(),
    newEmail: z.string().trim().max(LOGIN_MAX).pipe(z.email()),
    confirmEmail: z.string().trim().max(LOGIN_MAX),
    password: z.string().min(1).max(PASSWORD_INPUT_MAX),
  })
  .refine((body) => body.newEmail.toLowerCase() === body.confirmEmail.toLowerCase(), {
    message: "settings.email_mismatch",
    path: ["confirmEmail"],
  });
export type TChangeEmailBody = z.input<typeof ZChangeEmailBody>;

/** Spec §2 settings screen, brand block settings_email. */
export const settingsEmailEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/email",
  tags: ["settings"],
  summary: "Change the e-mail address: new address twice and the current password",
  query: ZLangQuery,
  body: ZChangeEmailBody,
  response: ZSettingsSavedResponse,
  errors: {
    400: ["settings.email_mismatch", "settings.wrong_password", "settings.email_taken"],
    401: ["auth.login_required"],
    // The brand switched the block off, or the body's token is not the caller's session.
    404: ["not_found"],
  },
});
