import type { TStoreKind } from "@ship/contracts";
import { type Selectable, sql } from "kysely";
import type { TPreorderDb } from "../../db/open-database.ts";
import type { StoreConnectionsTable } from "../../db/schema.ts";

export type TStoreRow = Omit<Selectable<StoreConnectionsTable>, "merchant_id">;

export type TStoreRepository = {
  /** Every connection of the merchant, made (with these ids and secrets) where missing. */
  ensure(
    merchantId: number,
    fresh: (kind: TStoreKind) => { connectorId: string; secret: string },
  ): Promise<TStoreRow[]>;
  setSecret(merchantId: number, kind: TStoreKind, secret: string): Promise<TStoreRow | undefined>;
  /** Whose store calls this webhook URL, and the secret its signature must match. */
  findByConnector(
    kind: TStoreKind,
    connectorId: string,
  ): Promise<{ merchantId: number; secret: string } | undefined>;
  /** One connection of the merchant (the test button signs its sample with it). */
  find(merchantId: number, kind: TStoreKind): Promise<TStoreRow | undefined>;
};

const KINDS: readonly TStoreKind[] = ["shopify", "woocommerce"];
const COLUMNS = ["kind", "connector_id", "secret", "secret_updated_at"] as const;

export function createStoreRepository(db: TPreorderDb): TStoreRepository {
  return {
    async ensure(merchantId, fresh) {
      await db
        .insertInto("store_connections")
        .values(
          KINDS.map((kind) => {
            const { connectorId, secret } = fresh(kind);
            return { merchant_id: merchantId, kind, connector_id: connectorId, secret };
          }),
        )
        .onConflict((oc) => oc.columns(["merchant_id", "kind"]).doNothing())
        .execute();
      return db
        .selectFrom("store_connections")
        .select(COLUMNS)
        .where("merchant_id", "=", merchantId)
        .orderBy("kind")
        .execute();
    },
    async setSecret(merchantId, kind, secret) {
      return db
        .updateTable("store_connections")
        .set({ secret, secret_updated_at: sql`now()` })
        .where("merchant_id", "=", merchantId)
        .where("kind", "=", kind)
        .returning(COLUMNS)
        .executeTakeFirst();
    },
    async findByConnector(kind, connectorId) {
      const row = await db
        .selectFrom("store_connections")
        .select(["merchant_id", "secret"])
        .where("kind", "=", kind)
        .where("connector_id", "=", connectorId)
        .executeTakeFirst();
      return row && { merchantId: row.merchant_id, secret: row.secret };
    },
    async find(merchantId, kind) {
      return db
        .selectFrom("store_connections")
        .select(COLUMNS)
        .where("merchant_id", "=", merchantId)
        .where("kind", "=", kind)
        .executeTakeFirst();
    },
  };
}
