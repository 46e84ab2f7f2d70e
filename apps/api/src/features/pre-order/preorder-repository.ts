import type { TExecutor } from "../../db/unit-of-work.ts";
import type { TPreorderMerchant } from "./preorder-client.ts";

/** The user's api_key (spec §6): the credential the API presents to the pre-order service for them. */
export async function findApiKey(db: TExecutor, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom("users").select("api_key").where("id", "=", userId).executeTakeFirst();
  return row?.api_key;
}

/** The merchant the service knows a user as (work done later, e.g. an outbox job, has only the user id). */
export async function findMerchant(db: TExecutor, userId: number): Promise<TPreorderMerchant | undefined> {
  const apiKey = await findApiKey(db, userId);
  return apiKey === undefined ? undefined : { userId, apiKey };
}
