import { ZBlogListBody, ZBlogListResponse } from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";

/** Spec §7 POST /blog: the brand's posts in a language, newest first, paged (decision 056). */
export const blogEndpoint = defineEndpoint({
  method: "POST",
  path: "/blog",
  tags: ["content"],
  summary: "One page of the blog's posts (title and summary), newest first",
  description:
    "page from 1, rows 5 by default (spec §9), at most 50. Posts of the brand in the language, else of " +
    "the default brand; `total` counts them all.",
  body: ZBlogListBody,
  response: ZBlogListResponse,
  errors: {},
});
