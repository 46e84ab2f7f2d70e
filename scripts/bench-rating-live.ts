// Live carriers' rating figures for npm run bench (issue 19): every carrier with a live connector is
// switched live and pointed at a stub of its API that answers each call after 150 ms (its recorded
// pairs, LIVE_STUB_PAIRS; the fixture carrier stands in while no real connector has any), then
// POST /rate through the real API, each request a new parcel so the minute's quote cache never
// answers: p50/p99, each answer within the rating budget + 50 ms. Then a stub that never answers:
// POST /rate must still come back within its budget + 50 ms. Figures measured on a loaded machine
// say little: the script says so, and the quiet-machine figures go in docs/deploy.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LIVE_CARRIERS, parseLiveCarrierSettings, type TLiveCarrier } from "@ship/carriers";
import {
  FIXTURE_LIVE_CARRIER,
  FIXTURE_LIVE_STUB_PAIRS,
  LIVE_STUB_PAIRS,
  startCarrierStub,
  type TCarrierStub,
} from "@ship/carriers/testing";
import { createTestDatabase } from "@ship/db/testing";
import { addDaysToIsoDate } from "@ship/domain";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { createContext } from "../apps/api/src/create-context.ts";
import { createCarrierSetup } from "../apps/api/src/features/live-carriers/carrier-setup.ts";

const STUB_DELAY_MS = 150;
const BUDGET_MS = 2500;
const HANG_BUDGET_MS = 1000;
const REQUESTS = 120;
const CONCURRENCY = 10;
const SLACK_MS = 50;

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

/** Every request a new parcel (weight and length): the minute's quote cache never answers. */
function rateBody(index: number): string {
  return JSON.stringify({
    shipment: {
      ship_from: { country_code: "FR", address: "75011, Paris" },
      ship_to: { country_code: "FR", address: "13001, Marseille" },
      parcels: [{ number: 1, weight: 1 + (index % 100) / 10, x: 30 + Math.floor(index / 100), y: 20, z: 10 }],
      unit: "fr",
      shipment_date: addDaysToIsoDate(today, 1),
      shipment_type: 2,
    },
  });
}

/** The carriers to switch live: those with recorded pairs, else the fixture carrier alone. */
function liveCatalogue(): { carrier: TLiveCarrier; pairs: NonNullable<(typeof LIVE_STUB_PAIRS)["UPS"]> }[] {
  const real = LIVE_CARRIERS.flatMap((carrier) => {
    const pairs = LIVE_STUB_PAIRS[carrier.carrier_code];
    return pairs ? [{ carrier, pairs }] : [];
  });
  return real.length > 0 ? real : [{ carrier: FIXTURE_LIVE_CARRIER, pairs: FIXTURE_LIVE_STUB_PAIRS }];
}

/**
 * Values a carrier's documented success pairs expect (its documentation's sample account): UPS's
 * Shop answer is recorded for shipper A1B2C3, any other account gets its error pairs.
 */
const STUB_ACCOUNT: Partial<Record<string, Partial<Record<string, string>>>> = {
  UPS: { account_number: "A1B2C3" },
};

/** CARRIERS_LIVE, one account per carrier (made-up values where the stubs take any) and the stubs' roots. */
function liveEnv(entries: { carrier: TLiveCarrier; stub: TCarrierStub }[]): Record<string, string> {
  const env: Record<string, string> = {
    CARRIERS_LIVE: entries.map(({ carrier }) => carrier.carrier_code).join(","),
  };
  for (const { carrier, stub } of entries) {
    env[`CARRIER_${carrier.carrier_code}_BASE_URL`] = stub.url;
    for (const field of carrier.credential_fields) {
      env[`CARRIER_${carrier.carrier_code}_${field.toUpperCase()}`] =
        STUB_ACCOUNT[carrier.carrier_code]?.[field] ?? `bench-${field}`;
    }
  }
  return env;
}

async function startApi(env: Record<string, string>, catalogue: readonly TLiveCarrier[], budgetMs: number) {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ship-bench-live-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    RATING_BUDGET_MS: String(budgetMs),
    RATE_LIMIT_ANONYMOUS_RATINGS: "1000000000",
    RATE_LIMIT_NEW_SESSIONS: "1000000000",
    ...env,
  });
  const carriers = createCarrierSetup(parseLiveCarrierSettings(env), catalogue);
  const app = await buildApp(createContext(config, database.db, { carriers }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `count` POST /rate, `concurrency` at a time, from one visitor session: each one's time in ms. */
async function rateMany(base: string, count: number, concurrency: number) {
  const opened = await fetch(`${base}/api/v4/rate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: rateBody(0),
  });
  const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const times: number[] = [];
  const errors = new Map<string, number>();
  let next = 1;
  const worker = async () => {
    while (next <= count) {
      const index = next++;
      const started = performance.now();
      const response = await fetch(`${base}/api/v4/rate`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: rateBody(index),
      });
      const body = (await response.json()) as { carrier_errors?: { carrier_code: string; code: string }[] };
      times.push(performance.now() - started);
      for (const error of body.carrier_errors ?? []) {
        const key = `${error.carrier_code} ${error.code}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? 0, errors };
}

const describeErrors = (errors: Map<string, number>) =>
  errors.size === 0 ? "none" : [...errors].map(([key, count]) => `${key} x${count}`).join(", ");

export async function benchRatingLive() {
  const loadNote = `${os.loadavg()[0]?.toFixed(1)} load average on ${os.cpus().length} cores`;
  console.log(
    `live carriers' rating (issue 19), machine at ${loadNote}: figures under load are not meaningful`,
  );
  const catalogue = liveCatalogue();
  const entries = await Promise.all(
    catalogue.map(async ({ carrier, pairs }) => ({
      carrier,
      stub: await startCarrierStub(pairs, { delayMs: STUB_DELAY_MS }),
    })),
  );
  const carriers = entries.map(({ carrier }) => carrier);
  const names = carriers.map((carrier) => carrier.carrier_code).join(", ");
  try {
    const api = await startApi(liveEnv(entries), carriers, BUDGET_MS);
    try {
      const figures = await rateMany(api.base, REQUESTS, CONCURRENCY);
      const within = figures.max <= BUDGET_MS + SLACK_MS;
      console.log(
        `  live ${names} on stubs answering in ${STUB_DELAY_MS} ms, ${REQUESTS} ratings ${CONCURRENCY} at a time: ` +
          `POST /rate p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms, max ${figures.max.toFixed(0)} ms ` +
          `(target <= budget ${BUDGET_MS} + ${SLACK_MS} ms: ${within ? "met" : "NOT MET"}); carrier_errors: ${describeErrors(figures.errors)}`,
      );
    } finally {
      await api.close();
    }
  } finally {
    await Promise.all(entries.map(({ stub }) => stub.close()));
  }
  await benchHangingLiveCarrier();
}

/**
 * The fixture carrier live on a stub that never answers: each POST /rate costs the budget, no more;
 * after six such calls in a minute its circuit breaker skips it (carrier.circuit_open, at once).
 */
async function benchHangingLiveCarrier() {
  const stub = await startCarrierStub(FIXTURE_LIVE_STUB_PAIRS);
  stub.use("rate: hangs");
  const api = await startApi(
    liveEnv([{ carrier: FIXTURE_LIVE_CARRIER, stub }]),
    [FIXTURE_LIVE_CARRIER],
    HANG_BUDGET_MS,
  );
  try {
    const figures = await rateMany(api.base, 10, 1);
    const within = figures.max <= HANG_BUDGET_MS + SLACK_MS;
    console.log(
      `  a live carrier that never answers, budget ${HANG_BUDGET_MS} ms, 10 ratings one at a time: ` +
        `POST /rate p50 ${figures.p50.toFixed(0)} ms, max ${figures.max.toFixed(0)} ms ` +
        `(target <= ${HANG_BUDGET_MS + SLACK_MS} ms: ${within ? "met" : "NOT MET"}); carrier_errors: ${describeErrors(figures.errors)}`,
    );
  } finally {
    await api.close();
    await stub.close();
  }
}
