// My account figures for npm run bench (issue 12): one professional customer with 100,000
// shipments and 20,000 invoices on PostgreSQL; POST /user-shipments and POST /invoices (the first
// and the 500th page, sorted, searched) under autocannon at 10 connections, against the real API
// in its own process on loopback.
import { createTestDatabase } from "@ship/db/testing";
import {
  BENCH_CONNECTIONS,
  createBenchUser,
  postUnderLoad,
  seedHistory,
  startBenchApiProcess,
} from "./bench-seed.ts";

const SHIPMENTS = 100_000;
const INVOICES = 20_000;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const CASES: [string, string, object][] = [
  ["/user-shipments", "first page, newest first", {}],
  ["/user-shipments", "500th page, newest first", { page: 500 }],
  ["/user-shipments", "first page sorted by recipient", { sort: "recipient", order: "asc" }],
  ["/user-shipments", "500th page sorted by price", { sort: "price", page: 500 }],
  ["/user-shipments", "searched 'Lyon', first page", { q: "Lyon" }],
  ["/user-shipments", "searched a tracking number", { q: "00000000012345" }],
  ["/invoices", "all, first page, newest first", { unpaid: 0 }],
  ["/invoices", "all, 500th page", { unpaid: 0, page: 500 }],
  ["/invoices", "unpaid, sorted by amount", { sort: "amount" }],
  [
    "/invoices",
    "due in a month's range, sorted by due date",
    { dateCreateDue: "2026-11-01", dateToDue: "2026-11-30", sort: "due_date" },
  ],
];

export async function benchHistory() {
  process.env.TEST_DATABASE_URL = PG_URL;
  const database = await createTestDatabase();
  try {
    const user = await createBenchUser(database.db);
    const seeding = performance.now();
    await seedHistory(database.db, user.id, { shipments: SHIPMENTS, invoices: INVOICES });
    const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
    console.log(
      `history: ${SHIPMENTS} shipments and ${INVOICES} invoices seeded on PostgreSQL in ${seconds} s`,
    );
    if (!database.url) throw new Error("the history bench needs PostgreSQL");
    const api = await startBenchApiProcess(database.url, user.email);
    for (const [path, name, body] of CASES) {
      const figures = await postUnderLoad(`${api.base}/api/v4${path}?lang=fr`, api.cookie, body);
      console.log(
        `POST ${path}, ${name}: ${figures.reqPerSec.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
          `non-2xx ${figures.non2xx} (${BENCH_CONNECTIONS} connections; target p99 <= 30 ms)`,
      );
    }
    await api.close();
  } finally {
    await database.close();
  }
}

// Alone: npx tsx scripts/bench-history.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchHistory();
  process.exit(0);
}
