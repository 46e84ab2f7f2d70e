import { brandEndpoint } from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";

/** GET /brand: the brand of the host the request names, without its host list. */
export function registerBrandRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, brandEndpoint, async (request) => {
    const { hosts: _hosts, ...brand } = ctx.brands.forHost(request.hostname);
    return { success: true as const, data: brand };
  });
}
