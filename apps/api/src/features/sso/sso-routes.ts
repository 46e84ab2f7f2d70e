import { ssoCallbackEndpoint, ssoRedirectEndpoint, ssoStatusEndpoint } from "@ship/contracts";
import type { FastifyInstance } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { readSessionCookie, setSessionCookie } from "../session/session-cookie.ts";
import { hashSessionToken } from "../session/session-token.ts";

/** GET /login/sso/izberg, POST /login/sso/izberg/redirect and its callback (decision 008). */
export function registerSsoRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, ssoStatusEndpoint, async () => ({
    success: true as const,
    enabled: ctx.config.sso !== undefined,
  }));

  registerEndpoint(app, ssoRedirectEndpoint, async (request, reply) => {
    // State, nonce and verifier are bound to a session: a visitor gets one first.
    const live = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
    const session = live ?? (await ctx.sessions.openVisitor());
    if (!live) setSessionCookie(request, reply, ctx.cookie, session.token);
    const url = await ctx.sso.start(hashSessionToken(session.token), request.body.redirectUri);
    return { success: true as const, url };
  });

  registerEndpoint(app, ssoCallbackEndpoint, async (request, reply) => {
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
  });
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
