import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** POST /login/sso/izberg/redirect: where the browser goes to sign in at the marketplace. */
export const ZSsoRedirectBody = z.strictObject({ redirectUri: z.string().url().max(500) });
export const ZSsoRedirectResponse = successEnvelope({ url: z.string().url() });

/** POST /login/sso/izberg/redirect (decision 008): starts a sign-on bound to this session. */
export const ssoRedirectEndpoint = defineEndpoint({
  method: "POST",
  path: "/login/sso/izberg/redirect",
  tags: ["session"],
  summary: "Start a marketplace single sign-on: the provider URL to send the browser to",
  query: ZLangQuery,
  body: ZSsoRedirectBody,
  response: ZSsoRedirectResponse,
  errors: {
    // A redirect URI outside the allow-list; the provider's discovery failing.
    400: ["sso.redirect_not_allowed", "sso.failed"],
    404: ["sso.not_configured"],
  },
});
