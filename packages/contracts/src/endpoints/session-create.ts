import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZNewSessionBody, ZSessionResponse } from "../session.ts";

/** POST /session: the new-token request (spec §4: a visitor gets a session token before rating). */
export const sessionCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/session",
  tags: ["session"],
  summary: "New-token request: opens a visitor session (or returns the live one) and sets the cookie",
  query: ZLangQuery,
  body: ZNewSessionBody,
  response: ZSessionResponse,
  errors: {
    // The schema check's validation.* codes only.
    400: [],
    // A new visitor session spends the address's budget (decision 021); a live one does not.
    429: ["request.too_many_requests"],
  },
});
