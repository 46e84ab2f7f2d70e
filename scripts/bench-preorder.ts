// Pre-order figures for npm run bench (issue 15), on PostgreSQL, against the real API in its own
// process with the pre-order service it starts beside itself (decision 045):
// - Shopify webhook intake at a steady 200 orders/s for 10 s (each request a new signed order),
//   then as fast as 10 connections go;
// - GET /pre-orders (the API asks the service: cached token, then the list) for a customer with
//   10,000 pre-orders, at 10 connections.
import { createHmac } from "node:crypto";
import { createTestDatabase } from "@ship/db/testing";
import autocannon from "autocannon";
import { sql } from "kysely";
import { BENCH_CONNECTIONS, createBenchUser, startBenchApiProcess } from "./bench-seed.ts";

type TDb = Awaited<ReturnType<typeof createTestDatabase>>["db"];

const PREORDERS = 10_000;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A Shopify order as its webhook sends it, one line of 2 units. */
function shopifyOrder(id: number) {
  return JSON.stringify({
    id,
    name: `#B${id}`,
    email: "client@example.test",
    shipping_address: {
      name: "Client Bench",
      address1: "1 rue de la Paix",
      city: "Lyon",
      zip: "69001",
      country_code: "FR",
    },
    shipping_lines: [{ title: "Colissimo Domicile", code: "colissimo" }],
    line_items: [
      { id: id * 10, sku: "BENCH", title: "Bench product", quantity: 2, grams: 800, requires_shipping: true },
    ],
  });
}

async function intakeUnderLoad(url: string, secret: string, firstId: number, rate: number | undefined) {
  let next = firstId;
  const result = await autocannon({
    url,
    method: "POST",
    connections: BENCH_CONNECTIONS,
    duration: 10,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          const body = shopifyOrder(next++);
          const signature = createHmac("sha256", secret).update(body).digest("base64");
          return {
            ...request,
            body,
            headers: { "content-type": "application/json", "x-shopify-hmac-sha256": signature },
          };
        },
      },
    ],
  });
  return { result, sent: next - firstId };
}

/** 10,000 pre-orders of one merchant, one product each, in the service's schema (set-based SQL). */
async function seedPreorders(db: TDb, merchantId: number) {
  const merchant = sql.lit(merchantId);
  await sql`insert into preorder.preorders (merchant_id, merchant_order_id, source, order_number, status,
      product_statuses, expected_pickup_date, created_at, updated_at)
    select ${merchant}, 'generic-S' || n, 'generic', '#S' || n, s.status, array[s.status],
      current_date + n % 20, now() - make_interval(secs => n), now() - make_interval(secs => n)
    from generate_series(1, ${sql.lit(PREORDERS)}) n
    cross join lateral (select case when n % 4 = 0 then 'Sent' else 'Open' end as status) s`.execute(db);
  await sql`insert into preorder.preorder_products (preorder_id, product_id, sku, name, quantity, quantity_sent,
      status, parcels, address_from, address_to, selected_offer, expected_pickup_date)
    select p.id, '1', 'SKU-' || p.id, 'Product ' || p.id, 3, case when p.status = 'Sent' then 3 else 0 end, p.status,
      '[{"number":3,"weight":0.8,"x":null,"y":null,"z":null}]',
      '{"company":"","name":"","phone":"","email":"","address1":"","address2":"","address3":"","country_code":"","postcode":"","city":"","pro":0}'::jsonb,
      '{"company":"","name":"Client","phone":"","email":"","address1":"1 rue de la Paix","address2":"","address3":"","country_code":"FR","postcode":"69001","city":"Lyon","pro":0}'::jsonb,
      '{"title":"Colissimo Domicile","carrier_code":"COLISSIMO","service_name":null}'::jsonb, p.expected_pickup_date
    from preorder.preorders p where p.merchant_id = ${merchant} and p.merchant_order_id like 'generic-S%'`.execute(
    db,
  );
  // As every write of the service does: the list's version moves on (its ETag, migration 0003).
  await sql`insert into preorder.merchant_list_versions as v (merchant_id, slot, version) values (${merchant}, 0, 1)
    on conflict (merchant_id, slot) do update set version = v.version + 1`.execute(db);
  await sql`vacuum analyze preorder.preorders`.execute(db);
  await sql`vacuum analyze preorder.preorder_products`.execute(db);
}

function line(name: string, result: autocannon.Result, target: string) {
  return (
    `${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx} (${BENCH_CONNECTIONS} connections; ${target})`
  );
}

export async function benchPreorder() {
  process.env.TEST_DATABASE_URL = PG_URL;
  const database = await createTestDatabase();
  try {
    const user = await createBenchUser(database.db);
    if (!database.url) throw new Error("the pre-order bench needs PostgreSQL");
    const api = await startBenchApiProcess(database.url, user.email);
    try {
      const headers = { cookie: `PHPSESSID=${api.cookie}` };
      // The my-store page's call: registers the merchant with the service and makes its stores.
      const myStore = (await (await fetch(`${api.base}/api/v4/my-store?lang=en`, { headers })).json()) as {
        stores: { kind: string; webhook_url: string; secret: string }[];
      };
      const shopify = myStore.stores.find((store) => store.kind === "shopify");
      if (!shopify) throw new Error("no Shopify connection");
      const steady = await intakeUnderLoad(shopify.webhook_url, shopify.secret, 1_000_000, 200);
      console.log(
        line(
          "pre-order intake, Shopify webhook at 200 orders/s for 10 s",
          steady.result,
          "target 200/s, p99 <= 50 ms",
        ),
      );
      const flat = await intakeUnderLoad(shopify.webhook_url, shopify.secret, 2_000_000, undefined);
      console.log(line("pre-order intake, Shopify webhook as fast as it goes", flat.result, "the ceiling"));

      await seedPreorders(database.db, user.id);
      for (const [name, query] of [
        ["first page, Open, newest first", "status=Open"],
        ["first page, every status", ""],
        ["page 100 of 25, Open", "status=Open&page=100"],
        ["first page of 100 by pickup date", "rows=100&sort=expected_pickup_date&order=asc"],
      ] as const) {
        const result = await autocannon({
          url: `${api.base}/api/v4/pre-orders?lang=fr${query ? `&${query}` : ""}`,
          connections: BENCH_CONNECTIONS,
          duration: 5,
          headers,
        });
        console.log(
          line(
            `GET /pre-orders (${PREORDERS.toLocaleString("en")}+ pre-orders), ${name}`,
            result,
            "target p99 <= 30 ms",
          ),
        );
      }
    } finally {
      await api.close();
    }
  } finally {
    await database.close();
  }
}

// Alone: npx tsx scripts/bench-preorder.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPreorder();
  process.exit(0);
}
