import { ZSepaMandateStatusResponse } from "../direct-debit.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * Spec §7 multipart POST /settings/sepa-upload (file, uid): the signed mandate, a PDF of at most
 * 1 MB (spec §5) recognised by its bytes, never by its name or declared type. `uid` must be the
 * caller's id (else 404). A second upload replaces the first. The body is multipart/form-data, so
 * it has no JSON schema here: the handler reads and checks its two fields.
 */
export const settingsSepaUploadEndpoint = defineEndpoint({
  method: "POST",
  path: "/settings/sepa-upload",
  tags: ["settings"],
  summary: "Upload the signed SEPA mandate (multipart: file, uid; PDF, at most 1 MB)",
  description:
    "multipart/form-data with the fields `file` (the signed PDF) and `uid` (the caller's user id). 400 with a field error when the file is missing, not a PDF or larger than 1 MB; nothing is stored then.",
  query: ZLangQuery,
  response: ZSepaMandateStatusResponse,
  errors: {
    400: ["sepa.file_required", "sepa.file_not_pdf", "sepa.file_too_large", "validation.invalid_value"],
    401: ["auth.login_required"],
    404: ["not_found"],
    409: ["sepa.bank_required"],
  },
});
