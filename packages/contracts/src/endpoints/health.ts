import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/** One carrier as /healthz shows it (issue 19, decision 061): live or sandbox, what it can do. */
export const ZHealthCarrier = z.object({
  carrier_code: z.string(),
  /** "live": the carrier's own API (real parcels); "sandbox": rate sheet, the product's own labels. */
  mode: z.enum(["live", "sandbox"]),
  capabilities: z.object({
    rate: z.boolean(),
    ship: z.boolean(),
    cancel: z.boolean(),
    track: z.boolean(),
    relay_points: z.boolean(),
  }),
  /** A live carrier's circuit breaker on this node: open = skipped for now; absent for sandbox carriers. */
  circuit: z.enum(["closed", "open", "half_open"]).optional(),
});

/** GET /healthz: the API and its database, for monitors and load balancers; the carriers' live-ness. */
export const ZHealthResponse = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["ok", "error"]),
  carriers: z.array(ZHealthCarrier).optional(),
});

/** ?details=1 adds the carriers' live-ness; the probe monitors call stays small without it. */
export const ZHealthQuery = z.strictObject({ details: z.enum(["0", "1"]).optional() });

/** GET /healthz, at the server's root (outside /api/v4) where monitors expect it. */
export const healthEndpoint = defineEndpoint({
  method: "GET",
  path: "/healthz",
  root: true,
  tags: ["operations"],
  summary: "Health: checks the database; with details=1, each carrier's mode, capabilities and circuit",
  query: ZHealthQuery,
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
