import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { quote, shippingInfo } from "./journey.ts";

const apiRoot = path.resolve(import.meta.dirname, "../..");

export type TApiProcess = ReturnType<typeof apiProcess>;

/**
 * The real API process, as `npm start` runs it (tsx), for the tests that kill it with SIGKILL and
 * restart it (waybill recovery, e-mail outbox). Its own PGlite data directory, or `databaseUrl`;
 * one visitor cookie carried from call to call like a browser's.
 */
export function apiProcess(
  name: string,
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ship-${name}-`));
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let cookie = "";

  function start(extraEnv: Record<string, string> = {}) {
    // The caller's DATABASE_URL never leaks in: the process uses the database it was given.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: apiRoot,
      env: {
        ...inherited,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        ...options.env,
        ...extraEnv,
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
  }

  /** Polls until the probe gives a value; fails at once if the process has exited. */
  async function waitFor<T>(
    what: string,
    probe: () => Promise<T | undefined>,
    timeoutMs = 90_000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (server?.exitCode !== null) throw new Error(`the API exited with code ${server?.exitCode}`);
      const value = await probe().catch(() => undefined);
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  /** Start-up takes a few seconds (tsx, PGlite); much longer when other test files share the CPU. */
  const healthy = () =>
    waitFor("the API to start", async () => ((await fetch(`${base}/healthz`)).ok ? true : undefined));

  async function stop(signal: NodeJS.Signals) {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  }

  async function call(method: string, url: string, body?: unknown) {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...(body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      redirect: "manual",
    });
    const session = response.headers.getSetCookie().find((c) => c.startsWith("PHPSESSID="));
    if (session) cookie = session.split(";")[0] ?? "";
    return response;
  }

  async function close() {
    await stop("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { base, dataDir, start, waitFor, healthy, stop, call, close };
}

/**
 * A port no process listens on now, chosen by the system. A random pick could name the port of
 * another test's API (the crash tests run side by side, in this run or another checkout's), and
 * the health probe would then talk to that process and its database. Asked synchronously (a
 * short child process) so that `base` is known when the API is described.
 */
function freePort(): number {
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => " +
    "{ process.stdout.write(String(s.address().port)); s.close(); });";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

/**
 * Over HTTP, as the web app does: rate Paris -> Marseille, choose a pickup offer and fill in the
 * shipping info. Answers the order's reference, ready to pay or confirm.
 */
export async function orderReadyOverHttp(api: Pick<TApiProcess, "call">) {
  const expectOk = async (response: Response, what: string) => {
    if (response.status !== 200) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return response;
  };
  const rated = await expectOk(await api.call("POST", "/api/v4/rate?lang=en", { shipment: quote() }), "rate");
  const { shipment_id, order_id } = (await rated.json()) as { shipment_id: string; order_id: string };
  const ref = { shipment_id, order_id };
  const offersResponse = await expectOk(await api.call("POST", "/api/v4/offers?lang=en", ref), "offers");
  const { offers } = (await offersResponse.json()) as {
    offers: { offer_id: string; allow_pickup: number }[];
  };
  const offer = offers.find((o) => o.allow_pickup === 1);
  if (!offer) throw new Error("no pickup offer Paris -> Marseille");
  const key = { ...ref, offer_id: offer.offer_id };
  await expectOk(await api.call("POST", "/api/v4/offer/select?lang=en", key), "offer/select");
  await expectOk(
    await api.call("POST", "/api/v4/update-shipment?lang=en", {
      ...key,
      shipping_info: shippingInfo(),
    }),
    "update-shipment",
  );
  return ref;
}
