import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { styleNonce, withStyleNonce } from "./security-headers.ts";
import { registerWebAssets } from "./web-assets.ts";

const NONCE_SLOT = "\u0000";

/**
 * The built index.html cut where each response writes its style nonce (decision 070): on every
 * style element, and on a `<meta property="csp-nonce">` from which the app gives it to Mantine's
 * style elements (lib/style-nonce.ts; Vite's preload helper reads the same element).
 */
export function webPageParts(html: string): string[] {
  const marked = withStyleNonce(html, NONCE_SLOT).replace(
    "</head>",
    `<meta property="csp-nonce" nonce="${NONCE_SLOT}"></head>`,
  );
  return marked.split(NONCE_SLOT);
}

/** Serves the built web app at "/" (hash routes, so index.html is the only page). */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, "index.html");
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, "web app not built: run `npm run build`; only the API is served");
    return;
  }
  // index.html is read once, as the hashed assets are, and gets a fresh nonce per response: it is
  // compressed on the fly then (fastify-compress's brotli, 0.3-1.6 ms for its 60 KB, 6.1 KB sent).
  const parts = webPageParts(fs.readFileSync(indexFile, "utf8"));
  const sendPage = (reply: FastifyReply) =>
    reply
      // Always revalidated, as before; it has no validator now, so it is always sent again.
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(parts.join(styleNonce(reply, { styleAttributes: true })));
  app.get("/", { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.get("/index.html", { schema: { hide: true } }, (_request, reply) => sendPage(reply));

  // The hashed assets from memory; the brands' and carriers' files from disk.
  registerWebAssets(app, path.join(distDir, "assets"));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    globIgnore: ["assets/**", "index.html", "index.html.*"],
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders(res) {
      // Brand logos and carrier images keep their names when changed: revalidated each time.
      res.header("cache-control", "no-cache");
    },
  });
}
