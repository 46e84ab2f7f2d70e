import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZShipmentParams, ZShipmentResponse } from "../shipment.ts";

/** GET /shipments/{id}: the confirmation screen's shipment, reloaded (spec §2 step 5). */
export const readShipmentEndpoint = defineEndpoint({
  method: "GET",
  path: "/shipments/:id",
  tags: ["shipment"],
  summary: "A shipment of the caller (the confirmation page, reloaded)",
  query: ZLangQuery,
  params: ZShipmentParams,
  response: ZShipmentResponse,
  // Another caller's shipment is not_found, like one that does not exist.
  errors: { 400: [], 404: ["not_found"] },
});
