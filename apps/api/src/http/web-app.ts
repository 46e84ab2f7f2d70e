import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Serves the built web app at "/" (hash routes, so index.html is the only page). */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  if (!fs.existsSync(path.join(distDir, "index.html"))) {
    app.log.warn({ distDir }, "web app not built: run `npm run build`; only the API is served");
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: ["index.html"],
    // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
}
