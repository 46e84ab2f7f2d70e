// The varied rating workload for npm run bench (issue 17 item 1, decision 053): every POST /rate a
// different parcel on one of 24 routes, from a mix of visitors (75 % returning with their cookie,
// 15 % new without one, 10 % invalid bodies answered 400), a POST /offers after some ratings; 20
// connections on PostgreSQL and on PGlite, beside a bare Fastify route answering the same bytes.
// Prints req/s, p50/p99, the API process's CPU time per rating (process.cpuUsage, read from its
// /metrics), the bytes the database grew by per rating, and the API process's resident memory
// (VmRSS) after start-up, at its peak under load, when the load ends and after a rest.
// BENCH_VARIED_SECONDS=600 BENCH_VARIED_REST_SECONDS=60: the long run of issue 33 (memory held).
// BENCH_VARIED_HEAP_DIR=dir: heap snapshots of the API after the warm-up, at the end of the load and
// after the rest (node --heapsnapshot-signal), to compare what the load left behind.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { addDaysToIsoDate } from "@ship/domain";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_VARIED_SECONDS ?? 20);
// Seconds the API is left idle after the load before its memory is read again (and it is stopped).
const REST_S = Number(process.env.BENCH_VARIED_REST_SECONDS ?? 0);
const HEAP_DIR = process.env.BENCH_VARIED_HEAP_DIR;
// When the snapshots are taken (comma-separated): after the warm-up, at the end of the load, after the
// rest. A snapshot costs the process hundreds of MiB of RSS of its own: the readings that follow one
// are not the API's.
const HEAP_AT = new Set((process.env.BENCH_VARIED_HEAP_AT ?? "warm-up,end,rest").split(","));
const snapshotAt = (moment: string) => HEAP_DIR !== undefined && HEAP_AT.has(moment);
// Ports of this bench: the API, then the bare reference.
const API_PORT = Number(process.env.BENCH_VARIED_PORT ?? 19_121);
const BARE_PORT = API_PORT + 1;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? "bench_rating_";
const OFFERS_AFTER_RATE = 0.3;

type TPlace = { country_code: string; address: string };
const fr = (address: string): TPlace => ({ country_code: "FR", address });
const PLACES = {
  paris: fr("75011, Paris"),
  marseille: fr("13001, Marseille"),
  lyon: fr("69001, Lyon"),
  toulouse: fr("31000, Toulouse"),
  bordeaux: fr("33000, Bordeaux"),
  lille: fr("59000, Lille"),
  nantes: fr("44000, Nantes"),
  strasbourg: fr("67000, Strasbourg"),
  nice: fr("06000, Nice"),
  rennes: fr("35000, Rennes"),
  montpellier: fr("34000, Montpellier"),
  brest: fr("29200, Brest"),
  berlin: { country_code: "DE", address: "10115, Berlin" },
  madrid: { country_code: "ES", address: "28001, Madrid" },
  brussels: { country_code: "BE", address: "1000, Bruxelles" },
  amsterdam: { country_code: "NL", address: "1011 AB, Amsterdam" },
  rome: { country_code: "IT", address: "00118, Roma" },
  lisbon: { country_code: "PT", address: "1100-148, Lisboa" },
  newYork: { country_code: "US", address: "10001, New York" },
  geneva: { country_code: "CH", address: "1201, Genève" },
  montreal: { country_code: "CA", address: "H2X 1Y4, Montréal" },
} satisfies Record<string, TPlace>;

/** 24 origin/destination pairs: French domestic, Europe, and a few international. */
const ROUTES: [TPlace, TPlace][] = [
  [PLACES.paris, PLACES.marseille],
  [PLACES.lyon, PLACES.lille],
  [PLACES.toulouse, PLACES.paris],
  [PLACES.bordeaux, PLACES.strasbourg],
  [PLACES.nantes, PLACES.nice],
  [PLACES.rennes, PLACES.montpellier],
  [PLACES.brest, PLACES.lyon],
  [PLACES.marseille, PLACES.lille],
  [PLACES.nice, PLACES.paris],
  [PLACES.strasbourg, PLACES.bordeaux],
  [PLACES.montpellier, PLACES.nantes],
  [PLACES.lille, PLACES.toulouse],
  [PLACES.paris, PLACES.berlin],
  [PLACES.lyon, PLACES.madrid],
  [PLACES.lille, PLACES.brussels],
  [PLACES.paris, PLACES.amsterdam],
  [PLACES.marseille, PLACES.rome],
  [PLACES.bordeaux, PLACES.lisbon],
  [PLACES.berlin, PLACES.paris],
  [PLACES.madrid, PLACES.toulouse],
  [PLACES.paris, PLACES.newYork],
  [PLACES.lyon, PLACES.geneva],
  [PLACES.nantes, PLACES.montreal],
  [PLACES.newYork, PLACES.paris],
];

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const between = (min: number, max: number, decimals = 0) =>
  Number((min + Math.random() * (max - min)).toFixed(decimals));

/** A different parcel every time: 1 or 2 parcels, 0.1 to 25 kg, 5 to 60 cm a side. */
function randomRateBody(): string {
  const [from, to] = pick(ROUTES);
  const parcels = Array.from({ length: Math.random() < 0.8 ? 1 : 2 }, () => ({
    number: 1,
    weight: between(0.1, 25, 1),
    x: between(5, 60),
    y: between(5, 50),
    z: between(2, 40),
  }));
  return JSON.stringify({
    shipment: {
      ship_from: from,
      ship_to: to,
      parcels,
      unit: "fr",
      shipment_date: addDaysToIsoDate(today, Math.floor(Math.random() * 4)),
      shipment_type: 2,
    },
  });
}

/** Bodies the API must refuse with 400: a negative weight, a parcel without sides, no shipment. */
function invalidRateBody(): string {
  const body = JSON.parse(randomRateBody()) as { shipment: { parcels: Record<string, unknown>[] } };
  const variant = Math.floor(Math.random() * 3);
  if (variant === 0)
    return JSON.stringify({
      shipment: { ...body.shipment, parcels: [{ number: 1, weight: -2, x: 10, y: 10, z: 10 }] },
    });
  if (variant === 1)
    return JSON.stringify({ shipment: { ...body.shipment, parcels: [{ number: 1, weight: 2 }] } });
  return JSON.stringify({ parcel: "none" });
}

type TAnswer = { status: number; body: string; cookie: string | undefined; ms: number };

function post(
  agent: http.Agent,
  port: number,
  pathName: string,
  body: string,
  cookie?: string,
): Promise<TAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        path: pathName,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            cookie: response.headers["set-cookie"]?.[0]?.split(";")[0],
            ms: performance.now() - started,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

type TRun = {
  requests: number;
  seconds: number;
  latencies: number[];
  rateLatencies: number[];
  offersLatencies: number[];
  ratings: number;
  /** Statuses that were not the one expected (200, or 400 for an invalid body). */
  unexpected: Map<string, number>;
  errors: number;
};

/** The varied workload on every connection for `seconds`. */
async function runLoad(port: number, seconds: number, visitors: string[], bare = false): Promise<TRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const run: TRun = {
    requests: 0,
    seconds,
    latencies: [],
    rateLatencies: [],
    offersLatencies: [],
    ratings: 0,
    unexpected: new Map(),
    errors: 0,
  };
  const note = (what: string, answer: TAnswer, expected: number) => {
    run.requests++;
    run.latencies.push(answer.ms);
    // The bare reference answers 200 to anything.
    if (answer.status !== (bare ? 200 : expected)) {
      const key = `${what} ${answer.status}`;
      run.unexpected.set(key, (run.unexpected.get(key) ?? 0) + 1);
    }
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  async function connection() {
    while (performance.now() < deadline) {
      const roll = Math.random();
      try {
        if (roll < 0.1) {
          note("invalid rate", await post(agent, port, "/api/v4/rate", invalidRateBody()), 400);
          continue;
        }
        const cookie = roll < 0.25 || visitors.length === 0 ? undefined : pick(visitors);
        const rated = await post(agent, port, "/api/v4/rate", randomRateBody(), cookie);
        note("rate", rated, 200);
        run.rateLatencies.push(rated.ms);
        if (rated.status !== 200) continue;
        run.ratings++;
        const owner = cookie ?? rated.cookie;
        if (!cookie && rated.cookie && visitors.length < 2000) visitors.push(rated.cookie);
        if (Math.random() < OFFERS_AFTER_RATE) {
          const { shipment_id, order_id } = JSON.parse(rated.body) as {
            shipment_id: string;
            order_id: string;
          };
          const offers = await post(
            agent,
            port,
            "/api/v4/offers",
            JSON.stringify({ shipment_id, order_id }),
            owner,
          );
          note("offers", offers, 200);
          run.offersLatencies.push(offers.ms);
        }
      } catch {
        run.errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  run.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return run;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

function describeRun(label: string, run: TRun): string {
  const unexpected = [...run.unexpected].map(([key, count]) => `${key}: ${count}`).join(", ");
  return `${label.padEnd(22)} ${(run.requests / run.seconds).toFixed(0).padStart(6)} req/s  p50 ${ms(percentile(run.latencies, 50))}  p99 ${ms(percentile(run.latencies, 99))}  (POST /rate p50 ${ms(percentile(run.rateLatencies, 50))} p99 ${ms(percentile(run.rateLatencies, 99))}; POST /offers p99 ${ms(percentile(run.offersLatencies, 99))})${unexpected || run.errors ? `  unexpected: ${unexpected || "none"}, socket errors ${run.errors}` : ""}`;
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return;
    } catch {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    }
    if (performance.now() - started > 90_000) throw new Error(`${base} not up within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startProcess(args: string[], env: NodeJS.ProcessEnv, port: number, nodeArgs: string[] = []) {
  // A bundle (.mjs) runs as it is; TypeScript through tsx.
  const loader = args[0]?.endsWith(".mjs") ? [] : ["--import", "tsx"];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, ...args], {
    cwd: root,
    env,
    stdio: "ignore",
  });
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return {
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** The API process's CPU seconds (process.cpuUsage, as its /metrics reports them). */
async function apiCpuSeconds(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const read = (name: string) =>
    Number(new RegExp(`^${name} ([0-9.e+-]+)`, "m").exec(text)?.[1] ?? Number.NaN);
  return read("process_cpu_user_seconds_total") + read("process_cpu_system_seconds_total");
}

/** A process's resident memory in MiB (/proc/<pid>/status VmRSS; Linux), NaN when it cannot be read. */
function residentMiB(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's resident memory every second; `peak` is the highest reading. */
function watchResident(pid: number | undefined) {
  let peak = residentMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid));
  }, 1000);
  return {
    get peak() {
      return Math.max(peak, residentMiB(pid));
    },
    stop: () => clearInterval(timer),
  };
}

/** Asks the API for a heap snapshot (SIGUSR2, --heapsnapshot-signal) and waits until it is written. */
async function heapSnapshot(pid: number | undefined, dir: string, label: string): Promise<void> {
  if (pid === undefined) return;
  const before = new Set(fs.readdirSync(dir));
  process.kill(pid, "SIGUSR2");
  const started = performance.now();
  let last = -1;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const file = fs.readdirSync(dir).find((name) => name.endsWith(".heapsnapshot") && !before.has(name));
    if (file) {
      const size = fs.statSync(path.join(dir, file)).size;
      // Written once its size stops moving and it ends as a snapshot's JSON does.
      if (size > 0 && size === last) {
        fs.renameSync(path.join(dir, file), path.join(dir, `${label}.heapsnapshot`));
        return;
      }
      last = size;
    }
    if (performance.now() - started > 300_000) throw new Error(`heap snapshot ${label} not written in 5 min`);
  }
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;

/** Bytes of a directory tree (PGlite's database files). */
function directoryBytes(dir: string): number {
  const out = execFileSync("du", ["-sb", dir], { encoding: "utf8" });
  return Number(out.split("\t")[0]);
}

type TTarget = {
  label: string;
  databaseUrl?: string;
  /** The database's size in bytes now. */
  size: () => Promise<number>;
  /** CPU seconds of the database server's processes serving the API (PostgreSQL on this machine). */
  backendCpuSeconds?: () => Promise<number>;
  /** Bytes of the rating tables (tables, indexes, TOAST), where they can be read beside the API. */
  tables?: () => Promise<Record<string, number>>;
  close: () => Promise<void>;
};

async function postgresTarget(): Promise<TTarget | undefined> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`rating, varied workload: PostgreSQL not reachable at ${PG_URL}; PGlite only`);
    return undefined;
  }
  const name = `${DB_PREFIX}${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    label: "PostgreSQL",
    databaseUrl: url.toString(),
    async size() {
      await client.query("checkpoint").catch(() => undefined);
      const { rows } = await client.query<{ size: string }>(
        "select pg_database_size(current_database())::text as size",
      );
      return Number(rows[0]?.size);
    },
    async backendCpuSeconds() {
      // The API's pool: every backend on this database but this client's; /proc gives their CPU ticks.
      const { rows } = await client.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      let ticks = 0;
      for (const { pid } of rows) {
        try {
          const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
          ticks += Number(fields[11]) + Number(fields[12]);
        } catch {
          // not on this machine, or gone
        }
      }
      return ticks / 100;
    },
    async tables() {
      const { rows } = await client.query<{ name: string; bytes: string }>(
        "select t::text as name, pg_total_relation_size(t)::text as bytes from unnest(array['ratings', 'rating_offer_sets', 'sessions']::regclass[]) as t",
      );
      return Object.fromEntries(rows.map((row) => [row.name, Number(row.bytes)]));
    },
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

function pgliteTarget(dataDir: string): TTarget {
  // The database's own files (base/), as pg_database_size counts them; not its write-ahead log.
  return {
    label: "PGlite",
    size: async () => directoryBytes(path.join(dataDir, "pglite", "base")),
    close: async () => {},
  };
}

async function benchTarget(target: TTarget, dataDir: string): Promise<void> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const api = await startProcess(
    // BENCH_VARIED_BUNDLE=1: the bundled API that `npm start` runs (npm run build -w @ship/api first).
    [process.env.BENCH_VARIED_BUNDLE === "1" ? "apps/api/dist/server.mjs" : "apps/api/src/main.ts"],
    {
      ...inherited,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      PORT: String(API_PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      // Every visitor comes from 127.0.0.1 here: far past the per-address limits.
      RATE_LIMIT_ANONYMOUS_RATINGS: "1000000000",
      RATE_LIMIT_NEW_SESSIONS: "1000000000",
    },
    API_PORT,
    [
      // BENCH_VARIED_PROFILE_DIR=dir: the API's CPU profile of the whole run (node --cpu-prof).
      ...(process.env.BENCH_VARIED_PROFILE_DIR
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_VARIED_PROFILE_DIR}`]
        : []),
      ...(HEAP_DIR ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${HEAP_DIR}`] : []),
      // BENCH_VARIED_NODE_ARGS="--heap-prof --heap-prof-dir=dir": other flags for the API's node.
      ...(process.env.BENCH_VARIED_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
    ],
  );
  const resident = watchResident(api.pid);
  try {
    const rssStart = residentMiB(api.pid);
    const visitors: string[] = [];
    // Warm-up (JIT, town data, connection pool): not counted.
    await runLoad(API_PORT, 5, visitors);
    if (HEAP_DIR && snapshotAt("warm-up")) await heapSnapshot(api.pid, HEAP_DIR, "1-after-warm-up");
    const sample = await post(new http.Agent(), API_PORT, "/api/v4/rate", randomRateBody(), visitors[0]);
    const { shipment_id, order_id } = JSON.parse(sample.body) as { shipment_id: string; order_id: string };
    const offers = await post(
      new http.Agent(),
      API_PORT,
      "/api/v4/offers",
      JSON.stringify({ shipment_id, order_id }),
      visitors[0],
    );
    const sizeBefore = await target.size();
    const tablesBefore = await target.tables?.();
    const cpuBefore = await apiCpuSeconds(API_PORT);
    const backendBefore = await target.backendCpuSeconds?.();
    const real = await runLoad(API_PORT, DURATION_S, visitors);
    const cpuAfter = await apiCpuSeconds(API_PORT);
    const backendAfter = await target.backendCpuSeconds?.();
    const rssPeak = resident.peak;
    const rssEnd = residentMiB(api.pid);
    if (HEAP_DIR && snapshotAt("end")) await heapSnapshot(api.pid, HEAP_DIR, "2-end-of-load");
    const sizeAfter = await target.size();
    const tablesAfter = await target.tables?.();
    let rssRested: number | undefined;
    if (REST_S > 0) {
      await new Promise((resolve) => setTimeout(resolve, REST_S * 1000));
      rssRested = residentMiB(api.pid);
      if (HEAP_DIR && snapshotAt("rest")) await heapSnapshot(api.pid, HEAP_DIR, "3-after-rest");
    }
    resident.stop();
    await api.stop();

    const rateFile = path.join(dataDir, "varied-rate.json");
    const offersFile = path.join(dataDir, "varied-offers.json");
    fs.writeFileSync(rateFile, sample.body);
    fs.writeFileSync(offersFile, offers.body);
    const bare = await startProcess(
      ["scripts/bench-bare-server.ts", rateFile, offersFile, String(BARE_PORT)],
      process.env,
      BARE_PORT,
    );
    let reference: TRun;
    try {
      await runLoad(BARE_PORT, 2, [], true);
      // A long run's reference needs no more than a minute: its rate is steady.
      reference = await runLoad(BARE_PORT, Math.min(DURATION_S, 60), ["x=1"], true);
    } finally {
      await bare.stop();
    }
    console.log(
      `rating, varied workload on ${target.label}: ${CONNECTIONS} connections, ${DURATION_S} s, ${ROUTES.length} routes, every parcel different, 75 % returning / 15 % new visitors / 10 % invalid, POST /offers after ${OFFERS_AFTER_RATE * 100} % of ratings (${(offers.body.length / 1024).toFixed(1)} KB answer)`,
    );
    console.log(`  ${describeRun("API", real)}`);
    console.log(`  ${describeRun("bare Fastify", reference)}`);
    console.log(
      `  ${real.ratings} ratings: API CPU ${((1000 * (cpuAfter - cpuBefore)) / real.ratings).toFixed(2)} ms per rating (all its requests counted); database +${((sizeAfter - sizeBefore) / real.ratings).toFixed(0)} bytes per rating (target <= 1024; on PostgreSQL targets p99 <= 30 ms, >= 1,500 req/s)`,
    );
    if (backendBefore !== undefined && backendAfter !== undefined && backendAfter > 0) {
      console.log(
        `  PostgreSQL backends of the API's pool: ${((1000 * (backendAfter - backendBefore)) / real.ratings).toFixed(2)} ms CPU per rating (/proc, 10 ms ticks)`,
      );
    }
    console.log(
      `  API resident memory (VmRSS): ${mib(rssStart)} after start-up, peak ${mib(rssPeak)}, ${mib(rssEnd)} when the load ended${rssRested === undefined ? "" : `, ${mib(rssRested)} ${REST_S} s later`} (targets: peak <= 350 MiB, back within 25 % of the start-up figure)`,
    );
    if (tablesBefore && tablesAfter) {
      const growth = Object.keys(tablesAfter).map(
        (name) =>
          `${name} +${(((tablesAfter[name] ?? 0) - (tablesBefore[name] ?? 0)) / real.ratings).toFixed(0)}`,
      );
      console.log(`  bytes per rating by table (with indexes and TOAST): ${growth.join(", ")}`);
    }
  } finally {
    resident.stop();
    await api.stop();
  }
}

export async function benchRatingVaried(): Promise<void> {
  const targets: TTarget[] = [];
  const pgTarget = await postgresTarget();
  if (pgTarget) targets.push(pgTarget);
  const only = process.env.BENCH_VARIED_ONLY;
  for (const target of [...targets, undefined]) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ship-bench-varied-"));
    const current = target ?? pgliteTarget(dataDir);
    try {
      if (!only || only === current.label) await benchTarget(current, dataDir);
    } finally {
      await current.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchRatingVaried();
  process.exit(0);
}
