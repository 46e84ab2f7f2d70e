import { UNIT_SYSTEMS } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZParcelInput } from "../rating.ts";
import { ZLangQuery } from "../reference.ts";

/** POST /document_allowed (spec §7): whether 'Documents' may be chosen as the reason. */
export const ZDocumentAllowedBody = z.strictObject({
  parcels: z.array(ZParcelInput).min(1).max(50),
  country_from: z.string().length(2),
  country_to: z.string().length(2),
  unit: z.enum(UNIT_SYSTEMS).optional(),
  shipment_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
export const ZDocumentAllowedResponse = successEnvelope({ allowed: z.boolean() });

/** Spec §5 reason 'Documents', §7; decision 006. */
export const documentAllowedEndpoint = defineEndpoint({
  method: "POST",
  path: "/document_allowed",
  tags: ["rating"],
  summary:
    "Whether 'Documents' may be chosen as the reason (decision 006: envelope, or parcels of 2 kg or less)",
  query: ZLangQuery,
  body: ZDocumentAllowedBody,
  response: ZDocumentAllowedResponse,
  errors: {
    // The parcel lines' checks (spec §5), field by field under parcels, beside the validation.* codes.
    400: ["0 higher"],
  },
});
