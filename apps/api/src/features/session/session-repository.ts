import type { Database } from "@ship/db";
import type { Kysely } from "kysely";

export type TSessionRow = { id: string; userId: number | null; expiresAt: Date; lastSeenAt: Date };

export function createSessionRepository(db: Kysely<Database>) {
  return {
    async insert(id: string, userId: number | null, expiresAt: Date): Promise<void> {
      await db.insertInto("sessions").values({ id, user_id: userId, expires_at: expiresAt }).execute();
    },

    async findLive(id: string, now: Date): Promise<TSessionRow | undefined> {
      const row = await db
        .selectFrom("sessions")
        .select(["id", "user_id", "expires_at", "last_seen_at"])
        .where("id", "=", id)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      return (
        row && { id: row.id, userId: row.user_id, expiresAt: row.expires_at, lastSeenAt: row.last_seen_at }
      );
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

    async deleteExpired(now: Date): Promise<void> {
      await db.deleteFrom("sessions").where("expires_at", "<=", now).execute();
    },
  };
}
export type TSessionRepository = ReturnType<typeof createSessionRepository>;
