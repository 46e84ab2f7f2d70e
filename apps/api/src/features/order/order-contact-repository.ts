import type { TExecutor } from "../../db/unit-of-work.ts";

/** The id of the country an order's address is in (the order keeps its ISO code, contacts its id). */
export async function findCountryId(trx: TExecutor, code: string): Promise<number> {
  const country = await trx
    .selectFrom("countries")
    .select("id")
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  return country.id;
}
