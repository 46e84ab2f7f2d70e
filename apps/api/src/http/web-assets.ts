import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** The types of what the web build writes in assets/ (other files are served as bytes). */
const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".json": "application/json; charset=utf-8",
};

type TAsset = { type: string; raw: Buffer; br?: Buffer; gzip?: Buffer };

/** The build's assets/ files by URL path, each with its precompressed forms when the build wrote them. */
export function loadAssets(assetsDir: string): Map<string, TAsset> {
  const assets = new Map<string, TAsset>();
  if (!fs.existsSync(assetsDir)) return assets;
  const names = new Set(fs.readdirSync(assetsDir));
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const file = path.join(assetsDir, name);
    if (!fs.statSync(file).isFile()) continue;
    const read = (suffix: string) => (names.has(name + suffix) ? fs.readFileSync(file + suffix) : undefined);
    assets.set(`/assets/${name}`, {
      type: CONTENT_TYPES[path.extname(name)] ?? "application/octet-stream",
      raw: fs.readFileSync(file),
      br: read(".br"),
      gzip: read(".gz"),
    });
  }
  return assets;
}

/** Brotli, then gzip, when the client accepts it (q=0 refuses); else the bytes as they are. */
function encodingFor(asset: TAsset, accept: string): ["br" | "gzip", Buffer] | null {
  const accepted = new Set(
    accept
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]?.trim()),
  );
  if (asset.br && accepted.has("br")) return ["br", asset.br];
  if (asset.gzip && accepted.has("gzip")) return ["gzip", asset.gzip];
  return null;
}

/**
 * The web build's hashed assets, served from memory (decision 067): read once at start (about 5
 * MB with their brotli and gzip forms), never changed until the next build and deploy. A page
 * loads up to 60 of them; from disk each cost the API about 1.3 ms of CPU (a stat per encoding, a
 * file stream), on the cores the browser shares on a small machine; from memory a fraction.
 */
export function registerWebAssets(app: FastifyInstance, assetsDir: string) {
  const assets = loadAssets(assetsDir);
  const serve = async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const asset = assets.get(`/assets/${request.params.file}`);
    if (!asset) return reply.callNotFound();
    const encoded = encodingFor(asset, String(request.headers["accept-encoding"] ?? ""));
    reply
      .header("content-type", asset.type)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("vary", "accept-encoding");
    if (encoded) reply.header("content-encoding", encoded[0]);
    const body = encoded ? encoded[1] : asset.raw;
    reply.header("content-length", body.length);
    return reply.send(body);
  };
  app.get("/assets/:file", serve);
  return assets.size;
}
