import { ZInboxMessageParams, ZInboxReadBody } from "../console-content.ts";
import { ZContactMessage } from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18 (decision 059): marks a contact message read (opening it) or unread, audited. */
export const consoleInboxReadEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/inbox/:id/read",
  tags: ["console"],
  summary: "Mark a contact message read or unread",
  query: ZLangQuery,
  params: ZInboxMessageParams,
  body: ZInboxReadBody,
  response: successEnvelope({ contact_message: ZContactMessage }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
