import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const TILE = fs.readFileSync(path.join(import.meta.dirname, "../fixtures/map-tile.png"));
const TILE_PATH = /^\/\d+\/\d+\/\d+\.png$/;

/**
 * A map tile server on loopback for the browser tests (issue 16): every /{z}/{x}/{y}.png is one
 * pale green 256 x 256 tile. The shared app's MAP_TILE_URL points here, so the relay-point map and
 * the static map paint real tiles without the Internet, and a tile the CSP blocked would show.
 */
export async function startTileServer() {
  const server = http.createServer((request, response) => {
    if (!TILE_PATH.test(request.url ?? "")) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=3600" }).end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
