import { z } from "zod";
import { ZOperatorRow } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18 (decision 059): the console's operators, enabled or not. Admins only. */
export const consoleOperatorsEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/operators",
  tags: ["console"],
  summary: "The console's operators",
  query: ZLangQuery,
  response: successEnvelope({ rows: z.array(ZOperatorRow) }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
