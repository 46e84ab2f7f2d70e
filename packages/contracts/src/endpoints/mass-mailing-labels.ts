import { LANGS } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint, fileResponse } from "../endpoint.ts";
import { ZMassMailingParams } from "../mass-mailing.ts";

/** The batch's labels: one PDF (10 x 15 cm by default, or A4) or one ZPL file. */
export const ZMassLabelsQuery = z.strictObject({
  type: z.enum(["pdf", "zpl"]).default("pdf"),
  format: z.enum(["A4", "10x15"]).optional(),
  lang: z.enum(LANGS).optional(),
});

/** Issue 14: every label as one PDF or one ZPL file; one by one through GET /shipments/{id}/label. */
export const massMailingLabelsEndpoint = defineEndpoint({
  method: "GET",
  path: "/mass-mailing/:order/labels",
  tags: ["mass-mailing"],
  summary: "Every shipped recipient's label in one file: PDF (10 x 15 or A4) or ZPL",
  description:
    "Only shipped recipients have a label (refused ones have none). Nothing shipped yet: 404. " +
    "Another user's mass mailing: 404. Each recipient's own label: GET /shipments/{shipment_id}/label. " +
    "A live carrier's shipment carries the carrier's own label, which cannot be converted: asking " +
    "another type than the one it was made in answers 409.",
  query: ZMassLabelsQuery,
  params: ZMassMailingParams,
  response: fileResponse(["application/pdf", "application/zpl"]),
  errors: {
    400: [],
    401: ["auth.login_required"],
    404: ["not_found"],
    409: ["mass_mailing.label_format_live"],
  },
});
