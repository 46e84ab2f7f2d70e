import Fastify, { type FastifyServerOptions } from "fastify";
import type { TPreorderDb } from "./db/open-database.ts";
import { registerAuthRoutes } from "./features/auth/auth-routes.ts";
import { registerIntakeRoutes } from "./features/intake/intake-routes.ts";
import { registerPreorderRoutes } from "./features/preorders/preorder-routes.ts";
import { registerStoreRoutes } from "./features/stores/store-routes.ts";
import { fail } from "./http/answers.ts";
import { JsonShapeError, registerJsonBodyParser } from "./http/json-body.ts";
import { preorderOpenApi } from "./http/openapi.ts";
import { createServiceContext, type TServiceSettings } from "./service-context.ts";

// GET /api/pre-order/token/{token} carries a bearer token in its path: logs show it redacted.
const TOKEN_IN_PATH = /(\/api\/pre-order\/token\/)[^/?]+/;

/**
 * The pre-order service (spec §7, a separate host): login_check, the pre-order list and PATCH,
 * the store intake (Shopify, WooCommerce, generic), the my-store facts and its OpenAPI document.
 */
export function buildPreorderServer(
  db: TPreorderDb,
  settings: TServiceSettings,
  logger: FastifyServerOptions["logger"] = false,
) {
  const app = Fastify({
    logger:
      logger && typeof logger === "object"
        ? {
            ...logger,
            serializers: {
              req: (request: { method: string; url: string }) => ({
                method: request.method,
                url: request.url.replace(TOKEN_IN_PATH, "$1[redacted]"),
              }),
            },
          }
        : logger,
    bodyLimit: 1024 * 1024,
    // The list's path carries login_check's token (a JWT, a few hundred characters).
    routerOptions: { maxParamLength: 2048 },
  });
  registerJsonBodyParser(app);
  const ctx = createServiceContext(db, settings, app.log);

  app.get("/healthz", async () => ({ status: "ok" as const, service: "preorder" }));
  const document = preorderOpenApi();
  app.get("/openapi.json", async () => document);
  registerAuthRoutes(app, ctx);
  registerPreorderRoutes(app, ctx);
  registerIntakeRoutes(app, ctx);
  registerStoreRoutes(app, ctx);

  // Bad input is a 4xx in the envelope (unparsable JSON, a body too large), never a 500.
  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof JsonShapeError) return fail(reply, 400, error.code, [], { max: error.max });
    const status = error.statusCode ?? 500;
    if (status === 413) return fail(reply, 413, "request.too_large");
    if (status === 415) return fail(reply, 415, "request.unsupported_media_type");
    if (status >= 400 && status < 500) return fail(reply, 400, "validation.invalid_json");
    request.log.error({ err: error }, "pre-order service failure");
    return fail(reply, 500, "internal");
  });
  app.setNotFoundHandler((_request, reply) => fail(reply, 404, "not_found"));
  return app;
}
