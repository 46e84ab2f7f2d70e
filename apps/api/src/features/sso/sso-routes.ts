import {
  ZErrorResponse,
  ZSsoCallbackBody,
  ZSsoCallbackResponse,
  ZSsoRedirectBody,
  ZSsoRedirectResponse,
  ZSsoStatusResponse,
} from "@ship/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { readSessionCookie, setSessionCookie } from "../session/session-cookie.ts";
import { hashSessionToken } from "../session/session-token.ts";

const ZNoQuery = z.strictObject({ lang: z.enum(["en", "fr", "es"]).optional() });
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const tags = ["session"];

/** POST /login/sso/izberg/redirect and its callback (decision 008). */
export function registerSsoRoutes(app: TTypedApp, ctx: TContext) {
  app.get(
    "/login/sso/izberg",
    {
      schema: {
        tags,
        summary: "Whether marketplace single sign-on is configured (the login screens show its button)",
        querystring: ZNoQuery,
        response: { 200: ZSsoStatusResponse, ...errors },
      },
    },
    async () => ({ success: true as const, enabled: ctx.config.sso !== undefined }),
  );

  app.post(
    "/login/sso/izberg/redirect",
    {
      schema: {
        tags,
        summary: "Start a marketplace single sign-on: the provider URL to send the browser to",
        querystring: ZNoQuery,
        body: ZSsoRedirectBody,
        response: { 200: ZSsoRedirectResponse, ...errors },
      },
    },
    async (request, reply) => {
      // State, nonce and verifier are bound to a session: a visitor gets one first.
      const live = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
      const session = live ?? (await ctx.sessions.openVisitor());
      if (!live) setSessionCookie(request, reply, ctx.cookie, session.token);
      const url = await ctx.sso.start(hashSessionToken(session.token), request.body.redirectUri);
      return { success: true as const, url };
    },
  );

  app.post(
    "/login/sso/izberg/callback",
    {
      schema: {
        tags,
        summary: "Finish a single sign-on with the provider's answer; logs in with a new session token",
        querystring: ZNoQuery,
        body: ZSsoCallbackBody,
        response: { 200: ZSsoCallbackResponse, ...errors },
      },
    },
    async (request, reply) => {
      const previous = readSessionCookie(request, ctx.cookie);
      const live = await ctx.sessions.lookup(previous);
      const userId = await ctx.sso.finish(
        live ? hashSessionToken(live.token) : undefined,
        request.body,
        request.lang,
      );
      const session = await ctx.sessions.loginUser(userId, previous);
      setSessionCookie(request, reply, ctx.cookie, session.token);
      return { success: true as const, user: session.user ?? never() };
    },
  );
}

function never(): never {
  throw new Error("a logged-in session without its user");
}

/**
 * GET /loginSSO: the redirect URI registered with the provider (a URI cannot carry a fragment);
 * it hands the provider's query to the web app's #/loginSSO route, which finishes the sign-on.
 */
export function registerSsoReturn(app: FastifyInstance) {
  app.get("/loginSSO", { schema: { hide: true } }, async (request, reply) => {
    const query = new URLSearchParams(request.url.split("?")[1] ?? "");
    const kept = new URLSearchParams();
    for (const key of ["code", "state", "error", "error_description", "iss"]) {
      const value = query.get(key);
      if (value) kept.set(key, value);
    }
    return reply.redirect(`/#/loginSSO?${kept.toString()}`, 302);
  });
}
