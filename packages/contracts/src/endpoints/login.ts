import { LOGIN_MAX, PASSWORD_INPUT_MAX } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSessionUser } from "../user.ts";

export const ZLoginBody = z.strictObject({
  login: z.string().trim().min(1).max(LOGIN_MAX),
  password: z.string().min(1).max(PASSWORD_INPUT_MAX),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** No token in the body (decision 024): the HttpOnly cookie carries it; GET /session tells the client. */
export const ZLoginResponse = successEnvelope({ user: ZSessionUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** POST /login: e-mail and password open a new session (spec §4, §7). */
export const loginEndpoint = defineEndpoint({
  method: "POST",
  path: "/login",
  tags: ["session"],
  summary: "Log in with e-mail and password; a new session token is issued",
  query: ZLangQuery,
  body: ZLoginBody,
  response: ZLoginResponse,
  errors: {
    // The schema check's validation.* codes only.
    400: [],
    401: ["auth.incorrect_login"],
    // The login throttle (per account and per address), with Retry-After.
    429: ["auth.too_many_attempts"],
  },
});
