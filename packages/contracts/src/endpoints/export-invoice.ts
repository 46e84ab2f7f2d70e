import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { exportFileResponse, exportQueryFields, ZExportParams } from "../export.ts";

export const ZExportInvoiceQuery = z.strictObject(exportQueryFields);
export type TExportInvoiceQuery = z.output<typeof ZExportInvoiceQuery>;

/** Spec §2 My invoices 'with exports', §7 Downloads. */
export const exportInvoiceEndpoint = defineEndpoint({
  method: "GET",
  path: "/export_invoice/:token",
  tags: ["my-account"],
  summary: "The invoices of the caller's shipments as a spreadsheet (xlsx, default) or CSV, streamed",
  description:
    "Number, issue date, customer, total, currency and payment method of every invoice of the " +
    "caller's shipments (and its sub-accounts', or one sub-account's with user_id), newest first. " +
    "`token` must be the caller's own session token: anything else answers 404.",
  query: ZExportInvoiceQuery,
  params: ZExportParams,
  response: exportFileResponse,
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
