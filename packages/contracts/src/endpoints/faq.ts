import { ZFaqListBody, ZFaqListResponse } from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";

/** Spec §2 FAQ, answer page, offers sidebar and my-store page: the questions of a FAQ list (decision 059). */
export const faqEndpoint = defineEndpoint({
  method: "POST",
  path: "/faq",
  tags: ["content"],
  summary: "The questions and answers of the FAQ (group faq) or of the my-store page (group my-store)",
  description:
    "lang is en, fr or es (or the spec's id 1, 2, 4). Per question, the brand's own text in that " +
    "language, else the default brand's, else the same in English (spec §1 fallback). The answer " +
    "is HTML sanitised on save and again here; the questions come in their order.",
  body: ZFaqListBody,
  response: ZFaqListResponse,
  errors: {},
});
