import { ZContactTemplateParams } from "../contact-import.ts";
import { defineEndpoint, fileResponse } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * Spec §7 'static sample xls and csv contact templates': the headers in the language asked
 * (those the import recognises) and one example row. Open to anybody, like a static file.
 */
export const contactTemplateEndpoint = defineEndpoint({
  method: "GET",
  path: "/my-contact/upload/template/:format",
  tags: ["contacts"],
  summary: "Download the contact list template (csv or xls)",
  query: ZLangQuery,
  params: ZContactTemplateParams,
  response: fileResponse(["text/csv", "application/vnd.ms-excel"]),
  errors: { 400: [] },
});
