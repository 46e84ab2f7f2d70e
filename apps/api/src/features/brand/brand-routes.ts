import { brandEndpoint } from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";

/** GET /brand: the brand of the host the request names, without its host list, with the map's tiles. */
export function registerBrandRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, brandEndpoint, async (request) => {
    const { hosts: _hosts, ...brand } = ctx.brands.forHost(request.hostname);
    const map = { tile_url: ctx.config.map.tileUrl, attribution: ctx.config.map.attribution };
    return { success: true as const, data: { ...brand, map } };
  });
}
