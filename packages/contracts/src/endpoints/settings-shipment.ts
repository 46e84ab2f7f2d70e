import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSettingsIdParams, ZSettingsReadBody, ZShipmentDefaultsResponse } from "../settings.ts";

/** POST /settings/shipment/{id}: the shipment defaults (spec §3), read by the settings screen. */
export const settingsShipmentEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/shipment/:id",
  tags: ["settings"],
  summary: "The default shipment settings (spec §3 Shipment defaults)",
  params: ZSettingsIdParams,
  query: ZLangQuery,
  body: ZSettingsReadBody,
  response: ZShipmentDefaultsResponse,
  errors: {
    400: [],
    401: ["auth.login_required"],
    // The path's id (or the body's token) is not the caller's.
    404: ["not_found"],
  },
});
