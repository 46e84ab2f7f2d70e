import { type Database, preparedStatement } from "@ship/db";
import { CompiledQuery, type Kysely, sql } from "kysely";
import { createRoundTripBatcher } from "../../db/round-trip-batcher.ts";
import { sessionUsersQuery, type TUserRecord } from "./user-repository.ts";

export type TSessionRow = {
  id: string;
  userId: number | null;
  expiresAt: Date;
  lastSeenAt: Date;
  /** The logged-in user, read with the session (one round trip per request, not two). */
  user: TUserRecord | null;
};

type TNewSession = { id: string; user_id: number | null; expires_at: Date };

export function createSessionRepository(db: Kysely<Database>) {
  // Built and compiled once: each batch only sends its ids (one array parameter).
  const lookup = db
    .selectFrom("sessions")
    .leftJoin(sessionUsersQuery(db).as("user"), "user.id", "sessions.user_id")
    .select([
      "sessions.id as session_id",
      "sessions.expires_at as session_expires_at",
      "sessions.last_seen_at as session_last_seen_at",
    ])
    .selectAll("user")
    .where(sql<boolean>`sessions.id = any(${sql.val<string[]>([])}::text[])`)
    .compile();
  type TLookupRow = typeof lookup extends CompiledQuery<infer R> ? R : never;

  const findById = createRoundTripBatcher<string, TSessionRow | undefined>(async (ids) => {
    const { rows } = await db.executeQuery(
      CompiledQuery.raw(`${preparedStatement("session_lookup")} ${lookup.sql}`, [
        [...new Set(ids)],
      ]) as CompiledQuery<TLookupRow>,
    );
    const byId = new Map(
      rows.map(({ session_id, session_expires_at, session_last_seen_at, ...user }) => [
        session_id,
        {
          id: session_id,
          userId: user.id,
          expiresAt: session_expires_at,
          lastSeenAt: session_last_seen_at,
          // A left join: every user column is null together when the session has no user.
          user: user.id === null ? null : (user as TUserRecord),
        },
      ]),
    );
    return ids.map((id) => byId.get(id));
  });

  // Sessions opened together (a burst of new visitors) are one multi-row insert.
  const insertBatch = createRoundTripBatcher<TNewSession, void>(async (sessions) => {
    await db
      .insertInto("sessions")
      .values([...sessions])
      .execute();
    return sessions.map(() => undefined);
  });

  return {
    async insert(id: string, userId: number | null, expiresAt: Date): Promise<void> {
      await insertBatch({ id, user_id: userId, expires_at: expiresAt });
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
