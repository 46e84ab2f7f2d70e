import {
  loginEndpoint,
  loginLookupEndpoint,
  loginTokenEndpoint,
  logoutEndpoint,
  sessionCreateEndpoint,
  sessionEndpoint,
} from "@ship/contracts";
import type { TContext, TTypedApp } from "../../../app-context.ts";
import { AppError } from "../../../errors/app-error.ts";
import { registerEndpoint } from "../../../http/register-endpoint.ts";
import type { TVisitorLimits } from "../../../http/visitor-limits.ts";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "../session-cookie.ts";

/** The session token lookup, new-token request, login, login lookups and logout (spec §4, §7). */
export function registerSessionRoutes(app: TTypedApp, ctx: TContext, limits: TVisitorLimits) {
  registerEndpoint(app, sessionEndpoint, async (request) => {
    const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
    return {
      success: true as const,
      token: session?.token ?? null,
      login: Boolean(session?.user),
      user: session?.user ?? null,
    };
  });

  registerEndpoint(app, sessionCreateEndpoint, async (request, reply) => {
    const live = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
    if (!live) await limits.spend(request, ["newSession"]);
    const session = live ?? (await ctx.sessions.openVisitor());
    if (!live) setSessionCookie(request, reply, ctx.cookie, session.token);
    return {
      success: true as const,
      token: session.token,
      login: Boolean(session.user),
      user: session.user,
    };
  });

  registerEndpoint(app, loginEndpoint, async (request, reply) => {
    const previous = readSessionCookie(request, ctx.cookie);
    const session = await ctx.sessions.login(request.body.login, request.body.password, request.ip, previous);
    setSessionCookie(request, reply, ctx.cookie, session.token);
    if (!session.user) throw new AppError("auth.incorrect_login", 401);
    return { success: true as const, user: session.user };
  });

  registerEndpoint(app, loginLookupEndpoint, async (request) => {
    const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
    if (!session) throw new AppError("session.not_found", 401);
    return { success: true as const, user: session.user };
  });

  registerEndpoint(app, loginTokenEndpoint, async (request) => {
    const session = await ctx.sessions.lookup(request.params.token);
    if (!session) throw new AppError("session.not_found", 404);
    return { success: true as const, user: session.user };
  });

  registerEndpoint(app, logoutEndpoint, async (request, reply) => {
    await ctx.sessions.logout(readSessionCookie(request, ctx.cookie));
    clearSessionCookie(request, reply, ctx.cookie);
    return { success: true as const };
  });
}
