import {
  ZErrorResponse,
  ZLoginBody,
  ZLoginLookupResponse,
  ZLoginResponse,
  ZLogoutResponse,
  ZNewSessionBody,
  ZSessionResponse,
  ZTokenParams,
} from "@ship/contracts";
import { z } from "zod";
import type { TContext, TTypedApp } from "../../../app-context.ts";
import { AppError } from "../../../errors/app-error.ts";
import type { TVisitorLimits } from "../../../http/visitor-limits.ts";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "../session-cookie.ts";

const ZNoQuery = z.strictObject({ lang: z.enum(["en", "fr", "es"]).optional() });
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse };
const tags = ["session"];

/** The session token lookup, new-token request, login, login lookups and logout (spec §4, §7). */
export function registerSessionRoutes(app: TTypedApp, ctx: TContext, limits: TVisitorLimits) {
  app.get(
    "/session",
    {
      schema: {
        tags,
        summary: "Session token lookup: the session named by the cookie, or token null",
        querystring: ZNoQuery,
        response: { 200: ZSessionResponse, ...errors },
      },
    },
    async (request) => {
      const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
      return {
        success: true as const,
        token: session?.token ?? null,
        login: Boolean(session?.user),
        user: session?.user ?? null,
      };
    },
  );

  app.post(
    "/session",
    {
      schema: {
        tags,
        summary: "New-token request: opens a visitor session (or returns the live one) and sets the cookie",
        querystring: ZNoQuery,
        body: ZNewSessionBody,
        response: { 200: ZSessionResponse, ...errors },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags,
        summary: "Log in with e-mail and password; a new session token is issued",
        querystring: ZNoQuery,
        body: ZLoginBody,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const previous = readSessionCookie(request, ctx.cookie);
      const session = await ctx.sessions.login(
        request.body.login,
        request.body.password,
        request.ip,
        previous,
      );
      setSessionCookie(request, reply, ctx.cookie, session.token);
      if (!session.user) throw new AppError("auth.incorrect_login", 401);
      return { success: true as const, user: session.user };
    },
  );

  app.get(
    "/login",
    {
      schema: {
        tags,
        summary: "The user of the session cookie (user null for a visitor session)",
        querystring: ZNoQuery,
        response: { 200: ZLoginLookupResponse, ...errors },
      },
    },
    async (request) => {
      const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
      if (!session) throw new AppError("session.not_found", 401);
      return { success: true as const, user: session.user };
    },
  );

  app.get(
    "/login/:token",
    {
      schema: {
        tags,
        summary: "Exchange a session token for its user (user null for a visitor session)",
        params: ZTokenParams,
        querystring: ZNoQuery,
        response: { 200: ZLoginLookupResponse, ...errors },
      },
    },
    async (request) => {
      const session = await ctx.sessions.lookup(request.params.token);
      if (!session) throw new AppError("session.not_found", 404);
      return { success: true as const, user: session.user };
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        tags,
        summary: "End the session on the server and clear the cookie",
        querystring: ZNoQuery,
        body: ZNewSessionBody,
        response: { 200: ZLogoutResponse, ...errors },
      },
    },
    async (request, reply) => {
      await ctx.sessions.logout(readSessionCookie(request, ctx.cookie));
      clearSessionCookie(request, reply, ctx.cookie);
      return { success: true as const };
    },
  );
}
