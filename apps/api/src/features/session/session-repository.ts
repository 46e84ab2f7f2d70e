import type { Database } from "@ship/db";
import type { Kysely } from "kysely";
import { createRoundTripBatcher } from "../../db/round-trip-batcher.ts";

export type TSessionRow = { id: string; userId: number | null; expiresAt: Date; lastSeenAt: Date };

export function createSessionRepository(db: Kysely<Database>) {
  const findById = createRoundTripBatcher<string, TSessionRow | undefined>(async (ids) => {
    const rows = await db
      .selectFrom("sessions")
      .select(["id", "user_id", "expires_at", "last_seen_at"])
      .where("id", "in", [...new Set(ids)])
      .execute();
    const byId = new Map(
      rows.map((row) => [
        row.id,
        { id: row.id, userId: row.user_id, expiresAt: row.expires_at, lastSeenAt: row.last_seen_at },
      ]),
    );
    return ids.map((id) => byId.get(id));
  });

  return {
    async insert(id: string, userId: number | null, expiresAt: Date): Promise<void> {
      await db.insertInto("sessions").values({ id, user_id: userId, expires_at: expiresAt }).execute();
    },

    /** Every request looks its session up: concurrent lookups share one query. */
    async findLive(id: string, now: Date): Promise<TSessionRow | undefined> {
      const row = await findById(id);
      return row && row.expiresAt > now ? row : undefined;
    },

    async touch(id: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .updateTable("sessions")
        .set({ last_seen_at: now, expires_at: expiresAt })
        .where("id", "=", id)
        .execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom("sessions").where("id", "=", id).execute();
    },
  };
}
export type TSessionRepository = ReturnType<typeof createSessionRepository>;
