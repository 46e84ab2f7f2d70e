import { ZContactImportParams } from "../contact-import.ts";
import { defineEndpoint, fileResponse } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * The per-row report of an uploaded list as CSV: each row's number, status and problems, then its
 * cells as read (formula-like cells neutralised). After the import, the status says what it did.
 */
export const contactImportReportEndpoint = defineEndpoint({
  method: "GET",
  path: "/my-contact/upload/:id/report",
  tags: ["contacts"],
  summary: "Download the per-row report of an uploaded contact list (CSV)",
  query: ZLangQuery,
  params: ZContactImportParams,
  response: fileResponse(["text/csv"]),
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
