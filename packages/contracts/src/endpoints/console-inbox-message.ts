import { ZInboxMessageParams } from "../console-content.ts";
import { ZContactMessage } from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: one contact message of the brand. */
export const consoleInboxMessageEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/inbox/:id",
  tags: ["console"],
  summary: "One contact message",
  query: ZLangQuery,
  params: ZInboxMessageParams,
  response: successEnvelope({ contact_message: ZContactMessage }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
