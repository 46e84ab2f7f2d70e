import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZAccountSettingsResponse, ZSettingsReadBody, ZSettingsTokenParams } from "../settings.ts";

/** POST /settings/user/{token}: the account block of the settings screen (spec §2, §3 User, Bank). */
export const settingsUserEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/user/:token",
  tags: ["settings"],
  summary: "Account address, invoice address, apporteur code, payment method and masked bank details",
  params: ZSettingsTokenParams,
  query: ZLangQuery,
  body: ZSettingsReadBody,
  response: ZAccountSettingsResponse,
  errors: {
    400: [],
    401: ["auth.login_required"],
    // The token in the path is not the caller's session.
    404: ["not_found"],
  },
});
