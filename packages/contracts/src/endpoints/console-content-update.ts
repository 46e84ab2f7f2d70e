import { ZContentEntry, ZContentEntryParams } from "../console-content.ts";
import { ZContentUpdate } from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * Issue 18: saves a page or post in one language (creates it when new: a new blog post), HTML
 * sanitised on save, audited in the same transaction. Admins only.
 */
export const consoleContentUpdateEndpoint = defineEndpoint({
  method: "PUT",
  path: "/console/content/:kind/:identifier/:entryLang",
  tags: ["console"],
  summary: "Save (or create) a page or post",
  query: ZLangQuery,
  params: ZContentEntryParams,
  body: ZContentUpdate,
  response: successEnvelope({ entry: ZContentEntry }),
  errors: { 400: ["validation.required"], 403: ["console.forbidden"], 404: ["not_found"] },
});
