import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** The API as `npm start` runs it from the sources (the built bundle is the shared app's). */
export const API_FROM_SOURCES = ["--import", "tsx", "apps/api/src/main.ts"];

export type TOwnApi = ReturnType<typeof ownApi>;

/**
 * An API process on this machine with a fresh embedded database of its own: the shared app of
 * the browser tests (global setup), or one a test file runs for settings the shared app lacks.
 * `args` are node's arguments, `env` what the test adds to the common environment.
 */
export function ownApi(options: {
  name: string;
  port: number;
  args: string[];
  env?: Record<string, string>;
  startTimeoutMs?: number;
}) {
  // Made when first needed, so that a test file whose tests are all filtered out leaves nothing.
  let dataDir: string | undefined;
  const url = `http://localhost:${options.port}`;
  let server: ChildProcess | undefined;

  function dataDirectory(): string {
    dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), `ship-${options.name}-`));
    return dataDir;
  }

  /** Also the environment of a command that opens this API's database while it is stopped. */
  function env(): NodeJS.ProcessEnv {
    // The browser tests always run on the embedded database, whatever the caller's DATABASE_URL.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    return {
      ...inherited,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDirectory(),
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      ...options.env,
    };
  }

  async function start() {
    const child = spawn(process.execPath, options.args, {
      cwd: repoRoot,
      env: env(),
      stdio: ["ignore", "inherit", "inherit"],
    });
    server = child;
    // If the test run ends without its teardown (an error, Ctrl-C), the API must not outlive it:
    // a server left running keeps the command's output open.
    process.once("exit", () => child.kill("SIGKILL"));
    await waitForHealth(`${url}/healthz`, options.startTimeoutMs ?? 90_000);
  }

  async function stop() {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 8000);
    await exited;
    clearTimeout(killer);
  }

  async function close() {
    await stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { url, port: options.port, env, start, stop, close };
}

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs} ms`);
}
