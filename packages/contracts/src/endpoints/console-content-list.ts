import { z } from "zod";
import { ZContentListItem, ZContentListQuery } from "../console-content.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";

/** Issue 18: the brand's CMS pages or blog posts, per identifier and language. */
export const consoleContentListEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/content",
  tags: ["console"],
  summary: "The pages or posts the brand shows",
  query: ZContentListQuery,
  response: successEnvelope({ rows: z.array(ZContentListItem) }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
