import { ZInboxQuery, ZInboxResponseShape } from "../console-content.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";

/** Issue 18: the contact inbox, newest first, 50 a page, optionally one kind of form. */
export const consoleInboxEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/inbox",
  tags: ["console"],
  summary: "A page of the contact messages, newest first",
  query: ZInboxQuery,
  response: successEnvelope(ZInboxResponseShape),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
