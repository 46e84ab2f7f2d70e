import { type Kysely, sql } from "kysely";
import type { Database } from "./database.ts";
import { computeReferenceDataVersion } from "./reference-data-version.ts";

const VERSION_KEY = "reference_data_version";
// Any constant shared by all processes; hashtext keeps it readable.
const SEED_LOCK = sql`pg_advisory_xact_lock(hashtext('ship:seed-reference-data'))`;

/**
 * Upserts countries, states and carriers. It runs at every start: when the stored version
 * matches it returns after one query; otherwise it loads the datasets (lazily, they are large)
 * and writes them in one transaction, under a lock so that processes starting together write once.
 * Rows that left the data are kept: addresses may still point at them.
 * Returns true when it wrote.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<boolean> {
  const version = computeReferenceDataVersion();
  if ((await storedVersion(db)) === version) return false;
  const data = await import("./reference-data/index.ts");

  return db.transaction().execute(async (trx) => {
    await sql`select ${SEED_LOCK}`.execute(trx);
    if ((await storedVersion(trx)) === version) return false;

    const countries = data.listCountrySeeds();
    await trx
      .insertInto("countries")
      .values(countries)
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          code: eb.ref("excluded.code"),
          name_en: eb.ref("excluded.name_en"),
          name_fr: eb.ref("excluded.name_fr"),
          name_es: eb.ref("excluded.name_es"),
          has_states: eb.ref("excluded.has_states"),
          has_postcode: eb.ref("excluded.has_postcode"),
        })),
      )
      .execute();

    const countryIds = new Map(countries.map((country) => [country.code, country.id]));
    const states = data.COUNTRIES_WITH_STATES.flatMap((countryCode) =>
      data
        .listStateSeeds(countryCode)
        .map((state) => ({ country_id: countryIdOf(countryIds, countryCode), ...state })),
    );
    await trx
      .insertInto("states")
      .values(states)
      .onConflict((oc) =>
        oc.columns(["country_id", "code"]).doUpdateSet((eb) => ({ name: eb.ref("excluded.name") })),
      )
      .execute();

    await trx
      .insertInto("carriers")
      .values(data.listCarrierSeeds())
      .onConflict((oc) =>
        oc.column("code").doUpdateSet((eb) => ({
          name: eb.ref("excluded.name"),
          logo: eb.ref("excluded.logo"),
          sort_order: eb.ref("excluded.sort_order"),
        })),
      )
      .execute();

    await trx
      .insertInto("app_meta")
      .values({ key: VERSION_KEY, value: version })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: version, updated_at: sql`now()` }))
      .execute();
    return true;
  });
}

async function storedVersion(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", VERSION_KEY)
    .executeTakeFirst();
  return row?.value;
}

function countryIdOf(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`Reference data: states listed for unknown country ${code}`);
  return id;
}
