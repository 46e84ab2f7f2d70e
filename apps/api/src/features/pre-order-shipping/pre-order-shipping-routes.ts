import { preorderOfferEndpoint, preorderPendingEndpoint, preorderRateEndpoint } from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { sendError } from "../../http/error-handler.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { requireUserSession } from "../permissions/guards.ts";

/** POST /pre-order/rate, POST /pre-order/offer/{id}, GET /pre-order/pending (decision 046). */
export function registerPreOrderShippingRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, preorderRateEndpoint, async (request, reply) => {
    const session = await requireUserSession(ctx, request);
    const brand = ctx.brands.forHost(request.hostname);
    const outcome = await ctx.preOrderShipping.ratePreOrder(request.body, session, brand);
    if (!outcome.ok) return sendError(request, reply, 400, outcome.errors, "validation.failed");
    return outcome.response;
  });

  registerEndpoint(app, preorderOfferEndpoint, async (request) => {
    const session = await requireUserSession(ctx, request);
    return ctx.preOrderShipping.choosePreOrderOffer(request.params.id, request.body, session);
  });

  registerEndpoint(app, preorderPendingEndpoint, async (request) => {
    const session = await requireUserSession(ctx, request);
    return { success: true as const, data: await ctx.preOrderShipping.listPending(session.user.id) };
  });
}
