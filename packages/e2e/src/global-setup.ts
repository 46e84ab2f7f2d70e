import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
let server: ChildProcess | undefined;
let dataDir: string | undefined;

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the app did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts the real app (built web app + bundled API on a fresh PGlite data directory) once for all browser tests. */
export default async function setup(project: TestProject) {
  for (const built of ["apps/web/dist/index.html", "apps/api/dist/server.mjs"]) {
    if (!fs.existsSync(path.join(repoRoot, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first (npm run test:e2e does)`);
    }
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ship-e2e-"));
  const port = 18_000 + Math.floor(Math.random() * 1000);
  // The browser tests always run on the embedded database, whatever the caller's DATABASE_URL.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // The app as `npm start` runs it: the built web app and the bundled API.
  server = spawn(process.execPath, ["apps/api/dist/server.mjs"], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      // Every browser test comes from this machine's address (decision 021).
      RATE_LIMIT_NEW_SESSIONS: "1000000",
      RATE_LIMIT_ANONYMOUS_RATINGS: "1000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // If the test run ends without its teardown (an error, Ctrl-C), the app must not outlive it:
  // a server left running keeps the command's output open.
  const child = server;
  process.once("exit", () => child.kill("SIGKILL"));
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(`${baseUrl}/healthz`, 90_000);
  project.provide("baseUrl", baseUrl);
  project.provide("port", port);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    const killer = setTimeout(() => server?.kill("SIGKILL"), 8000);
    await exited;
    clearTimeout(killer);
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
