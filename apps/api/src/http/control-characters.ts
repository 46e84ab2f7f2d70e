import { fieldsWithControlCharacters } from "@ship/contracts";
import type { FastifyInstance } from "fastify";
import { sendError } from "./error-handler.ts";
import type { TFieldError } from "./zod-issues.ts";

/**
 * The contracts' control-character rule applied to every route's path parameters, query and
 * parsed body, before any schema or handler sees them: a NUL byte never reaches the database, and
 * each bad field gets its own 400 field error (decision 020). The routes in `exemptRoutes` (signed
 * server-to-server notifications) check their own fields.
 */
export function registerControlCharacterRule(app: FastifyInstance, exemptRoutes: ReadonlySet<string>) {
  app.addHook("preValidation", async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== undefined && exemptRoutes.has(route)) return;
    const fields = [request.params, request.query, request.body].flatMap((part) =>
      fieldsWithControlCharacters(part),
    );
    if (fields.length === 0) return;
    const errors = fields.map(
      (field): TFieldError =>
        field ? { code: "validation.control_characters", field } : { code: "validation.control_characters" },
    );
    return sendError(request, reply, 400, errors, "validation.failed");
  });
}
