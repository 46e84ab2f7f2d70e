import { ZBrandResponse, ZErrorResponse, ZLangQuery } from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";

export function registerBrandRoutes(app: TTypedApp, ctx: TContext) {
  app.get(
    "/brand",
    {
      schema: {
        tags: ["reference"],
        summary: "The brand of this host: name, logo, colours, currency, menu entries and form blocks",
        querystring: ZLangQuery,
        response: { 200: ZBrandResponse, 400: ZErrorResponse },
      },
    },
    async (request) => {
      const { hosts: _hosts, ...brand } = ctx.brands.forHost(request.hostname);
      return { success: true as const, data: brand };
    },
  );
}
