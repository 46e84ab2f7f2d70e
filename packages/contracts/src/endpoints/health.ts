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
