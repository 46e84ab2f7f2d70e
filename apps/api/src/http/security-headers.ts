import { randomBytes } from "node:crypto";
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
 * from this origin, or are the built index.html's own inline ones (`scriptHashes`). Style sheets
 * come from this origin; a page with style elements of its own allows them by the nonce of its
 * response (`styleNonce`, decision 070).
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
          // No 'unsafe-inline': a page's own style elements carry its response's nonce (styleNonce).
          styleSrc: ["'self'"],
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

const STYLE_SRC = /(^|;)style-src [^;]*/;

/**
 * A fresh nonce for the style elements of the HTML page this reply sends, added to its
 * Content-Security-Policy's style-src (decision 070): Mantine writes its theme's CSS variables and
 * some components' media queries in style elements whose text depends on the brand and on React's
 * ids, so no list of hashes known at start can allow them. `styleAttributes` also allows style
 * attributes (style-src-attr), which the web app's pre-rendered first screen holds: React writes
 * its components' inline styles as attributes in server-rendered markup.
 */
export function styleNonce(reply: FastifyReply, options: { styleAttributes?: boolean } = {}): string {
  const nonce = randomBytes(16).toString("base64");
  const policy = String(reply.getHeader("content-security-policy") ?? "");
  const withNonce = policy.replace(STYLE_SRC, `$& 'nonce-${nonce}'`);
  reply.header(
    "content-security-policy",
    options.styleAttributes ? `${withNonce};style-src-attr 'unsafe-inline'` : withNonce,
  );
  return nonce;
}

/**
 * Swagger UI (/api/docs) draws a logo as an inline SVG that holds one style element, the same on
 * every load: allowed by its hash on the docs' responses alone (@fastify/swagger-ui's
 * transformStaticCSP). Its text is swagger-ui-dist's, as @fastify/swagger-ui 6.1 ships it; the
 * docs page's browser test (csp.e2e.test.ts) fails if an upgrade changes it.
 */
const SWAGGER_UI_STYLE_HASHES = ["'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"];

export function withSwaggerUiStyles(policy: string): string {
  return policy.replace(STYLE_SRC, `$& ${SWAGGER_UI_STYLE_HASHES.join(" ")}`);
}

const STYLE_START_TAG = /<style(?=[\s>])/g;

/** The page's style elements given the nonce (the page's own markup: no style tag in its text). */
export function withStyleNonce(html: string, nonce: string): string {
  return html.replace(STYLE_START_TAG, `<style nonce="${nonce}"`);
}

/** Sends a page rendered by the API, its style elements allowed by this response's nonce alone. */
export function sendHtmlPage(reply: FastifyReply, html: string): FastifyReply {
  const nonce = styleNonce(reply);
  return reply.type("text/html; charset=utf-8").send(withStyleNonce(html, nonce));
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
