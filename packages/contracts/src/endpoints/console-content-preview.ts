import { z } from "zod";
import { ZContentPreviewBody } from "../console-content.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: the editor's preview, the HTML as the public page would show it (sanitised). */
export const consoleContentPreviewEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/content/preview",
  tags: ["console"],
  summary: "Sanitised preview of content HTML",
  query: ZLangQuery,
  body: ZContentPreviewBody,
  response: successEnvelope({ html: z.string() }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
