import {
  shipToContactCurrencyEndpoint,
  shipToContactEndpoint,
  shipToContactOfferEndpoint,
} from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { sendError } from "../../http/error-handler.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { requireUserSession } from "../permissions/guards.ts";
import { currencyFacts } from "./currency-facts.ts";

/** POST /ship-to-contact, POST /ship-to-contact/offer/{id}, GET /ship-to-contact/currency/{code} (spec §7). */
export function registerShipToContactRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, shipToContactEndpoint, async (request, reply) => {
    const session = await requireUserSession(ctx, request);
    const brand = ctx.brands.forHost(request.hostname);
    const outcome = await ctx.shipToContact.rateToContact(request.body, session, brand);
    if (!outcome.ok) return sendError(request, reply, 400, outcome.errors, "validation.failed");
    return outcome.response;
  });

  registerEndpoint(app, shipToContactOfferEndpoint, async (request) => {
    const session = await requireUserSession(ctx, request);
    return ctx.shipToContact.chooseContactOffer(request.params.id, request.body, session);
  });

  registerEndpoint(app, shipToContactCurrencyEndpoint, async (request) => currencyFacts(request.params.code));
}
