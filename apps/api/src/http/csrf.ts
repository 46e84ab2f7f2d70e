import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request refusal for state-changing calls (ASVS 3.5, decisions 003 and 022): the
 * browser's Sec-Fetch-Site and Origin headers must say same origin. Bodies must be JSON (only
 * text/plain and form types can be sent cross-site without a preflight, and the API does not parse
 * those). Every state-changing request is guarded whatever its path, so no form of the request
 * target (absolute-form, `//`, dot segments) can get past; only the routes in `exemptRoutes`
 * (server-to-server notifications, authenticated by their signature) are left out, matched on
 * the route the router chose.
 */
export function registerCrossSiteGuard(app: FastifyInstance, exemptRoutes: ReadonlySet<string>) {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route !== undefined && exemptRoutes.has(route)) return;
    const fetchSite = request.headers["sec-fetch-site"];
    // A browser that sends Sec-Fetch-Site is believed: page scripts cannot write it. It is the
    // only sign for a same-origin HTML form (the sandbox card page), whose Origin is "null"
    // under Referrer-Policy: no-referrer.
    if (fetchSite === "same-origin") return;
    if (fetchSite !== undefined && fetchSite !== "none") {
      throw new AppError("request.cross_site", 403);
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      // "null" (an opaque origin) or garbage: not this site.
    }
    if (originHost !== request.headers.host) throw new AppError("request.cross_site", 403);
  });
}
