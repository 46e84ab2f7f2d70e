// My account's export figures for npm run bench (issue 12 part 2): one professional customer with
// 10,000 shipments (each invoiced) on PostgreSQL; GET /export_shipment/{token} as xlsx through the
// real app on loopback, the file written to disk as it arrives. Prints the seconds to the last
// byte and how much this process (the API; the client only counts and writes bytes) grew meanwhile.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createTestDatabase } from "@ship/db/testing";
import ExcelJS from "exceljs";
import { createBenchUser, seedHistory, startBenchApi } from "./bench-seed.ts";

const SHIPMENTS = 10_000;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const MB = 1024 * 1024;

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
    const user = await createBenchUser(database.db);
    await seedHistory(database.db, user.id, { shipments: SHIPMENTS, invoices: SHIPMENTS });
    const api = await startBenchApi(database.db, user.email);
    const { base, cookie } = api;
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
    await api.close();
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
