import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { exportFileResponse, exportQueryFields, ZExportParams } from "../export.ts";

export const ZExportPaymentQuery = z.strictObject(exportQueryFields);
export type TExportPaymentQuery = z.output<typeof ZExportPaymentQuery>;

/** Spec §2 My payments 'with exports', §7 Downloads. */
export const exportPaymentEndpoint = defineEndpoint({
  method: "GET",
  path: "/export_payment/:token",
  tags: ["my-account"],
  summary: "The caller's payments as a spreadsheet (xlsx, default) or CSV, streamed",
  description:
    "Date, payment id, amount, currency, method and the invoices each payment settled, for the " +
    "caller (and its sub-accounts, or one sub-account with user_id), newest first. `token` must be " +
    "the caller's own session token: anything else answers 404.",
  query: ZExportPaymentQuery,
  params: ZExportParams,
  response: exportFileResponse,
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
