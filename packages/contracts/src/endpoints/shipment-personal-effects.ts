import { defineEndpoint, fileResponse } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZShipmentParams, ZSignedLinkQuery } from "../shipment.ts";

/** Spec §5: personal effects sent abroad worth more than $150 travel with the sender's declaration. */
export const shipmentPersonalEffectsEndpoint = defineEndpoint({
  method: "GET",
  path: "/shipments/:id/personal-effects",
  tags: ["shipment"],
  summary: "The sender's personal effects declaration (personal effects abroad above $150, else 404)",
  query: ZLangQuery.extend(ZSignedLinkQuery),
  params: ZShipmentParams,
  response: fileResponse(["application/pdf"]),
  // Owner only; not_found too when the shipment needs no declaration.
  errors: { 400: [], 404: ["not_found"] },
});
