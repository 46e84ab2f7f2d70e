import { ZCmsGetBody, ZCmsGetResponse } from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";

/** Spec §7 POST /cms/get (lang, identifier; returns content, meta_title, meta_description); §2 cms/{id}. */
export const cmsGetEndpoint = defineEndpoint({
  method: "POST",
  path: "/cms/get",
  tags: ["content"],
  summary: "A CMS page of the brand in a language (terms of sale, shipping requirements, about, ...)",
  description:
    "lang is en, fr or es (or the spec's id 1, 2, 4). The brand's own page in that language, else the " +
    "default brand's, else the same in English (spec §1 fallback); `lang` says which was found. The " +
    "content is HTML sanitised on save and again here. An unknown identifier is 404 content.not_found.",
  body: ZCmsGetBody,
  response: ZCmsGetResponse,
  errors: { 404: ["content.not_found"] },
});
