import { z } from "zod";
import { ZContactImportPreviewResponse } from "../contact-import.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

// A multipart body reaches validation as null; a JSON body is refused as on every other route.
const ZNoJsonBody = z.strictObject({}).nullish();

/** What a spreadsheet upload answers for a file it cannot read (shared with the mass mailing upload). */
export const CONTACT_FILE_ERRORS = [
  "contact_import.file_required",
  "contact_import.file_too_large",
  "contact_import.file_type",
  "contact_import.file_unreadable",
  "contact_import.unpacked_too_large",
  "contact_import.too_many_rows",
  "contact_import.too_many_columns",
  "contact_import.empty",
] as const;

/**
 * Spec §7 multipart POST /my-contact/upload/data (file, uid): a contact list (xls, xlsx, csv or
 * txt, at most 1 MB, recognised by its bytes), read and checked but not saved: the answer is the
 * preview, kept under its id for the import (decision 040). `uid` must be the caller's id.
 */
export const contactUploadEndpoint = defineEndpoint({
  method: "POST",
  path: "/my-contact/upload/data",
  tags: ["contacts"],
  summary: "Upload a contact list (multipart: file, uid) and get its preview",
  description:
    "multipart/form-data with `file` (xls, xlsx, csv or txt, at most 1 MB, judged by its bytes) and `uid` (the caller's user id). Answers the detected header row, each column's contact field, the first rows, each row's problems and the counts; nothing is added to the address book until POST /my-contact/upload/{id}/import. 400 with an error on `file` for a missing, too large, unreadable or oversized (rows, columns, unpacked size) file.",
  query: ZLangQuery,
  body: ZNoJsonBody,
  response: ZContactImportPreviewResponse,
  errors: {
    400: CONTACT_FILE_ERRORS,
    401: ["auth.login_required"],
    404: ["not_found"],
  },
});
