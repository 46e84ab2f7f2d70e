import type { z } from "zod";
import { ZConsoleLoginBody, ZOperator } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

export const ZConsoleOperatorResponse = successEnvelope({ operator: ZOperator });
export type TConsoleOperatorResponse = z.infer<typeof ZConsoleOperatorResponse>;

/** Issue 18: an operator logs in with e-mail, password and a TOTP code (decision 057). */
export const consoleLoginEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/login",
  tags: ["console"],
  summary: "Operator login: e-mail, password and authenticator code open a console session",
  description:
    "The console session travels in its own HttpOnly cookie, bound to /api/v4/console, 15 minutes " +
    "without a request at most. Any wrong part of the three answers the same 401.",
  query: ZLangQuery,
  body: ZConsoleLoginBody,
  response: ZConsoleOperatorResponse,
  errors: { 400: [], 401: ["console.login_refused"], 429: ["auth.too_many_attempts"] },
});
