import { LOGIN_MAX, PASSWORD_INPUT_MAX } from "@ship/domain";
import { z } from "zod";
import { successEnvelope } from "./envelope.ts";
import { ZSessionUser } from "./user.ts";

/**
 * Session token lookup (spec §7 leaves method and path open):
 * GET /session returns the current session, or token null when the cookie names none.
 */
export const ZSessionResponse = successEnvelope({
  token: z.string().nullable(),
  login: z.boolean(),
  user: ZSessionUser.nullable(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** New-token request: POST /session creates a visitor session (no body) and sets the cookie. */
export const ZNewSessionBody = z.strictObject({}).optional();

export const ZLoginBody = z.strictObject({
  login: z.string().trim().min(1).max(LOGIN_MAX),
  password: z.string().min(1).max(PASSWORD_INPUT_MAX),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** No token in the body (decision 024): the HttpOnly cookie carries it; GET /session tells the client. */
export const ZLoginResponse = successEnvelope({ user: ZSessionUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/**
 * GET /login and GET /login/{token}: the user a token belongs to, null for a visitor token. The
 * token is not echoed (decision 024): the caller has it already.
 */
export const ZLoginLookupResponse = successEnvelope({ user: ZSessionUser.nullable() });

export const ZTokenParams = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

export const ZLogoutResponse = successEnvelope({});
