import Fastify from "fastify";

/**
 * The pre-order service (spec §7: a separate host serving /api/login_check and /api/pre-order/*).
 * Its routes come with the pre-order issue; for now it answers its health check.
 */
export function buildPreorderServer() {
  const app = Fastify({ logger: false });
  app.get("/healthz", async () => ({ status: "ok" as const, service: "preorder" }));
  return app;
}
