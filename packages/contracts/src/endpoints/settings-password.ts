import { PASSWORD_INPUT_MAX } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSettingsIdParams, ZSettingsSavedResponse } from "../settings.ts";

/** POST /settings/password/{id}: old, new and confirmation; the brand sets the length of the new one. */
export const ZChangePasswordBody = z
  .strictObject({
    token: z.string().max(64).optional(),
    old: z.string().min(1).max(PASSWORD_INPUT_MAX),
    new: z.string().min(1).max(PASSWORD_INPUT_MAX),
    confirm: z.string().min(1).max(PASSWORD_INPUT_MAX),
  })
  .refine((body) => body.new === body.confirm, {
    message: "settings.password_mismatch",
    path: ["confirm"],
  });
export type TChangePasswordBody = z.input<typeof ZChangePasswordBody>;

/** Spec §2 settings screen, brand block settings_password; §5 the brand's password length. */
export const settingsPasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/password/:id",
  tags: ["settings"],
  summary: "Change the password (old, new, confirmation); the user's other sessions end",
  params: ZSettingsIdParams,
  query: ZLangQuery,
  body: ZChangePasswordBody,
  response: ZSettingsSavedResponse,
  errors: {
    // validation.too_short and too_long: the brand's length rule, checked after the schema.
    400: [
      "settings.password_mismatch",
      "validation.too_short",
      "validation.too_long",
      "settings.wrong_password",
    ],
    401: ["auth.login_required"],
    // The brand switched the block off, or the path's id (or the body's token) is not the caller's.
    404: ["not_found"],
  },
});
