import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSettingsIdParams, ZShipmentDefaults, ZShipmentDefaultsResponse } from "../settings.ts";

/** POST /settings/updateShipment/{id}: the whole defaults document, replaced. */
export const ZUpdateShipmentBody = z.strictObject({ shipment_defaults: ZShipmentDefaults });

/** Spec §3 Shipment defaults, §5 limits. */
export const settingsUpdateShipmentEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/updateShipment/:id",
  tags: ["settings"],
  summary: "Save the default shipment settings; the quote form prefills from them",
  params: ZSettingsIdParams,
  query: ZLangQuery,
  body: ZUpdateShipmentBody,
  response: ZShipmentDefaultsResponse,
  errors: {
    // The UPS duty account's country is not in the country list.
    400: ["country.not_found"],
    401: ["auth.login_required"],
    404: ["not_found"],
  },
});
