import type { TExecutor } from "../../db/unit-of-work.ts";

/** The user's api_key (spec §6): the credential the API presents to the pre-order service for them. */
export async function findApiKey(db: TExecutor, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom("users").select("api_key").where("id", "=", userId).executeTakeFirst();
  return row?.api_key;
}
