import { dropOffLocationEndpoint } from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { readSessionCookie } from "../session/session-cookie.ts";

/** POST /dropofflocation: the relay-point chooser of the order form (spec §2 modals, §7). */
export function registerRelayPointRoutes(app: TTypedApp, ctx: TContext) {
  const { relayPoints } = ctx;

  registerEndpoint(app, dropOffLocationEndpoint, async (request) => {
    const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
    return relayPoints.search(request.body, session, request.lang);
  });
}
