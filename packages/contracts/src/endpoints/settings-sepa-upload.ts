import { z } from "zod";
import { ZSepaMandateStatusResponse } from "../direct-debit.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * Spec §7 multipart POST /settings/sepa-upload (file, uid): the signed mandate, a PDF of at most
 * 1 MB (spec §5) recognised by its bytes, never by its name or declared type. `uid` must be the
 * caller's id (else 404). A second upload replaces the first. The body is multipart/form-data: the
 * handler reads and checks its two fields. A JSON body is refused by the schema below like
 * everywhere else (unknown fields, wrong types); an empty one reaches the handler, which asks for
 * the file.
 */
// A multipart body reaches validation as null (the multipart parser hands no value over).
const ZNoJsonBody = z.strictObject({}).nullish();

export const settingsSepaUploadEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/sepa-upload",
  tags: ["settings"],
  summary: "Upload the signed SEPA mandate (multipart: file, uid; PDF, at most 1 MB)",
  description:
    "multipart/form-data with the fields `file` (the signed PDF) and `uid` (the caller's user id). 400 with a field error when the file is missing, not a PDF or larger than 1 MB; nothing is stored then.",
  query: ZLangQuery,
  body: ZNoJsonBody,
  response: ZSepaMandateStatusResponse,
  errors: {
    400: ["sepa.file_required", "sepa.file_not_pdf", "sepa.file_too_large", "validation.invalid_value"],
    401: ["auth.login_required"],
    404: ["not_found"],
    409: ["sepa.bank_required"],
  },
});
