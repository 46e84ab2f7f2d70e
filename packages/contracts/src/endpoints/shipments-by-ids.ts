import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { HISTORY_ROWS_MAX } from "../history.ts";
import { ZLangQuery } from "../reference.ts";
import { ZShipmentPublicId } from "../shipment.ts";
import { ZShipmentRow } from "./user-shipments.ts";

export const ZShipmentsByIdsBody = z.strictObject({
  ids: z.array(ZShipmentPublicId).min(1).max(HISTORY_ROWS_MAX),
});
export type TShipmentsByIdsBody = z.input<typeof ZShipmentsByIdsBody>;

export const ZShipmentsByIdsResponse = successEnvelope({ rows: z.array(ZShipmentRow) });

/** Spec §7 POST /shipments (ids): the rows of given shipments, e.g. those of a payment's invoices. */
export const shipmentsByIdsEndpoint = defineEndpoint({
  method: "POST",
  path: "/shipments",
  tags: ["my-account"],
  summary: "The shipment rows of the given ids (the caller's and its sub-accounts' only)",
  description:
    "Answered in the order of `ids`. An id that is not the caller's (or a sub-account's) answers 404. " +
    "API clients authenticate by the user's api_key in `X-Api-Key`, as for POST /ship.",
  query: ZLangQuery,
  body: ZShipmentsByIdsBody,
  response: ZShipmentsByIdsResponse,
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
