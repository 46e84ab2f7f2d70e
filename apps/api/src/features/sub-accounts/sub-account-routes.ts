import {
  subAccountActivateEndpoint,
  subAccountAddEndpoint,
  subAccountEndpoint,
  subAccountRegisterEmailEndpoint,
  subAccountRegisterEndpoint,
} from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { linkOrigin } from "../../http/link-origin.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { requirePro } from "../permissions/guards.ts";
import { readSessionCookie, setSessionCookie } from "../session/session-cookie.ts";

/** Sub-accounts (spec §7 /sub_account*): management by a professional parent, registration by the invitee. */
export function registerSubAccountRoutes(app: TTypedApp, ctx: TContext) {
  /** A professional account that is not itself a sub-account. */
  async function requireParent(request: FastifyRequest) {
    const auth = await requirePro(ctx, request);
    if (auth.user.sub_account === 1) throw new AppError("permission.pro_only", 403);
    return auth;
  }

  registerEndpoint(app, subAccountEndpoint, async (request) => {
    const { user } = await requireParent(request);
    const { page, rows } = request.body;
    return { success: true as const, ...(await ctx.subAccounts.list(user, request.lang, page, rows)) };
  });

  registerEndpoint(app, subAccountAddEndpoint, async (request) => {
    const { user } = await requireParent(request);
    const origin = linkOrigin(ctx, request);
    const brand = ctx.brands.forHost(request.hostname).name;
    const data = await ctx.subAccounts.invite(user, request.body, {
      lang: request.lang,
      origin,
      brand,
      mailer: ctx.mailer,
    });
    return { success: true as const, data };
  });

  registerEndpoint(app, subAccountActivateEndpoint, async (request) => {
    const { user } = await requireParent(request);
    const { user_id, activation } = request.body;
    return {
      success: true as const,
      data: await ctx.subAccounts.setStatus(user, user_id, activation, request.lang),
    };
  });

  registerEndpoint(app, subAccountRegisterEmailEndpoint, async (request) => ({
    success: true as const,
    data: await ctx.subAccounts.readInvitation(request.body.token),
  }));

  registerEndpoint(app, subAccountRegisterEndpoint, async (request, reply) => {
    const rule = ctx.brands.forHost(request.hostname).password;
    const { token, password } = request.body;
    const registered = await ctx.subAccounts.register(token, password, rule);
    if (registered.status === 0) return { success: true as const, status: 0 as const, user: null };
    const previous = readSessionCookie(request, ctx.cookie);
    const session = await ctx.sessions.login(registered.email, password, request.ip, previous);
    setSessionCookie(request, reply, ctx.cookie, session.token);
    return { success: true as const, status: 1 as const, user: session.user };
  });
}
