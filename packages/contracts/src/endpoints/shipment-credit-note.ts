import { defineEndpoint, fileResponse } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZShipmentParams, ZSignedLinkQuery } from "../shipment.ts";

/** The credit note of a cancelled shipment's invoice (gap-free number of its own). */
export const shipmentCreditNoteEndpoint = defineEndpoint({
  method: "GET",
  path: "/shipments/:id/credit-note",
  tags: ["shipment"],
  summary: "The credit note PDF of a cancelled shipment's invoice (404 before it is cancelled)",
  query: ZLangQuery.extend(ZSignedLinkQuery),
  params: ZShipmentParams,
  response: fileResponse(["application/pdf"]),
  // Owner only; not_found too while there is none.
  errors: { 400: [], 404: ["not_found"] },
});
