import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ownApi, repoRoot, type TOwnApi } from "./own-api.ts";
import { startTileServer } from "./tile-server.ts";

let app: TOwnApi | undefined;
let tiles: Awaited<ReturnType<typeof startTileServer>> | undefined;

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}

/** Starts the real app (built web app + bundled API on a fresh PGlite data directory) once for all browser tests. */
export default async function setup(project: TestProject) {
  for (const built of ["apps/web/dist/index.html", "apps/api/dist/server.mjs"]) {
    if (!fs.existsSync(path.join(repoRoot, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first (npm run test:e2e does)`);
    }
  }
  tiles = await startTileServer();
  // The app as `npm start` runs it: the built web app and the bundled API.
  app = ownApi({
    name: "e2e",
    // E2E_PORT: a fixed port, for machines where several people run the browser tests at once.
    port: Number(process.env.E2E_PORT) || 18_000 + Math.floor(Math.random() * 1000),
    args: ["apps/api/dist/server.mjs"],
    env: {
      DEMO_DATA: "true",
      // Every browser test comes from this machine's address (decision 021).
      RATE_LIMIT_NEW_SESSIONS: "1000000",
      RATE_LIMIT_ANONYMOUS_RATINGS: "1000000",
      // Every browser test comes from 127.0.0.1: a retried contact test must not meet the hourly limit.
      RATE_LIMIT_CONTACT_MESSAGES: "1000",
      // The maps' tiles from this machine (another origin than the app: its CSP must allow it).
      MAP_TILE_URL: tiles.template,
    },
  });
  await app.start();
  project.provide("baseUrl", app.url);
  project.provide("port", app.port);
}

export async function teardown() {
  await app?.close();
  await tiles?.close();
}
