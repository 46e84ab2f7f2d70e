// The contact import's figures for npm run bench (issue 13 part 2): a 10,000-row list as csv and
// as xlsx, uploaded (POST /my-contact/upload/data: read, checked, kept, previewed) then imported
// (POST /my-contact/upload/{id}/import: checked again, 10,000 contacts inserted in one transaction)
// through the real app on loopback, on PostgreSQL. Prints each call's seconds and how much this
// process (the API; the client only sends bytes) grew at peak. Both files fit the spec's 1 MB.
import * as XLSX from "@e965/xlsx";
import { contactImportEndpoint, contactUploadEndpoint, endpointPath } from "@ship/contracts";
import { createTestDatabase } from "@ship/db/testing";
import { createBenchUser, startBenchApi } from "./bench-seed.ts";

const ROWS = 10_000;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const MB = 1024 * 1024;
const CITIES = [
  ["75002", "Paris"],
  ["69002", "Lyon"],
  ["13001", "Marseille"],
  ["33000", "Bordeaux"],
  ["59000", "Lille"],
] as const;

/** A realistic list: every row a different, valid French contact. */
function contactRows(): string[][] {
  const rows = [["Name", "Company", "Phone", "E-mail", "Address", "Postcode", "City", "Country"]];
  for (let n = 1; n <= ROWS; n++) {
    const [postcode, city] = CITIES[n % CITIES.length] ?? CITIES[0];
    const id = String(n).padStart(5, "0");
    rows.push([
      `Client ${id}`,
      n % 3 ? "" : "Bench SA",
      `+3361${id}000`.slice(0, 12),
      `c${id}@example.fr`,
      `${n} rue de la Paix`,
      postcode,
      city,
      "FR",
    ]);
  }
  return rows;
}

function files(): { name: string; bytes: Buffer }[] {
  const rows = contactRows();
  const csv = Buffer.from(rows.map((row) => row.join(",")).join("\r\n"));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Contacts");
  const xlsx = XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
  return [
    { name: "contacts.xlsx", bytes: xlsx },
    { name: "contacts.csv", bytes: csv },
  ];
}

/** One call timed, with this process's peak RSS above what it was before it. */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const value = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { value, seconds, rssMb: (Math.max(peak, process.memoryUsage().rss) - before) / MB };
}

async function postJson(url: string, cookie: string, init: RequestInit) {
  const response = await fetch(url, { ...init, headers: { ...init.headers, cookie: `PHPSESSID=${cookie}` } });
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

export async function benchContactImport() {
  process.env.TEST_DATABASE_URL = PG_URL;
  const database = await createTestDatabase();
  try {
    for (const file of files()) {
      const user = await createBenchUser(database.db);
      const api = await startBenchApi(database.db, user.email);
      const form = new FormData();
      form.append("uid", String(user.id));
      form.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
      const preview = await measured(() =>
        postJson(`${api.base}/api/v4${endpointPath(contactUploadEndpoint, {})}`, api.cookie, {
          method: "POST",
          body: form,
        }),
      );
      const data = preview.value.data as {
        id: string;
        counts: { valid: number };
        columns: { field: string | null }[];
      };
      const mapping = data.columns.map((column) => column.field);
      const path = endpointPath(contactImportEndpoint, { params: { id: data.id }, body: { mapping: [] } });
      const imported = await measured(() =>
        postJson(`${api.base}/api/v4${path}`, api.cookie, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ mapping }),
        }),
      );
      const saved = await database.db
        .selectFrom("contacts")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("user_id", "=", user.id)
        .executeTakeFirstOrThrow();
      console.log(
        `Contact import, ${file.name} (${ROWS} rows, ${(file.bytes.byteLength / MB).toFixed(2)} MB): ` +
          `preview ${preview.seconds.toFixed(2)} s (RSS +${preview.rssMb.toFixed(1)} MB, ${data.counts.valid} valid), ` +
          `import ${imported.seconds.toFixed(2)} s (RSS +${imported.rssMb.toFixed(1)} MB, ${saved.n} contacts saved) ` +
          "(target <= 5 s each)",
      );
      await api.close();
    }
  } finally {
    await database.close();
  }
}

// Alone: npx tsx scripts/bench-contact-import.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchContactImport();
  process.exit(0);
}
