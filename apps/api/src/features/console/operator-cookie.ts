import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The console session's cookie (decision 057): its own name, sent by the browser only to the
 * console's API (path /api/v4/console), HttpOnly, SameSite=Strict, Secure over HTTPS. The customer
 * cookie (PHPSESSID) is never read here, and this one never reaches a customer route.
 */
export const OPERATOR_COOKIE = "SHIPCONSOLE";
export const OPERATOR_COOKIE_PATH = "/api/v4/console";

export function setOperatorCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(OPERATOR_COOKIE, token, {
    path: OPERATOR_COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: maxAgeSeconds,
  });
}

export function clearOperatorCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(OPERATOR_COOKIE, {
    path: OPERATOR_COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
  });
}

export function readOperatorCookie(request: FastifyRequest): string | undefined {
  return request.cookies[OPERATOR_COOKIE];
}
