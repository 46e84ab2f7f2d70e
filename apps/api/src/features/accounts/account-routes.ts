import {
  formatErrorMessage,
  LOST_PASSWORD_SENT_MESSAGES,
  lostPasswordEndpoint,
  registerCandidateEndpoint,
  registerPersonalEndpoint,
  resetPasswordEndpoint,
  verifyEmailEndpoint,
} from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { linkOrigin } from "../../http/link-origin.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { readSessionCookie, setSessionCookie } from "../session/session-cookie.ts";

/** Registration (spec §5), verify_email and the lost-password flow (spec §8, decision 007). */
export function registerAccountRoutes(app: TTypedApp, ctx: TContext) {
  const passwordRule = (request: FastifyRequest) => ctx.brands.forHost(request.hostname).password;

  registerEndpoint(app, verifyEmailEndpoint, async (request) => {
    const available = await ctx.accounts.isEmailAvailable(request.body.email);
    return available
      ? { success: true as const, available }
      : {
          success: true as const,
          available,
          message: formatErrorMessage(request.lang, "account.email_exists"),
        };
  });

  registerEndpoint(app, registerPersonalEndpoint, async (request, reply) => {
    const body = request.body;
    await ctx.accounts.registerPersonal(body, passwordRule(request), request.lang);
    const previous = readSessionCookie(request, ctx.cookie);
    const session = await ctx.sessions.login(body.login, body.password, request.ip, previous);
    setSessionCookie(request, reply, ctx.cookie, session.token);
    if (!session.user) throw new AppError("auth.incorrect_login", 401);
    return { success: true as const, user: session.user };
  });

  registerEndpoint(app, registerCandidateEndpoint, async (request) => {
    await ctx.accounts.registerCandidate(request.body, passwordRule(request), request.lang);
    return { success: true as const, status: "pending" as const };
  });

  registerEndpoint(app, lostPasswordEndpoint, async (request) => {
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
  });

  registerEndpoint(app, resetPasswordEndpoint, async (request) => {
    await ctx.accounts.resetPassword(request.body, passwordRule(request));
    return { success: true as const };
  });
}
