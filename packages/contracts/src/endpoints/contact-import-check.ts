import {
  ZContactImportBody,
  ZContactImportParams,
  ZContactImportPreviewResponse,
} from "../contact-import.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/** The preview again with another column mapping (the page's editable mapping); it is kept. */
export const contactImportCheckEndpoint = defineEndpoint({
  method: "POST",
  path: "/my-contact/upload/:id/check",
  tags: ["contacts"],
  summary: "Check an uploaded contact list again with another column mapping",
  query: ZLangQuery,
  params: ZContactImportParams,
  body: ZContactImportBody,
  response: ZContactImportPreviewResponse,
  errors: { 400: ["contact_import.mapping_twice"], 401: ["auth.login_required"], 404: ["not_found"] },
});
