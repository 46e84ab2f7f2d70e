import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZNewSessionBody } from "../session.ts";

export const ZLogoutResponse = successEnvelope({});

/** POST /logout: ends the session on the server and clears the cookie (spec §7). */
export const logoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/logout",
  tags: ["session"],
  summary: "End the session on the server and clear the cookie",
  query: ZLangQuery,
  body: ZNewSessionBody,
  response: ZLogoutResponse,
  // The schema check's validation.* codes only: without a live session, logging out still succeeds.
  errors: { 400: [] },
});
