import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZMassMailingId } from "../mass-mailing.ts";
import { ZLangQuery } from "../reference.ts";
import { CONTACT_FILE_ERRORS } from "./contact-upload.ts";

// A multipart body reaches validation as null; a JSON body is refused as on every other route.
const ZNoJsonBody = z.strictObject({}).nullish();

/** One row of the uploaded file as the preview shows it, with its problems (empty: valid). */
export const ZMassUploadRow = z.object({
  /** The row's number in the file (1 is the first line). */
  row: z.number().int(),
  name: z.string(),
  company: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_code: z.string(),
  /** As typed in the file. */
  weight: z.string(),
  errors: z.array(
    z.object({
      /** The column's field (contact field, or number, weight, x, y, z, content, value). */
      field: z.string().nullable(),
      code: z.string(),
      /** Translated, naming the row. */
      message: z.string(),
    }),
  ),
});
export type TMassUploadRow = z.infer<typeof ZMassUploadRow>;

/**
 * Spec §7: answers success, shipments, order. `success` is true when every row is valid: the rows
 * are then the recipients of a new mass mailing (`order`, to rate with POST /mass-mailing/rate);
 * with any bad row nothing is saved and `order` is null.
 */
export const ZMassUploadResponse = successEnvelope({
  order: ZMassMailingId.nullable(),
  shipments: z.array(ZMassUploadRow),
  counts: z.object({ rows: z.number().int(), valid: z.number().int(), invalid: z.number().int() }),
}).extend({ success: z.boolean() });
export type TMassUploadResponse = z.infer<typeof ZMassUploadResponse>;

/** Spec §2 mass-mailing-upload, §5 Files, §7 multipart POST /mass-mailing/upload (file, uid, shipment). */
export const massMailingUploadEndpoint = defineEndpoint({
  method: "POST",
  path: "/mass-mailing/upload",
  tags: ["mass-mailing"],
  summary: "Upload a recipients file (multipart: file, uid, shipment) and get its per-row check",
  description:
    "multipart/form-data with `file` (xls, xlsx, csv or txt, at most 1 MB, judged by its bytes; the " +
    "contacts import's reader: one recipient per row, the address columns of a contact plus weight " +
    "(required) and optionally number, length, width, height, content, declared value), `uid` (the " +
    "caller's user id) and `shipment` (the shared settings of POST /mass-mailing/rate as JSON text). " +
    "Each row is checked as a contact and by spec §5's mass mailing rules; each error names its row. " +
    "All rows valid: success true and `order`, the new mass mailing's id (not rated yet). Otherwise " +
    "success false, `order` null, nothing saved. A missing, wrong-type, too large or unreadable file " +
    "answers 400 on `file`, and saves nothing.",
  query: ZLangQuery,
  body: ZNoJsonBody,
  response: ZMassUploadResponse,
  errors: {
    400: [
      ...CONTACT_FILE_ERRORS,
      "mass_mailing.settings_invalid",
      "mass_mailing.weight_column_missing",
      "mass_mailing.too_many_recipients",
    ],
    401: ["auth.login_required"],
    404: ["not_found"],
  },
});
