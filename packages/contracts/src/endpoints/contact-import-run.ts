import { ZContactImportBody, ZContactImportParams, ZContactImportResultResponse } from "../contact-import.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * Adds the valid rows of an uploaded list to the caller's address book, with the mapping given,
 * in one transaction; a row already there (or earlier in the file) is not added again. Once done,
 * the same call answers the same counts and adds nothing (a retry is safe).
 */
export const contactImportEndpoint = defineEndpoint({
  method: "POST",
  path: "/my-contact/upload/:id/import",
  tags: ["contacts"],
  summary: "Import the valid rows of an uploaded contact list",
  query: ZLangQuery,
  params: ZContactImportParams,
  body: ZContactImportBody,
  response: ZContactImportResultResponse,
  errors: { 400: ["contact_import.mapping_twice"], 401: ["auth.login_required"], 404: ["not_found"] },
});
