import { z } from "zod";
import { ZOperatorParams, ZTotpKey } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * Issue 18 (decision 059): gives an operator a new TOTP key (their old codes stop working, their
 * sessions end) and answers it once, for them to enrol in their authenticator app. Admins only.
 */
export const consoleOperatorResetTotpEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/operators/:id/reset-totp",
  tags: ["console"],
  summary: "Reset an operator's authenticator key",
  query: ZLangQuery,
  params: ZOperatorParams,
  body: z.strictObject({}).nullish(),
  response: successEnvelope({ key: ZTotpKey }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
