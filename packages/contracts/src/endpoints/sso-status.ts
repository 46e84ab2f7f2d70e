import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** GET /login/sso/izberg: whether marketplace single sign-on is configured on this server. */
export const ZSsoStatusResponse = successEnvelope({ enabled: z.boolean() });

/** GET /login/sso/izberg (decision 008): the login screens show the sign-on button only when it is on. */
export const ssoStatusEndpoint = defineEndpoint({
  method: "GET",
  path: "/login/sso/izberg",
  tags: ["session"],
  summary: "Whether marketplace single sign-on is configured (the login screens show its button)",
  query: ZLangQuery,
  response: ZSsoStatusResponse,
  // The schema check's validation.* codes only.
  errors: { 400: [] },
});
