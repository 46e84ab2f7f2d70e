import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request refusal for state-changing calls (ASVS 3.5): the browser's Sec-Fetch-Site
 * and Origin headers must say same origin. Bodies must be JSON (only text/plain and form types
 * can be sent cross-site without a preflight, and the API does not parse those).
 */
export function registerCrossSiteGuard(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith("/api/")) return;
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite === "cross-site" || fetchSite === "same-site") {
      throw new AppError("request.cross_site", 403);
    }
    const origin = request.headers.origin;
    if (origin && origin !== "null") {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError("request.cross_site", 403);
      }
      if (originHost !== request.headers.host) throw new AppError("request.cross_site", 403);
    } else if (origin === "null") {
      throw new AppError("request.cross_site", 403);
    }
  });
}
