import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` (brotli at its highest quality) and `.gz` beside each text asset of the build, once,
 * so the API serves them precompressed (`@fastify/static` `preCompressed`) and spends no CPU per
 * request on the web app's files (issue 16: the 350 KB main chunk went out uncompressed).
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "shipcompare-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of fs.readdirSync(outDir, { recursive: true, encoding: "utf8" })) {
        const full = path.join(outDir, file);
        // index.html gets a nonce per response from the API, which compresses it then (decision 070).
        if (file === "index.html") continue;
        if (!COMPRESSIBLE.test(file) || !fs.statSync(full).isFile()) continue;
        const bytes = fs.readFileSync(full);
        if (bytes.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${full}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
