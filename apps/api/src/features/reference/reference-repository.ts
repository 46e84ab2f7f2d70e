import type { Database } from "@ship/db";
import type { TLang } from "@ship/domain";
import type { Kysely } from "kysely";

const NAME_COLUMN = { en: "name_en", fr: "name_fr", es: "name_es" } as const;

export function createReferenceRepository(db: Kysely<Database>) {
  return {
    listCarriers() {
      return db.selectFrom("carriers").select(["code", "name", "logo"]).orderBy("sort_order").execute();
    },

    listCountries(lang: TLang, limit: number) {
      return db
        .selectFrom("countries")
        .select(["id", "code", `${NAME_COLUMN[lang]} as name`, "has_states", "has_postcode"])
        .orderBy(NAME_COLUMN[lang])
        .limit(limit)
        .execute();
    },

    findCountry(id: number) {
      return db.selectFrom("countries").select(["id", "code"]).where("id", "=", id).executeTakeFirst();
    },

    listStates(countryId: number) {
      return db
        .selectFrom("states")
        .select(["id", "code", "name"])
        .where("country_id", "=", countryId)
        .orderBy("name")
        .execute();
    },
  };
}
export type TReferenceRepository = ReturnType<typeof createReferenceRepository>;
