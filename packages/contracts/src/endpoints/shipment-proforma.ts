import { defineEndpoint, fileResponse } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZShipmentParams, ZSignedLinkQuery } from "../shipment.ts";

/** Spec §5: the pro-forma invoice travels with a shipment that goes through customs. */
export const shipmentProformaEndpoint = defineEndpoint({
  method: "GET",
  path: "/shipments/:id/proforma",
  tags: ["shipment"],
  summary: "The pro-forma invoice in three copies (customs shipments only, else 404)",
  query: ZLangQuery.extend(ZSignedLinkQuery),
  params: ZShipmentParams,
  response: fileResponse(["application/pdf"]),
  // Owner only; not_found too when no customs apply.
  errors: { 400: [], 404: ["not_found"] },
});
