import { z } from "zod";
import { ZContentDeleteParams } from "../console-content.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * Issue 18 (decision 059): takes a page or post off the brand's site in every language (it then
 * answers 404), audited. The site's core pages (terms of sale, ...) are refused. Admins only.
 */
export const consoleContentDeleteEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/content/:kind/:identifier/delete",
  tags: ["console"],
  summary: "Delete a page or post of the brand",
  query: ZLangQuery,
  params: ZContentDeleteParams,
  body: z.strictObject({}).nullish(),
  response: successEnvelope({}),
  errors: {
    400: ["console.core_page"],
    403: ["console.forbidden"],
    404: ["not_found", "content.not_found"],
  },
});
