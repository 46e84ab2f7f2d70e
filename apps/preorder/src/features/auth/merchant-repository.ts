import { sql } from "kysely";
import type { TPreorderDb } from "../../db/open-database.ts";

export type TMerchantRepository = {
  /** The API registers (or re-registers after a key change) a user's key hash. */
  register(merchantId: number, keyHash: string): Promise<void>;
  /** The merchant holding this key hash, if any. */
  findByKeyHash(keyHash: string): Promise<number | undefined>;
};

export function createMerchantRepository(db: TPreorderDb): TMerchantRepository {
  return {
    async register(merchantId, keyHash) {
      await db
        .insertInto("merchants")
        .values({ id: merchantId, key_hash: keyHash })
        .onConflict((oc) => oc.column("id").doUpdateSet({ key_hash: keyHash, updated_at: sql`now()` }))
        .execute();
    },
    async findByKeyHash(keyHash) {
      const row = await db
        .selectFrom("merchants")
        .select("id")
        .where("key_hash", "=", keyHash)
        .executeTakeFirst();
      return row?.id;
    },
  };
}
