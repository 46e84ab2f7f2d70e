import {
  creditAccountConfirmEndpoint,
  creditAccountInfoEndpoint,
  creditMovementsEndpoint,
} from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { requireCreditAccount } from "../permissions/guards.ts";
import { hashSessionToken } from "../session/session-token.ts";

/**
 * The credit account (spec §2, §6, §7): only for a logged-in user whose credit_account is not 0.
 * The top-up is a card payment of purpose credit_account (payment feature, decision 035).
 */
export function registerCreditAccountRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, creditAccountInfoEndpoint, async (request) => {
    const { user } = await requireCreditAccount(ctx, request);
    return ctx.creditAccount.readCreditAccount(user, request.params.id);
  });

  registerEndpoint(app, creditMovementsEndpoint, async (request) => {
    const { user } = await requireCreditAccount(ctx, request);
    return ctx.creditAccount.listCreditMovements(user.id, request.body);
  });

  registerEndpoint(app, creditAccountConfirmEndpoint, async (request) => {
    const { user, token } = await requireCreditAccount(ctx, request);
    const answer = await ctx.payments.service.redirectToTopUp({
      userId: user.id,
      sessionId: hashSessionToken(token),
      euros: request.body.amount,
      lang: request.body.origin_lang ?? request.lang,
    });
    return { success: true as const, ...answer };
  });
}
