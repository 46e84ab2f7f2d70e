import { loyaltyEndpoint, referContactInvitationEndpoint, referContactUrlEndpoint } from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { requireOwnPath, requireUser } from "../permissions/guards.ts";

/** Referral and loyalty (spec §2 refer-contacts and loyalty, §7; decision 034): logged in only. */
export function registerReferralRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, referContactUrlEndpoint, async (request) => {
    const auth = await requireUser(ctx, request);
    requireOwnPath(auth, { id: request.params.id });
    return ctx.referral.getReferralLink(auth.user, request.lang);
  });

  registerEndpoint(app, referContactInvitationEndpoint, async (request) => {
    const auth = await requireUser(ctx, request);
    requireOwnPath(auth, { id: request.params.id });
    const sent = await ctx.referral.sendInvitations(auth.user, request.body, request.lang);
    return { success: true as const, sent };
  });

  registerEndpoint(app, loyaltyEndpoint, async (request) => {
    const { user } = await requireUser(ctx, request);
    await ctx.referral.enrolLoyalty(user, request.body);
    return { success: true as const, enrolled: true as const };
  });
}
