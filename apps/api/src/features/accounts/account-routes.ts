import {
  formatErrorMessage,
  LOST_PASSWORD_SENT_MESSAGES,
  lostPasswordEndpoint,
  registerCandidateEndpoint,
  registerPersonalEndpoint,
  resetPasswordEndpoint,
  verifyEmailEndpoint,
} from "@ship/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { sendError } from "../../http/error-handler.ts";
import { linkOrigin } from "../../http/link-origin.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { brandHasBlock } from "../permissions/guards.ts";
import { readSessionCookie, setSessionCookie } from "../session/session-cookie.ts";
import { filledOptionalRegisterFields } from "./register-form-block.ts";

/** Registration (spec §5), verify_email and the lost-password flow (spec §8, decision 007). */
export function registerAccountRoutes(app: TTypedApp, ctx: TContext) {
  const passwordRule = (request: FastifyRequest) => ctx.brands.forHost(request.hostname).password;
  /** Without the brand's register_form block, its optional fields are refused (decision 049). */
  const refuseOptionalFields = (
    request: FastifyRequest,
    reply: FastifyReply,
    body: Parameters<typeof filledOptionalRegisterFields>[0],
  ) => {
    if (brandHasBlock(ctx, request, "register_form")) return undefined;
    const errors = filledOptionalRegisterFields(body);
    return errors.length > 0 ? sendError(request, reply, 400, errors, "validation.failed") : undefined;
  };

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
    // Spec §1 shipping-factory mode: the brand opens professional accounts only.
    if (ctx.brands.forHost(request.hostname).shipping_factory)
      throw new AppError("account.personal_not_offered", 403);
    const body = request.body;
    const refused = refuseOptionalFields(request, reply, body);
    if (refused) return refused;
    await ctx.accounts.registerPersonal(body, passwordRule(request), request.lang);
    const previous = readSessionCookie(request, ctx.cookie);
    const session = await ctx.sessions.login(body.login, body.password, request.ip, previous);
    setSessionCookie(request, reply, ctx.cookie, session.token);
    if (!session.user) throw new AppError("auth.incorrect_login", 401);
    return { success: true as const, user: session.user };
  });

  registerEndpoint(app, registerCandidateEndpoint, async (request, reply) => {
    const refused = refuseOptionalFields(request, reply, request.body);
    if (refused) return refused;
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
