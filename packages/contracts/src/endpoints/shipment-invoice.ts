import { defineEndpoint, fileResponse } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZShipmentParams, ZSignedLinkQuery } from "../shipment.ts";

/** The invoice of a shipment that was charged (gap-free number). */
export const shipmentInvoiceEndpoint = defineEndpoint({
  method: "GET",
  path: "/shipments/:id/invoice",
  tags: ["shipment"],
  summary: "The invoice PDF (404 when nothing was charged)",
  query: ZLangQuery.extend(ZSignedLinkQuery),
  params: ZShipmentParams,
  response: fileResponse(["application/pdf"]),
  // Owner only; not_found too when nothing was charged.
  errors: { 400: [], 404: ["not_found"] },
});
