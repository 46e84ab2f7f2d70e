import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSessionUser } from "../user.ts";

/** POST /login/sso/izberg/callback: the parameters the provider sent back to #/loginSSO. */
export const ZSsoCallbackBody = z.strictObject({
  code: z.string().min(1).max(2000).optional(),
  state: z.string().min(1).max(200),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
  iss: z.string().max(500).optional(),
});
/** No token in the body (decision 024): the HttpOnly cookie carries it; GET /session tells the client. */
export const ZSsoCallbackResponse = successEnvelope({ user: ZSessionUser });
export type TSsoCallbackResponse = z.infer<typeof ZSsoCallbackResponse>;

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
