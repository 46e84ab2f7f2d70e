import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

export type TSecurityHeaders = Readonly<Record<string, string>>;

/**
 * Browser features the web app does not use (it reads no position, camera or microphone, and card
 * payment happens on the provider's own page): denied to this origin and to any frame.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * The headers every response carries, computed once at start. Images may come from the map's tile
 * server too (MAP_TILE_URL's origin, issue 16: the tiles were blocked, the map grey). Scripts come
 * from this origin, or are the built index.html's own inline ones (`scriptHashes`).
 */
export function securityHeaders(
  production: boolean,
  tileOrigin?: string,
  scriptHashes: readonly string[] = [],
): TSecurityHeaders {
  return {
    ...computeHelmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Inline scripts only by their hash (index.html's, see inline-script-hashes.ts).
          scriptSrc: ["'self'", ...scriptHashes],
          // Mantine sets CSS variables through a style element.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", ...(tileOrigin ? [tileOrigin] : [])],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // The same rule as frame-ancestors 'none', for browsers that only know this header.
      xFrameOptions: { action: "deny" },
      hsts: production,
    }),
    "permissions-policy": PERMISSIONS_POLICY,
  };
}

/**
 * API answers carry user data (GET /session, orders ...): no cache may keep them. Decided on the
 * route the router chose too, so that any form of the request target (absolute-form ...) gets the
 * header. A route may still set its own Cache-Control after this.
 */
export function applySecurityHeaders(
  headers: TSecurityHeaders,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.headers(headers);
  if (request.url.startsWith("/api/") || request.routeOptions.url?.startsWith("/api/")) {
    reply.header("cache-control", "no-store");
  }
}

export function registerSecurityHeaders(app: FastifyInstance, headers: TSecurityHeaders): void {
  app.addHook("onRequest", (request, reply, done) => {
    applySecurityHeaders(headers, request, reply);
    done();
  });
}

/**
 * Helmet's security headers. Helmet computes them from its options alone (no nonces here), so they
 * are computed once, at start, by running helmet against a recording response, and every reply
 * gets that same set. The Fastify wrapper (@fastify/helmet) rebuilt the middleware on every
 * request, parsing the whole Content-Security-Policy each time, which showed in the rating
 * benchmark's profile.
 */
export function computeHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
