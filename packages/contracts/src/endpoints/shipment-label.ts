import { LANGS } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint, fileResponse } from "../endpoint.ts";
import { ZShipmentParams, ZSignedLinkQuery } from "../shipment.ts";

/** GET /shipments/{id}/label: PDF (A4 or 10 x 15 cm) or ZPL, as chosen in the order. */
export const ZLabelQuery = z.strictObject({
  format: z.enum(["A4", "10x15"]).optional(),
  lang: z.enum(LANGS).optional(),
  ...ZSignedLinkQuery,
});

/** Spec §2 'print labels', §3 label_format. */
export const shipmentLabelEndpoint = defineEndpoint({
  method: "GET",
  path: "/shipments/:id/label",
  tags: ["shipment"],
  summary: "The label: ZPL, or PDF in 10 x 15 cm (default) or A4 (?format=A4)",
  query: ZLabelQuery,
  params: ZShipmentParams,
  response: fileResponse(["application/pdf", "application/zpl"]),
  // Owner only: another caller's shipment is not_found.
  errors: { 400: [], 404: ["not_found"] },
});
