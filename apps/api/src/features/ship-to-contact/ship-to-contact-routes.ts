import {
  shipToContactCurrencyEndpoint,
  shipToContactEndpoint,
  shipToContactOfferEndpoint,
} from "@ship/contracts";
import type { FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { sendError } from "../../http/error-handler.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { readSessionCookie } from "../session/session-cookie.ts";
import { currencyFacts } from "./currency-facts.ts";

/** The caller's session with its user (spec §6: ship to contact is for logged-in customers). */
async function loggedInSession(ctx: TContext, request: FastifyRequest) {
  const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
  if (!session?.user) throw new AppError("auth.login_required", 401);
  return { ...session, user: session.user };
}

/** POST /ship-to-contact, POST /ship-to-contact/offer/{id}, GET /ship-to-contact/currency/{code} (spec §7). */
export function registerShipToContactRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, shipToContactEndpoint, async (request, reply) => {
    const session = await loggedInSession(ctx, request);
    const currency = ctx.brands.forHost(request.hostname).currency;
    const outcome = await ctx.shipToContact.rateToContact(request.body, session, currency);
    if (!outcome.ok) return sendError(request, reply, 400, outcome.errors, "validation.failed");
    return outcome.response;
  });

  registerEndpoint(app, shipToContactOfferEndpoint, async (request) => {
    const session = await loggedInSession(ctx, request);
    return ctx.shipToContact.chooseContactOffer(request.params.id, request.body, session);
  });

  registerEndpoint(app, shipToContactCurrencyEndpoint, async (request) => currencyFacts(request.params.code));
}
