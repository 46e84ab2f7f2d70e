import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { registerWebAssets } from "./web-assets.ts";

/** Serves the built web app at "/" (hash routes, so index.html is the only page). */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  if (!fs.existsSync(path.join(distDir, "index.html"))) {
    app.log.warn({ distDir }, "web app not built: run `npm run build`; only the API is served");
    return;
  }
  // The hashed assets from memory; index.html, the brands' and carriers' files from disk.
  registerWebAssets(app, path.join(distDir, "assets"));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    globIgnore: ["assets/**"],
    index: ["index.html"],
    // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders(res) {
      // index.html must always be revalidated (the hashed assets are immutable: web-assets.ts).
      res.header("cache-control", "no-cache");
    },
  });
}
