import { SEPA_UPLOAD_FIELDS } from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import { readFileUpload, type TFileUpload } from "../../http/read-file-upload.ts";

export type TMandateUpload = TFileUpload;

/**
 * Reads POST /settings/sepa-upload's multipart body (spec §7: file, uid): one file of at most
 * 1 MB and a few short fields; refusals are `sepa.*` errors on the file field.
 */
export function readMandateUpload(request: FastifyRequest): Promise<TMandateUpload> {
  return readFileUpload(request, {
    fields: SEPA_UPLOAD_FIELDS,
    errors: { required: "sepa.file_required", tooLarge: "sepa.file_too_large" },
  });
}
