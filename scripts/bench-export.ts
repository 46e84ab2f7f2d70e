// My account's export figures for npm run bench (issue 12 part 2): one professional customer with
// 10,000 shipments (each invoiced) on PostgreSQL; GET /export_shipment/{token} as xlsx through the
// real app on loopback, the file written to disk as it arrives. Prints the seconds to the last
// byte and how much this process (the API; the client only counts and writes bytes) grew meanwhile.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createTestDatabase } from "@ship/db/testing";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { createContext } from "../apps/api/src/create-context.ts";
import { hashPassword } from "../apps/api/src/features/session/password.ts";

const SHIPMENTS = 10_000;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const MB = 1024 * 1024;

type TDb = Awaited<ReturnType<typeof createTestDatabase>>["db"];

/** The customer's shipments written with set-based SQL: ratings -> orders -> shipments -> invoices. */
async function seedShipments(db: TDb, userId: number) {
  await sql`insert into ratings (shipment_id, order_id, session_id, user_id, customer_type, shipment, offers)
    select 'xs' || n, 'xo' || n, 'bench', ${sql.lit(userId)}, 'pro', '{}'::jsonb, '[]'::jsonb
    from generate_series(1, ${sql.lit(SHIPMENTS)}) n`.execute(db);
  await sql`insert into orders (shipment_id, order_id, session_id, user_id, offer_id, offer, rated_date)
    select 'xs' || n, 'xo' || n, 'bench', ${sql.lit(userId)}, 'of' || n, '{}'::jsonb, current_date
    from generate_series(1, ${sql.lit(SHIPMENTS)}) n`.execute(db);
  await sql`insert into shipments (id, shipment_id, order_id, session_id, user_id, carrier_code, carrier_name,
      service_code, service_name, carrier_shipment_id, tracking_numbers, status, label_format, shipping_method,
      shipment_date, expected_delivery_date, ship_from, ship_to, parcel_weights_g, content, reason,
      customs_required, currency, price_ti_cents, insurance_cents, total_cents, payment_method, lang, created_at)
    select 'xh' || n, 'xs' || n, 'xo' || n, 'bench', ${sql.lit(userId)}, 'DPD', 'DPD', 'PREDICT', 'DPD Predict', 'c' || n,
      jsonb_build_array(lpad(n::text, 14, '0')), (array['Validated', 'Delivered', 'Cancelled'])[1 + n % 3],
      'PDF', 'pickup', current_date, current_date + 2,
      jsonb_build_object('name', 'Expéditeur ' || n, 'company', '', 'city', 'Paris'),
      jsonb_build_object('name', 'Client ' || n, 'company', '', 'city', (array['Lyon', 'Marseille', 'Lille'])[1 + n % 3]),
      '[2000]'::jsonb, 'books', 'sale', false, 'EUR', 900 + n % 500, 0, 900 + n % 500, 'deferred', 'fr',
      now() - make_interval(secs => n)
    from generate_series(1, ${sql.lit(SHIPMENTS)}) n`.execute(db);
  await sql`insert into invoices (number, year, sequence, shipment_ref, issue_date, customer, lines, currency,
      total_ti_cents, payment_method, lang)
    select 'X-' || n, 2026, n, 'xh' || n, current_date, '{}'::jsonb, '[]'::jsonb, 'EUR', 900 + n % 500, 'deferred', 'fr'
    from generate_series(1, ${sql.lit(SHIPMENTS)}) n`.execute(db);
  await sql`analyze`.execute(db);
}

/** One download to disk, with this process's peak RSS and heap above what they were before it. */
async function download(url: string, cookie: string, file: string) {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie: `PHPSESSID=${cookie}` } });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  await pipeline(Readable.fromWeb(response.body as never), fs.createWriteStream(file));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, rssMb: (peakRss - before.rss) / MB, heapMb: (peakHeap - before.heapUsed) / MB };
}

async function countRows(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return (workbook.worksheets[0]?.actualRowCount ?? 1) - 1;
}

export async function benchExport() {
  process.env.TEST_DATABASE_URL = PG_URL;
  const database = await createTestDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ship-bench-export-"));
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
    await seedShipments(database.db, user.id);

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
    for (const [run, query] of [
      ["first", "format=xlsx&lang=fr"],
      ["second", "format=xlsx&lang=fr"],
      ["csv", "format=csv&lang=fr"],
    ] as const) {
      const file = path.join(dir, `export-${run}`);
      const figures = await download(`${base}/api/v4/export_shipment/${cookie}?${query}`, cookie, file);
      const size = fs.statSync(file).size / MB;
      const rows = query.includes("xlsx") ? `${await countRows(file)} rows` : "csv";
      console.log(
        `GET /export_shipment (${run} run, ${rows}, ${size.toFixed(1)} MB): ${figures.seconds.toFixed(2)} s, ` +
          `API process RSS +${figures.rssMb.toFixed(1)} MB, heap +${figures.heapMb.toFixed(1)} MB at peak ` +
          `(target <= 3 s, < 100 MB, ${SHIPMENTS} shipments)`,
      );
    }
    await app.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await database.close();
  }
}

// Alone: npx tsx scripts/bench-export.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchExport();
  process.exit(0);
}
