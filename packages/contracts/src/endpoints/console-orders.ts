import { z } from "zod";
import { ZConsoleSearchQuery, ZOrderRow } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";

/** Issue 18: shipments by order number, tracking number or the customer's e-mail (50 at most). */
export const consoleOrdersEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/orders",
  tags: ["console"],
  summary: "Search orders by order number, tracking number or customer e-mail",
  query: ZConsoleSearchQuery,
  response: successEnvelope({ rows: z.array(ZOrderRow), truncated: z.boolean() }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
