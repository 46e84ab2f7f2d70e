import type { FastifyReply, FastifyRequest } from "fastify";

export type TCookieSettings = { name: string; maxAgeSeconds: number };

/** HttpOnly, SameSite=Lax, Secure whenever the request came over HTTPS (directly or via a trusted proxy). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: TCookieSettings,
  token: string,
) {
  reply.setCookie(settings.name, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: settings.maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, settings: TCookieSettings) {
  reply.clearCookie(settings.name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
}

export function readSessionCookie(request: FastifyRequest, settings: TCookieSettings): string | undefined {
  return request.cookies[settings.name];
}
