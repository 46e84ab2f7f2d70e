import { ZOperatorParams, ZOperatorRow, ZOperatorStatusBody } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * Issue 18 (decision 059): disables an operator (their sessions end at once, login is refused) or
 * enables them again, audited. An admin cannot disable themself. Admins only.
 */
export const consoleOperatorStatusEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/operators/:id/status",
  tags: ["console"],
  summary: "Disable or enable an operator",
  query: ZLangQuery,
  params: ZOperatorParams,
  body: ZOperatorStatusBody,
  response: successEnvelope({ operator: ZOperatorRow }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"], 409: ["console.self_disable"] },
});
