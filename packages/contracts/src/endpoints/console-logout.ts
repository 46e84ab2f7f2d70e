import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: ends the operator's console session. */
export const consoleLogoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/logout",
  tags: ["console"],
  summary: "End the operator's console session",
  query: ZLangQuery,
  body: z.strictObject({}).nullish(),
  response: successEnvelope({}),
  errors: { 400: [], 404: ["not_found"] },
});
