import { ZContentEntry, ZContentEntryParams } from "../console-content.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: one page or post in one language, as the editor edits it. */
export const consoleContentReadEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/content/:kind/:identifier/:entryLang",
  tags: ["console"],
  summary: "One page or post for the editor",
  query: ZLangQuery,
  params: ZContentEntryParams,
  response: successEnvelope({ entry: ZContentEntry }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found", "content.not_found"] },
});
