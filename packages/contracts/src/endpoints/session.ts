import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSessionResponse } from "../session.ts";

/** GET /session: the session token lookup (spec §4: looked up at start, §7). */
export const sessionEndpoint = defineEndpoint({
  method: "GET",
  path: "/session",
  tags: ["session"],
  summary: "Session token lookup: the session named by the cookie, or token null",
  query: ZLangQuery,
  response: ZSessionResponse,
  // The schema check's validation.* codes only: an unknown or expired cookie answers token null.
  errors: { 400: [] },
});
