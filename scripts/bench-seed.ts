// One professional customer's history for the benches (issue 12), written with set-based SQL on
// PostgreSQL: ratings -> orders -> shipments (a third each Validated, Delivered, Cancelled; to
// Lyon, Marseille or Lille; their confirmation e-mails sent, else the API's start-up sweep would
// mail 100,000 of them while the bench runs) -> invoices of the newest ones (deferred, half of
// them paid). Vacuumed at the end, as autovacuum would soon do after such a load: the bench
// measures a settled table, not one whose visibility map autovacuum is still writing.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { createTestDatabase } from "@ship/db/testing";
import autocannon from "autocannon";
import { sql } from "kysely";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { createContext } from "../apps/api/src/create-context.ts";
import { hashPassword } from "../apps/api/src/features/session/password.ts";
import { apiProcess } from "../apps/api/src/testing/api-process.ts";

type TDb = Awaited<ReturnType<typeof createTestDatabase>>["db"];

export const BENCH_PASSWORD = "bench-password-1";

/** The lists' benches: 10 connections for 5 seconds each case (issues 12 and 13). */
export const BENCH_CONNECTIONS = 10;
const BENCH_DURATION_S = 5;

/** One POST case under load, as the logged-in bench user (its session cookie). */
export async function postUnderLoad(url: string, cookie: string, body: object) {
  const result = await autocannon({
    url,
    method: "POST",
    connections: BENCH_CONNECTIONS,
    duration: BENCH_DURATION_S,
    headers: { "content-type": "application/json", cookie: `PHPSESSID=${cookie}` },
    body: JSON.stringify(body),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** A professional account the bench logs in as: its id and e-mail. */
export async function createBenchUser(db: TDb): Promise<{ id: number; email: string }> {
  const email = `bench-${randomBytes(4).toString("hex")}@example.test`;
  const user = await db
    .insertInto("users")
    .values({
      email,
      password_hash: await hashPassword(BENCH_PASSWORD),
      lastname: "Bench",
      company: "Bench SARL",
      phone: "+33612345678",
      pro: 1,
      status: "active",
      api_key: randomBytes(24).toString("base64url"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: user.id, email };
}

export async function seedHistory(db: TDb, userId: number, counts: { shipments: number; invoices: number }) {
  const shipments = sql.lit(counts.shipments);
  const user = sql.lit(userId);
  await sql`insert into ratings (shipment_id, order_id, session_id, user_id, customer_type, shipment, offers)
    select 'bs' || n, 'bo' || n, 'bench', ${user}, 'pro', '{}'::jsonb, '[]'::jsonb
    from generate_series(1, ${shipments}) n`.execute(db);
  await sql`insert into orders (shipment_id, order_id, session_id, user_id, offer_id, offer, rated_date)
    select 'bs' || n, 'bo' || n, 'bench', ${user}, 'of' || n, '{}'::jsonb, current_date
    from generate_series(1, ${shipments}) n`.execute(db);
  await sql`insert into shipments (id, shipment_id, order_id, session_id, user_id, carrier_code, carrier_name,
      service_code, service_name, carrier_shipment_id, tracking_numbers, status, label_format, shipping_method,
      shipment_date, expected_delivery_date, ship_from, ship_to, parcel_weights_g, content, reason,
      customs_required, currency, price_ti_cents, insurance_cents, total_cents, payment_method, lang, created_at,
      confirmation_mailed_at)
    select 'sh' || n, 'bs' || n, 'bo' || n, 'bench', ${user}, 'DPD', 'DPD', 'PREDICT', 'DPD Predict', 'c' || n,
      jsonb_build_array(lpad(n::text, 14, '0')), (array['Validated', 'Delivered', 'Cancelled'])[1 + n % 3],
      'PDF', 'pickup', current_date, current_date + 2,
      jsonb_build_object('name', 'Expéditeur ' || n, 'company', '', 'city', 'Paris'),
      jsonb_build_object('name', 'Client ' || n, 'company', '', 'city', (array['Lyon', 'Marseille', 'Lille'])[1 + n % 3]),
      '[2000]'::jsonb, 'books', 'sale', false, 'EUR', 900 + n % 500, 0, 900 + n % 500, 'deferred', 'fr',
      now() - make_interval(secs => n), now() - make_interval(secs => n)
    from generate_series(1, ${shipments}) n`.execute(db);
  await sql`insert into invoices (number, year, sequence, shipment_ref, user_id, issue_date, due_date, paid_at,
      customer, lines, currency, total_ti_cents, payment_method, lang, created_at)
    select 'B-' || n, 2026, n, 'sh' || n, ${user}, current_date - n % 90, current_date - n % 90 + 30,
      case when n % 2 = 0 then now() end, jsonb_build_object('name', 'Bench', 'company', 'Bench SARL'),
      '[]'::jsonb, 'EUR', 900 + n % 500, 'deferred', 'fr', now() - make_interval(secs => n)
    from generate_series(1, ${sql.lit(counts.invoices)}) n`.execute(db);
  await sql`vacuum analyze`.execute(db);
}

/** The real app on a loopback port over this database, and the bench user's session cookie. */
export async function startBenchApi(db: TDb, email: string) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST: path.join(import.meta.dirname, "no-web-build"),
  });
  const ctx = createContext(config, db);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/v4/login?lang=en`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: email, password: BENCH_PASSWORD }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(";")[0]?.split("=")[1] ?? "";
  // ctx: a bench runs a background job itself (the mass mailing's batches).
  return { base, cookie, ctx, close: () => app.close() };
}

/**
 * The real API as its own process (as `npm start` runs it) over this PostgreSQL database, so the
 * load generator does not share the API's event loop; and the bench user's session cookie.
 */
export async function startBenchApiProcess(databaseUrl: string, email: string) {
  const api = apiProcess("bench", { databaseUrl, env: { LOG_LEVEL: "silent" } });
  api.start();
  await api.healthy();
  const login = await api.call("POST", "/api/v4/login?lang=en", { login: email, password: BENCH_PASSWORD });
  const cookie = login.headers.getSetCookie()[0]?.split(";")[0]?.split("=")[1] ?? "";
  return { base: api.base, cookie, close: () => api.close() };
}
