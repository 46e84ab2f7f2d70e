import { z } from "zod";
import { ZPendingAccount } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: professional accounts waiting for activation, oldest first. */
export const consolePendingAccountsEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/pending-accounts",
  tags: ["console"],
  summary: "Professional accounts waiting for activation",
  query: ZLangQuery,
  response: successEnvelope({ rows: z.array(ZPendingAccount) }),
  errors: { 403: ["console.forbidden"], 404: ["not_found"] },
});
