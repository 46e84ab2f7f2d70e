import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { exportFileResponse, exportQueryFields, ZExportParams } from "../export.ts";
import { historyPageFields } from "../history.ts";
import { USER_SHIPMENT_SORTS } from "./user-shipments.ts";

const { q, sort, order } = historyPageFields(USER_SHIPMENT_SORTS);

/** The list's filters (POST /user-shipments) as query parameters, and the file's format. */
export const ZExportShipmentQuery = z.strictObject({ ...exportQueryFields, q, sort, order });
export type TExportShipmentQuery = z.output<typeof ZExportShipmentQuery>;

/** Spec §2 My shipments 'with exports', §7 Downloads. */
export const exportShipmentEndpoint = defineEndpoint({
  method: "GET",
  path: "/export_shipment/:token",
  tags: ["my-account"],
  summary: "My shipments as a spreadsheet (xlsx, default) or CSV, streamed: the rows of POST /user-shipments",
  description:
    "Every row My shipments lists for these q, sort, order and user_id (not one page: all of them), " +
    "with translated headers. `token` must be the caller's own session token (the session cookie's): " +
    "anything else answers 404. Cells that a spreadsheet would read as a formula start with a quote.",
  query: ZExportShipmentQuery,
  params: ZExportParams,
  response: exportFileResponse,
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
