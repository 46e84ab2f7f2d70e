import {
  formatErrorMessage,
  LOST_PASSWORD_SENT_MESSAGES,
  ZErrorResponse,
  ZLostPasswordBody,
  ZLostPasswordResponse,
  ZRegisterBody,
  ZRegisterCandidateBody,
  ZRegisterCandidateResponse,
  ZRegisterResponse,
  ZResetPasswordBody,
  ZResetPasswordResponse,
  ZVerifyEmailBody,
  ZVerifyEmailResponse,
} from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { linkOrigin } from "../../http/link-origin.ts";
import { readSessionCookie, setSessionCookie } from "../session/session-cookie.ts";

const ZNoQuery = z.strictObject({ lang: z.enum(["en", "fr", "es"]).optional() });
const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse };
const tags = ["accounts"];

/** Registration (spec §5), verify_email and the lost-password flow (spec §8, decision 007). */
export function registerAccountRoutes(app: TTypedApp, ctx: TContext) {
  const passwordRule = (request: FastifyRequest) => ctx.brands.forHost(request.hostname).password;

  app.post(
    "/verify_email",
    {
      schema: {
        tags,
        summary: "Whether an e-mail is free for a new account ('User with such email already exists')",
        querystring: ZNoQuery,
        body: ZVerifyEmailBody,
        response: { 200: ZVerifyEmailResponse, ...errors },
      },
    },
    async (request) => {
      const available = await ctx.accounts.isEmailAvailable(request.body.email);
      return available
        ? { success: true as const, available }
        : {
            success: true as const,
            available,
            message: formatErrorMessage(request.lang, "account.email_exists"),
          };
    },
  );

  app.post(
    "/register",
    {
      schema: {
        tags,
        summary: "Open a personal account; it is logged in at once (new session token)",
        querystring: ZNoQuery,
        body: ZRegisterBody,
        response: { 200: ZRegisterResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await ctx.accounts.registerPersonal(body, passwordRule(request), request.lang);
      const previous = readSessionCookie(request, ctx.cookie);
      const session = await ctx.sessions.login(body.login, body.password, request.ip, previous);
      setSessionCookie(request, reply, ctx.cookie, session.token);
      if (!session.user) throw new AppError("auth.incorrect_login", 401);
      return { success: true as const, user: session.user };
    },
  );

  app.post(
    "/register-candidate",
    {
      schema: {
        tags,
        summary: "Open a professional account; it waits for activation by the team",
        querystring: ZNoQuery,
        body: ZRegisterCandidateBody,
        response: { 200: ZRegisterCandidateResponse, ...errors },
      },
    },
    async (request) => {
      await ctx.accounts.registerCandidate(request.body, passwordRule(request), request.lang);
      return { success: true as const, status: "pending" as const };
    },
  );

  app.post(
    "/lost-password",
    {
      schema: {
        tags,
        summary: "E-mail a single-use, one-hour password reset link (answers sended or notfound)",
        querystring: ZNoQuery,
        body: ZLostPasswordBody,
        response: { 200: ZLostPasswordResponse, ...errors },
      },
    },
    async (request) => {
      const origin = linkOrigin(ctx, request);
      await ctx.accounts.requestReset(
        request.body.email,
        request.ip,
        (token, lang) => `${origin}/#/${lang}/reset-password/${token}`,
      );
      return {
        success: true as const,
        code: "sended" as const,
        message: LOST_PASSWORD_SENT_MESSAGES[request.lang],
      };
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        tags,
        summary: "Set a new password with a reset link's token; every session of the user ends",
        querystring: ZNoQuery,
        body: ZResetPasswordBody,
        response: { 200: ZResetPasswordResponse, ...errors },
      },
    },
    async (request) => {
      await ctx.accounts.resetPassword(request.body, passwordRule(request));
      return { success: true as const };
    },
  );
}
