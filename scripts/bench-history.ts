// My account figures for npm run bench (issue 12): one professional customer with 100,000
// shipments and 20,000 invoices on PostgreSQL; POST /user-shipments (the first and the 500th page,
// sorted, searched) under autocannon at 10 connections, through the real app on loopback.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createTestDatabase } from "@ship/db/testing";
import autocannon from "autocannon";
import { sql } from "kysely";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { createContext } from "../apps/api/src/create-context.ts";
import { hashPassword } from "../apps/api/src/features/session/password.ts";

const SHIPMENTS = 100_000;
const INVOICES = 20_000;
const CONNECTIONS = 10;
const DURATION_S = 5;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type TDb = Awaited<ReturnType<typeof createTestDatabase>>["db"];

/** The customer's history written with set-based SQL: ratings -> orders -> shipments -> invoices. */
async function seedHistory(db: TDb, userId: number) {
  const party = (city: string) =>
    sql`jsonb_build_object('name', 'Client ' || n, 'company', '', 'city', ${city}::text)`;
  await sql`insert into ratings (shipment_id, order_id, session_id, user_id, customer_type, shipment, offers)
    select 'bs' || n, 'bo' || n, 'bench', ${sql.lit(userId)}, 'pro', '{}'::jsonb, '[]'::jsonb
    from generate_series(1, ${sql.lit(SHIPMENTS)}) n`.execute(db);
  await sql`insert into orders (shipment_id, order_id, session_id, user_id, offer_id, offer, rated_date)
    select 'bs' || n, 'bo' || n, 'bench', ${sql.lit(userId)}, 'of' || n, '{}'::jsonb, current_date
    from generate_series(1, ${sql.lit(SHIPMENTS)}) n`.execute(db);
  await sql`insert into shipments (id, shipment_id, order_id, session_id, user_id, carrier_code, carrier_name,
      service_code, service_name, carrier_shipment_id, tracking_numbers, status, label_format, shipping_method,
      shipment_date, expected_delivery_date, ship_from, ship_to, parcel_weights_g, content, reason,
      customs_required, currency, price_ti_cents, insurance_cents, total_cents, payment_method, lang, created_at)
    select 'sh' || n, 'bs' || n, 'bo' || n, 'bench', ${sql.lit(userId)}, 'DPD', 'DPD', 'PREDICT', 'DPD Predict', 'c' || n,
      jsonb_build_array(lpad(n::text, 14, '0')), (array['Validated', 'Delivered', 'Cancelled'])[1 + n % 3],
      'PDF', 'pickup', current_date, current_date + 2, ${party("Paris")},
      ${sql`jsonb_build_object('name', 'Client ' || n, 'company', '', 'city', (array['Lyon', 'Marseille', 'Lille'])[1 + n % 3])`},
      '[2000]'::jsonb, 'books', 'sale', false, 'EUR', 900 + n % 500, 0, 900 + n % 500, 'deferred', 'fr',
      now() - make_interval(secs => n)
    from generate_series(1, ${sql.lit(SHIPMENTS)}) n`.execute(db);
  await sql`insert into invoices (number, year, sequence, shipment_ref, issue_date, customer, lines, currency,
      total_ti_cents, payment_method, lang)
    select 'B-' || n, 2026, n, 'sh' || n, current_date, '{}'::jsonb, '[]'::jsonb, 'EUR', 900, 'deferred', 'fr'
    from generate_series(1, ${sql.lit(INVOICES)}) n`.execute(db);
  await sql`analyze`.execute(db);
}

async function run(url: string, cookie: string, body: object) {
  const result = await autocannon({
    url,
    method: "POST",
    connections: CONNECTIONS,
    duration: DURATION_S,
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

export async function benchHistory() {
  process.env.TEST_DATABASE_URL = PG_URL;
  const database = await createTestDatabase();
  try {
    const email = `bench-${randomBytes(4).toString("hex")}@example.test`;
    const password = "bench-password-1";
    const user = await database.db
      .insertInto("users")
      .values({
        email,
        password_hash: await hashPassword(password),
        lastname: "Bench",
        company: "Bench SARL",
        phone: "+33612345678",
        pro: 1,
        status: "active",
        api_key: randomBytes(24).toString("base64url"),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const seeding = performance.now();
    await seedHistory(database.db, user.id);
    console.log(
      `history: ${SHIPMENTS} shipments and ${INVOICES} invoices seeded on PostgreSQL in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      WEB_DIST: path.join(import.meta.dirname, "no-web-build"),
    });
    const app = await buildApp(createContext(config, database.db));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/v4/login?lang=en`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login: email, password }),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0]?.split("=")[1] ?? "";
    const url = `${base}/api/v4/user-shipments?lang=fr`;
    const cases: [string, object][] = [
      ["first page, newest first", {}],
      ["500th page, newest first", { page: 500 }],
      ["first page sorted by recipient", { sort: "recipient", order: "asc" }],
      ["500th page sorted by price", { sort: "price", page: 500 }],
      ["searched 'Lyon', first page", { q: "Lyon" }],
    ];
    for (const [name, body] of cases) {
      const figures = await run(url, cookie, body);
      console.log(
        `POST /user-shipments, ${name}: ${figures.reqPerSec.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx} (${CONNECTIONS} connections; target p99 <= 30 ms)`,
      );
    }
    await app.close();
  } finally {
    await database.close();
  }
}
