import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's security headers on every response. The helmet middleware is built once, here: the
 * Fastify wrapper (@fastify/helmet) built it again on every request, parsing the whole
 * Content-Security-Policy each time, which showed in the rating benchmark's profile.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const applyHeaders = helmet(options);
  app.addHook("onRequest", (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
