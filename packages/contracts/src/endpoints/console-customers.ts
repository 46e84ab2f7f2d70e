import { z } from "zod";
import { ZConsoleSearchQuery, ZCustomerRow } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";

/** Issue 18: customers whose e-mail, name, company or phone contains q (50 at most). */
export const consoleCustomersEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/customers",
  tags: ["console"],
  summary: "Search customers by e-mail, name, company or phone",
  query: ZConsoleSearchQuery,
  response: successEnvelope({ rows: z.array(ZCustomerRow), truncated: z.boolean() }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
