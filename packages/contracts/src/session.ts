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

/**
 * GET /login and GET /login/{token}: the user a token belongs to, null for a visitor token. The
 * token is not echoed (decision 024): the caller has it already.
 */
export const ZLoginLookupResponse = successEnvelope({ user: ZSessionUser.nullable() });
