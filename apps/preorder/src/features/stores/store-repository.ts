import type { TStoreKind } from "@ship/contracts";
import { type Selectable, sql } from "kysely";
import type { TPreorderDb } from "../../db/open-database.ts";
import type { StoreConnectionsTable } from "../../db/schema.ts";
import type { TSecretSeal } from "./secret-seal.ts";

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

/** Secrets are sealed in the table (secret-seal.ts) and open only in memory. */
export function createStoreRepository(db: TPreorderDb, seal: TSecretSeal): TStoreRepository {
  const opened = <T extends { secret: string }>(row: T): T => ({ ...row, secret: seal.open(row.secret) });
  return {
    async ensure(merchantId, fresh) {
      await db
        .insertInto("store_connections")
        .values(
          KINDS.map((kind) => {
            const { connectorId, secret } = fresh(kind);
            return { merchant_id: merchantId, kind, connector_id: connectorId, secret: seal.seal(secret) };
          }),
        )
        .onConflict((oc) => oc.columns(["merchant_id", "kind"]).doNothing())
        .execute();
      const rows = await db
        .selectFrom("store_connections")
        .select(COLUMNS)
        .where("merchant_id", "=", merchantId)
        .orderBy("kind")
        .execute();
      return rows.map(opened);
    },
    async setSecret(merchantId, kind, secret) {
      const row = await db
        .updateTable("store_connections")
        .set({ secret: seal.seal(secret), secret_updated_at: sql`now()` })
        .where("merchant_id", "=", merchantId)
        .where("kind", "=", kind)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && opened(row);
    },
    async findByConnector(kind, connectorId) {
      const row = await db
        .selectFrom("store_connections")
        .select(["merchant_id", "secret"])
        .where("kind", "=", kind)
        .where("connector_id", "=", connectorId)
        .executeTakeFirst();
      return row && { merchantId: row.merchant_id, secret: seal.open(row.secret) };
    },
    async find(merchantId, kind) {
      const row = await db
        .selectFrom("store_connections")
        .select(COLUMNS)
        .where("merchant_id", "=", merchantId)
        .where("kind", "=", kind)
        .executeTakeFirst();
      return row && opened(row);
    },
  };
}
