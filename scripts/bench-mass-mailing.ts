// The mass mailing's figures for npm run bench (issue 14), on PostgreSQL through the real app on
// loopback: 1,000 recipients rated (POST /mass-mailing/rate, streamed progress; every recipient a
// different parcel weight, so none is answered from the rating's minute cache: the worst case),
// shipped by the batch job (1,000 shipments through the order flow's waybill), and every label as
// one PDF (GET /mass-mailing/{order}/labels).
import {
  endpointPath,
  massMailingLabelsEndpoint,
  massMailingRateEndpoint,
  massMailingUploadEndpoint,
  type TMassMailingSettingsInput,
} from "@ship/contracts";
import { createTestDatabase } from "@ship/db/testing";
import { addDaysToIsoDate } from "@ship/domain";
import { createCreditRepository } from "../apps/api/src/features/credit/credit-repository.ts";
import { topUpCredit } from "../apps/api/src/features/credit/credit-service.ts";
import { createBenchUser, startBenchApi } from "./bench-seed.ts";

const RECIPIENTS = 1000;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TOWNS = [
  ["75011", "Paris"],
  ["69003", "Lyon"],
  ["13001", "Marseille"],
  ["33000", "Bordeaux"],
  ["59000", "Lille"],
  ["31000", "Toulouse"],
  ["44000", "Nantes"],
  ["67000", "Strasbourg"],
] as const;

function recipientsCsv(): Buffer {
  const rows = [["Name", "Phone", "E-mail", "Address", "Postcode", "City", "Country", "Weight"]];
  for (let n = 1; n <= RECIPIENTS; n++) {
    const [postcode, city] = TOWNS[n % TOWNS.length] ?? TOWNS[0];
    // 1.001 kg to 2.000 kg: each recipient's quote is its own.
    rows.push([
      `Client ${n}`,
      "+33612345678",
      `c${n}@example.fr`,
      `${n} rue de la Paix`,
      postcode,
      city,
      "FR",
      (1 + n / 1000).toFixed(3),
    ]);
  }
  return Buffer.from(rows.map((row) => row.join(",")).join("\r\n"));
}

const SETTINGS: TMassMailingSettingsInput = {
  parcels: [{ number: 1, weight: "1", x: 30, y: 20, z: 10 }],
  content: "Books",
  value: "25",
  shipment_date: addDaysToIsoDate(new Date().toISOString().slice(0, 10), 2),
  sender: {
    name: "Bench",
    company: "Bench SARL",
    phone: "+33612345678",
    email: "bench@example.fr",
    address1: "1 rue de la Roquette",
    country_code: "FR",
    postcode: "75011",
    city: "Paris",
    pro: 1 as const,
  },
};

async function expectJson(response: Response, what: string) {
  if (response.status !== 200)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

export async function benchMassMailing() {
  process.env.TEST_DATABASE_URL = PG_URL;
  const database = await createTestDatabase();
  const user = await createBenchUser(database.db);
  const api = await startBenchApi(database.db, user.email);
  const cookie = `PHPSESSID=${api.cookie}`;
  try {
    const form = new FormData();
    form.append("uid", String(user.id));
    form.append("shipment", JSON.stringify(SETTINGS));
    form.append("file", new Blob([new Uint8Array(recipientsCsv())]), "recipients.csv");
    const uploaded = await expectJson(
      await fetch(`${api.base}/api/v4${endpointPath(massMailingUploadEndpoint, {})}`, {
        method: "POST",
        headers: { cookie },
        body: form,
      }),
      "upload",
    );
    const { order } = (await uploaded.json()) as { order: string };

    // Warm-up: the offline town index is loaded once per process, on first use (as POST /rate's).
    await api.ctx.rating.resolvePlace("FR", "75011", "Paris");
    const started = performance.now();
    let firstLine = 0;
    const response = await expectJson(
      await fetch(
        `${api.base}/api/v4${endpointPath(massMailingRateEndpoint, { body: { shipment: SETTINGS } })}`,
        {
          method: "POST",
          headers: { cookie, "content-type": "application/json", accept: "application/x-ndjson" },
          body: JSON.stringify({ shipment: SETTINGS, order }),
        },
      ),
      "rate",
    );
    let text = "";
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (firstLine === 0) firstLine = performance.now() - started;
      text += decoder.decode(chunk, { stream: true });
    }
    const rateSeconds = (performance.now() - started) / 1000;
    const lines = text.trim().split("\n");
    const last = JSON.parse(lines.at(-1) ?? "{}") as { data?: { totals: { count: number } } };
    console.log(
      `Mass mailing rating, ${RECIPIENTS} recipients on PostgreSQL (every quote its own): ${rateSeconds.toFixed(2)} s, ` +
        `first progress line after ${(firstLine / 1000).toFixed(2)} s, ${lines.length - 1} progress lines, ` +
        `${last.data?.totals.count ?? 0} offers kept (target <= 3 s)`,
    );

    // Paid from credit: 1,000 parcels are beyond a deferred account's limit.
    await topUpCredit(createCreditRepository(database.db), {
      userId: user.id,
      cents: 10_000_000,
      reference: "bench",
    });
    const shipStarted = performance.now();
    await expectJson(
      await fetch(`${api.base}/api/v4/mass-mailing/ship`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ order, payment_method: "credit" }),
      }),
      "ship",
    );
    await api.ctx.massMailing.jobs.runNow();
    console.log(
      `Mass mailing batch, ${RECIPIENTS} shipments (carrier, tracking numbers, invoice each) on PostgreSQL: ` +
        `${((performance.now() - shipStarted) / 1000).toFixed(2)} s (no target)`,
    );

    const labelsStarted = performance.now();
    const path = endpointPath(massMailingLabelsEndpoint, { params: { order }, query: { type: "pdf" } });
    const pdf = await expectJson(await fetch(`${api.base}/api/v4${path}`, { headers: { cookie } }), "labels");
    const bytes = (await pdf.arrayBuffer()).byteLength;
    console.log(
      `Mass mailing labels, ${RECIPIENTS} labels as one 10 x 15 PDF: ` +
        `${((performance.now() - labelsStarted) / 1000).toFixed(2)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB (target <= 8 s)`,
    );
  } finally {
    await api.close();
    await database.close();
  }
}

// Alone: npx tsx scripts/bench-mass-mailing.ts (with a PostgreSQL at TEST_DATABASE_URL)
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchMassMailing();
  process.exit(0);
}
