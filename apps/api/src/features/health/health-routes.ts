import { timingSafeEqual } from "node:crypto";
import { capabilitiesOf } from "@ship/carriers";
import { healthEndpoint, readinessEndpoint } from "@ship/contracts";
import type { Registry } from "prom-client";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";

/** Liveness with a database round trip, readiness, and Prometheus metrics; all outside /api/v4. */
export function registerHealthRoutes(app: TTypedApp, ctx: TContext, registry: Registry) {
  // Issue 19: which carriers are live, what each can do, and the live ones' circuit on this node.
  const carriers = () =>
    ctx.carriers.connectors.map((connector) => {
      const circuit = ctx.carriers.live?.breakers.get(connector.carrier_code)?.state();
      return {
        carrier_code: connector.carrier_code,
        mode: connector.mode ?? ("sandbox" as const),
        capabilities: capabilitiesOf(connector),
        ...(circuit ? { circuit } : {}),
      };
    });

  registerEndpoint(app, healthEndpoint, async (request, reply) => {
    try {
      await ctx.health.ping();
      const details = request.query.details === "1" ? { carriers: carriers() } : {};
      return { status: "ok" as const, database: "ok" as const, ...details };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ status: "error" as const, database: "error" as const });
    }
  });

  // Readiness (decision 055): the proxy or orchestrator sends traffic only once this answers 200.
  registerEndpoint(app, readinessEndpoint, async (request, reply) => {
    try {
      const pending = await ctx.health.pendingMigrations();
      const report = { status: "ok" as const, database: "ok" as const, pending_migrations: pending };
      if (pending.length === 0) return report;
      return reply.status(503).send({ ...report, status: "error" as const });
    } catch (error) {
      request.log.error({ err: error }, "readiness check: database unreachable");
      return reply
        .status(503)
        .send({ status: "error" as const, database: "error" as const, pending_migrations: [] });
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
