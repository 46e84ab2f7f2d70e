import { timingSafeEqual } from "node:crypto";
import { healthEndpoint } from "@ship/contracts";
import type { Registry } from "prom-client";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";

/** Liveness with a database round trip, and Prometheus metrics; both outside /api/v4. */
export function registerHealthRoutes(app: TTypedApp, ctx: TContext, registry: Registry) {
  registerEndpoint(app, healthEndpoint, async (request, reply) => {
    try {
      await ctx.health.ping();
      return { status: "ok" as const, database: "ok" as const };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ status: "error" as const, database: "error" as const });
    }
  });

  const metrics = ctx.config.metrics;
  if (!metrics) return;
  const expected = metrics.token === undefined ? undefined : Buffer.from(`Bearer ${metrics.token}`);
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        reply.header("www-authenticate", "Bearer");
        throw new AppError("auth.login_required", 401);
      }
    }
    reply.header("content-type", registry.contentType);
    return registry.metrics();
  });
}
