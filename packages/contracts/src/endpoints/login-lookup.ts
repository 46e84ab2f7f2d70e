import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZLoginLookupResponse } from "../session.ts";

/** GET /login: the user of the session cookie (spec §7). */
export const loginLookupEndpoint = defineEndpoint({
  method: "GET",
  path: "/login",
  tags: ["session"],
  summary: "The user of the session cookie (user null for a visitor session)",
  query: ZLangQuery,
  response: ZLoginLookupResponse,
  errors: {
    // The schema check's validation.* codes only.
    400: [],
    401: ["session.not_found"],
  },
});
