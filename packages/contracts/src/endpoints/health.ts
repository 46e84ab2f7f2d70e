import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/** GET /healthz: the API and its database, for monitors and load balancers. */
export const ZHealthResponse = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["ok", "error"]),
});

/** GET /healthz, at the server's root (outside /api/v4) where monitors expect it. */
export const healthEndpoint = defineEndpoint({
  method: "GET",
  path: "/healthz",
  root: true,
  tags: ["operations"],
  summary: "Health: checks the database",
  response: ZHealthResponse,
  // The database unreachable: the same report, with status and database "error".
  errors: { 503: [] },
  errorResponse: ZHealthResponse,
});

/** GET /readyz: the database answers and has every migration this node's code needs. */
export const ZReadinessResponse = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["ok", "error"]),
  /** Migrations this node's code knows that the database has not run yet. */
  pending_migrations: z.array(z.string()),
});

/**
 * GET /readyz, at the server's root: the load balancer's readiness probe (decision 055). 503 while
 * the database is unreachable or a migration this node needs is missing (another node of a newer
 * release may be applying it); /healthz stays the liveness probe.
 */
export const readinessEndpoint = defineEndpoint({
  method: "GET",
  path: "/readyz",
  root: true,
  tags: ["operations"],
  summary: "Readiness: database reachable, migrations applied",
  response: ZReadinessResponse,
  errors: { 503: [] },
  errorResponse: ZReadinessResponse,
});
