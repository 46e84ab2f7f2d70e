import { ZDropOffLocationBody, ZDropOffLocationResponse, ZErrorResponse, ZLangQuery } from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { readSessionCookie } from "../session/session-cookie.ts";

/** POST /dropofflocation: the relay-point chooser of the order form (spec §2 modals, §7). */
export function registerRelayPointRoutes(app: TTypedApp, ctx: TContext) {
  const { relayPoints } = ctx;

  app.post(
    "/dropofflocation",
    {
      schema: {
        tags: ["order"],
        summary: "Relay points of the order's carrier service near a postcode and/or town (spec §7)",
        description:
          "Nearest first, at most 10 (the chooser's markers 1 to 10). The carrier and service are the order's " +
          "chosen offer. Nothing near the place answers success false with 'No Point Relais was found.' " +
          "(relay_point.none_found). Another caller's order answers 404; an offer that does not deliver to a " +
          "relay point, 409 relay_point.not_offered.",
        querystring: ZLangQuery,
        body: ZDropOffLocationBody,
        response: {
          200: ZDropOffLocationResponse,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
      return relayPoints.search(request.body, session, request.lang);
    },
  );
}
