import {
  ZErrorResponse,
  ZLangQuery,
  ZSubAccountActivateBody,
  ZSubAccountAddBody,
  ZSubAccountInvitationBody,
  ZSubAccountInvitationResponse,
  ZSubAccountListBody,
  ZSubAccountListResponse,
  ZSubAccountRegisterBody,
  ZSubAccountRegisterResponse,
  ZSubAccountResponse,
} from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { linkOrigin } from "../../http/link-origin.ts";
import { requirePro } from "../permissions/guards.ts";
import { readSessionCookie, setSessionCookie } from "../session/session-cookie.ts";

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const tags = ["sub-accounts"];

/** Sub-accounts (spec §7 /sub_account*): management by a professional parent, registration by the invitee. */
export function registerSubAccountRoutes(app: TTypedApp, ctx: TContext) {
  /** A professional account that is not itself a sub-account. */
  async function requireParent(request: FastifyRequest) {
    const auth = await requirePro(ctx, request);
    if (auth.user.sub_account === 1) throw new AppError("permission.pro_only", 403);
    return auth;
  }

  app.post(
    "/sub_account",
    {
      schema: {
        tags,
        summary: "The caller's sub-accounts, 10 a page",
        querystring: ZLangQuery,
        body: ZSubAccountListBody,
        response: { 200: ZSubAccountListResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireParent(request);
      const { page, rows } = request.body;
      return { success: true as const, ...(await ctx.subAccounts.list(user, request.lang, page, rows)) };
    },
  );

  app.post(
    "/sub_account_add",
    {
      schema: {
        tags,
        summary: "Invite a sub-account: records it and e-mails a single-use registration link",
        querystring: ZLangQuery,
        body: ZSubAccountAddBody,
        response: { 200: ZSubAccountResponse, ...errors },
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    "/sub_account_activate",
    {
      schema: {
        tags,
        summary: "Activate (1) or deactivate (0) a sub-account; a deactivated one cannot log in",
        querystring: ZLangQuery,
        body: ZSubAccountActivateBody,
        response: { 200: ZSubAccountResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireParent(request);
      const { user_id, activation } = request.body;
      return {
        success: true as const,
        data: await ctx.subAccounts.setStatus(user, user_id, activation, request.lang),
      };
    },
  );

  app.post(
    "/sub_account_register/email",
    {
      schema: {
        tags,
        summary: "Who an invitation is for (its register token)",
        querystring: ZLangQuery,
        body: ZSubAccountInvitationBody,
        response: { 200: ZSubAccountInvitationResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ctx.subAccounts.readInvitation(request.body.token),
    }),
  );

  app.post(
    "/sub_account_register",
    {
      schema: {
        tags,
        summary: "Choose the sub-account's password; status 1 logs it in (new session cookie)",
        querystring: ZLangQuery,
        body: ZSubAccountRegisterBody,
        response: { 200: ZSubAccountRegisterResponse, ...errors, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const rule = ctx.brands.forHost(request.hostname).password;
      const { token, password } = request.body;
      const registered = await ctx.subAccounts.register(token, password, rule);
      if (registered.status === 0) return { success: true as const, status: 0 as const, user: null };
      const previous = readSessionCookie(request, ctx.cookie);
      const session = await ctx.sessions.login(registered.email, password, request.ip, previous);
      setSessionCookie(request, reply, ctx.cookie, session.token);
      return { success: true as const, status: 1 as const, user: session.user };
    },
  );
}
