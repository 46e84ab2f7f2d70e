import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZConsoleOperatorResponse } from "./console-login.ts";

/** Issue 18: the operator of the console session; 404 without one (a customer session included). */
export const consoleMeEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/me",
  tags: ["console"],
  summary: "The operator logged in to the console",
  query: ZLangQuery,
  response: ZConsoleOperatorResponse,
  errors: { 404: ["not_found"] },
});
