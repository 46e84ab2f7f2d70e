import { ZBlogPageBody, ZBlogPageResponse } from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";

/** Spec §7 POST /blog/page: one post of the blog (decision 056). */
export const blogPageEndpoint = defineEndpoint({
  method: "POST",
  path: "/blog/page",
  tags: ["content"],
  summary: "One blog post: its sanitised HTML, title and meta description",
  description:
    "The same brand and language fallbacks as /cms/get. An unknown identifier is 404 content.not_found.",
  body: ZBlogPageBody,
  response: ZBlogPageResponse,
  errors: { 404: ["content.not_found"] },
});
