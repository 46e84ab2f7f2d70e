import { ZSsoCallbackBody, ZSsoCallbackResponse } from "../accounts.ts";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";

/** POST /login/sso/izberg/callback (decision 008): finishes the sign-on of this session. */
export const ssoCallbackEndpoint = defineEndpoint({
  method: "POST",
  path: "/login/sso/izberg/callback",
  tags: ["session"],
  summary: "Finish a single sign-on with the provider's answer; logs in with a new session token",
  query: ZLangQuery,
  body: ZSsoCallbackBody,
  response: ZSsoCallbackResponse,
  errors: {
    // No sign-on in progress for this session, the provider's refusal, a code it does not honour.
    400: ["sso.failed"],
    // The account the provider names is disabled.
    401: ["auth.incorrect_login"],
    404: ["sso.not_configured"],
    // The provider's e-mail is a local account's: it is never taken over.
    409: ["account.email_exists"],
  },
});
