import { CONTACT_LIMITS } from "@ship/domain";
import { z } from "zod";
import { ZContact, ZContactSearch } from "../contacts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZFlag } from "../history.ts";
import { ZLangQuery } from "../reference.ts";

/** How many contacts the order form's autocomplete shows for a search. */
export const CLIENT_SEARCH_LIMIT = 10;

export const ZClientSearchBody = z
  .strictObject({
    /** Spec §7 (token): the session is the cookie's; accepted for the spec's clients, not read. */
    token: z.string().max(64).optional(),
    q: ZContactSearch,
    /** 1: every contact (up to the address book's cap), whatever q says. */
    all: ZFlag.default(0),
  })
  .superRefine((body, ctx) => {
    if (body.all === 0 && body.q === "") {
      ctx.addIssue({
        code: "too_small",
        path: ["q"],
        minimum: CONTACT_LIMITS.searchMin,
        origin: "string",
        inclusive: true,
        input: body.q,
      });
    }
  });
export type TClientSearchBody = z.input<typeof ZClientSearchBody>;

export const ZClientSearchResponse = successEnvelope({ rows: z.array(ZContact), truncated: z.boolean() });
export type TClientSearchResponse = z.infer<typeof ZClientSearchResponse>;

/** Spec §7 client search (token, q, all): the order form's autocomplete over the caller's contacts. */
export const clientSearchEndpoint = defineEndpoint({
  method: "POST",
  path: "/client-search",
  tags: ["contacts"],
  summary: "The caller's contacts matching q (at most 10, by name), or all of them with all=1",
  description:
    "q (2 to 64 characters) is searched in the name, company, e-mail, phone, first address line, " +
    "postcode, city and own reference. all=1 answers every contact by name, up to the address book's cap.",
  query: ZLangQuery,
  body: ZClientSearchBody,
  response: ZClientSearchResponse,
  errors: { 400: [], 401: ["auth.login_required"] },
});
