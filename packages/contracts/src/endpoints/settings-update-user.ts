import { SETTINGS_LIMITS } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZAccountSettingsResponse, ZSettingsAddress, ZSettingsTokenParams } from "../settings.ts";

/** POST /settings/updateUser/{token}: address, invoice address or null, apporteur code. */
export const ZUpdateUserBody = z.strictObject({
  address: ZSettingsAddress,
  invoice_address: ZSettingsAddress.nullable(),
  apporteur_code: z.string().trim().max(SETTINGS_LIMITS.apporteurCode).optional().default(""),
});
export type TUpdateUserBody = z.input<typeof ZUpdateUserBody>;

/** Spec §3 User, §5 limits. */
export const settingsUpdateUserEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/updateUser/:token",
  tags: ["settings"],
  summary: "Save the account address, the invoice address (or null) and the apporteur code",
  params: ZSettingsTokenParams,
  query: ZLangQuery,
  body: ZUpdateUserBody,
  response: ZAccountSettingsResponse,
  errors: {
    // Checked against the country list: an unknown country, a postcode missing where the country uses them.
    400: ["country.not_found", "validation.required"],
    401: ["auth.login_required"],
    404: ["not_found"],
  },
});
