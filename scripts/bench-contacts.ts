// Address book figures for npm run bench (issue 13): one customer with 50,000 contacts on
// PostgreSQL; POST /my-contact/{id} sorted by several columns (first and far pages) and searched,
// POST /address-book and POST /client-search, under autocannon at 10 connections, against the
// real API in its own process on loopback.
import { createTestDatabase } from "@ship/db/testing";
import { sql } from "kysely";
import { BENCH_CONNECTIONS, createBenchUser, postUnderLoad, startBenchApiProcess } from "./bench-seed.ts";

type TDb = Awaited<ReturnType<typeof createTestDatabase>>["db"];

const CONTACTS = 50_000;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * 50,000 contacts written with set-based SQL: 40 surnames, one in three with a company, ten French
 * cities, each contact its own street number (so none is another's duplicate).
 */
export async function seedContacts(db: TDb, userId: number, count: number) {
  await sql`insert into contacts (user_id, company, lastname, phone, email, address1, country_id, postcode,
      city, customer_code, duplicate_key, created_at)
    select ${sql.lit(userId)}, case when n % 3 = 0 then 'Société ' || s.name else '' end, s.name,
      '+336' || lpad(n::text, 8, '0'), lower(s.name) || '.' || n || '@example.test',
      n || ' rue de la République', 250, c.postcode, c.city, 'REF-' || n,
      lower(s.name) || '|' || c.postcode || '|' || n || ' rue de la republique',
      now() - make_interval(secs => n)
    from generate_series(1, ${sql.lit(count)}) n
    cross join lateral (select (array['Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand',
      'Dubois', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David', 'Bertrand',
      'Morel', 'Fournier', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent',
      'Muller', 'Lefevre', 'Faure', 'Andre', 'Mercier', 'Blanc', 'Guerin', 'Boyer', 'Garnier', 'Chevalier',
      'Francois', 'Legrand', 'Gauthier', 'Garcia'])[1 + n % 40] as name) s
    cross join lateral (select (array['Lyon', 'Marseille', 'Lille', 'Nantes', 'Bordeaux', 'Toulouse', 'Nice',
      'Rennes', 'Strasbourg', 'Montpellier'])[1 + n % 10] as city,
      (array['69001', '13001', '59000', '44000', '33000', '31000', '06000', '35000', '67000', '34000'])[1 + n % 10]
      as postcode) c`.execute(db);
  await sql`vacuum analyze contacts`.execute(db);
}

const listCases = (userId: number): [string, string, object][] => [
  [`/my-contact/${userId}`, "first page by name", {}],
  [`/my-contact/${userId}`, "page 2,500 of 10 by name (the far end)", { page: 2500 }],
  [
    `/my-contact/${userId}`,
    "last page of 100 by city, descending",
    { rows: 100, page: 500, sort: "city", order: "desc" },
  ],
  [`/my-contact/${userId}`, "first page by company", { sort: "company", order: "desc" }],
  [`/my-contact/${userId}`, "page 1,000 of 25 by postcode", { rows: 25, page: 1000, sort: "postcode" }],
  [`/my-contact/${userId}`, "first page, newest first", { sort: "created_at", order: "desc" }],
  [`/my-contact/${userId}`, "searched 'Lyon' (5,000 match), by e-mail", { q: "Lyon", sort: "email" }],
  [`/my-contact/${userId}`, "searched 'Lyon', page 200", { q: "Lyon", page: 200 }],
  [`/my-contact/${userId}`, "searched one e-mail", { q: "martin.12340@" }],
  [`/my-contact/${userId}`, "searched 2 characters 'ly'", { q: "ly" }],
  // The modal's whole book (380 KB): its cost is the answer's size, outside the list's target.
  ["/address-book", "the first 1,000 by name (the modal's whole book, 380 KB)", {}],
  ["/client-search", "q 'dupont.4'", { q: "dupont.4" }],
  // The floor on this machine at this moment: the session lookup and an index probe, nothing found.
  ["/client-search", "q 'zzzz' (no match: the floor)", { q: "zzzz" }],
];

export async function benchContacts() {
  process.env.TEST_DATABASE_URL = PG_URL;
  const database = await createTestDatabase();
  try {
    const user = await createBenchUser(database.db);
    const seeding = performance.now();
    await seedContacts(database.db, user.id, CONTACTS);
    const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
    console.log(`contacts: ${CONTACTS} contacts of one customer seeded on PostgreSQL in ${seconds} s`);
    if (!database.url) throw new Error("the contacts bench needs PostgreSQL");
    const api = await startBenchApiProcess(database.url, user.email);
    for (const [path, name, body] of listCases(user.id)) {
      const figures = await postUnderLoad(`${api.base}/api/v4${path}?lang=fr`, api.cookie, body);
      console.log(
        `POST ${path.replace(String(user.id), "{id}")}, ${name}: ${figures.reqPerSec.toFixed(0)} req/s, ` +
          `p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx} (${BENCH_CONNECTIONS} connections; target p99 <= 30 ms)`,
      );
    }
    await api.close();
  } finally {
    await database.close();
  }
}

// Alone: npx tsx scripts/bench-contacts.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchContacts();
  process.exit(0);
}
