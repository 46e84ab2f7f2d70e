import type { Database } from "@ship/db";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { BASE_LOCK_MS, LOGIN_WINDOW_MS, MAX_LOCK_MS, type TThrottleKey } from "./login-throttle.ts";

/** The lock an attempt numbered `count` sets: none before the last free one, then doubling. */
function lockUntil(count: RawBuilder<number>, free: number, now: Date) {
  return sql<Date | null>`case when ${count} >= ${free}
    then ${now}::timestamptz + least(${MAX_LOCK_MS}, ${BASE_LOCK_MS} * power(2, ${count} - ${free})) * interval '1 millisecond'
  end`;
}

// Thrown inside the reservation's transaction to roll back the keys already taken.
class Locked extends Error {
  constructor(readonly seconds: number) {
    super("locked");
  }
}

export function createLoginThrottle(db: Kysely<Database>) {
  /** Seconds until the last of these keys unlocks, at least 1 (for Retry-After). */
  async function lockedFor(keys: TThrottleKey[], now: Date, executor: Kysely<Database>): Promise<number> {
    const rows = await executor
      .selectFrom("login_attempts")
      .select(["locked_until"])
      .where(
        "key",
        "in",
        keys.map((k) => k.key),
      )
      .execute();
    const until = Math.max(0, ...rows.map((row) => row.locked_until?.getTime() ?? 0));
    return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  }

  return {
    /**
     * Takes one attempt on every key, all or none. Returns 0 when the attempt may go ahead, else the
     * seconds until the keys unlock (nothing taken). A locked key is left as it is.
     */
    async reserve(keys: TThrottleKey[], now: Date): Promise<number> {
      const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
      try {
        await db.transaction().execute(async (trx) => {
          for (const { key, free } of keys) {
            const stale = sql<boolean>`login_attempts.first_failure_at < ${windowStart}`;
            const count = sql<number>`(case when ${stale} then 1 else login_attempts.failures + 1 end)`;
            // ON CONFLICT DO UPDATE locks the row: concurrent attempts on one key queue here.
            const taken = await trx
              .insertInto("login_attempts")
              .values({ key, failures: 1, first_failure_at: now, locked_until: lockUntil(sql`1`, free, now) })
              .onConflict((oc) =>
                oc
                  .column("key")
                  .doUpdateSet({
                    failures: count,
                    first_failure_at: sql`case when ${stale} then ${now}::timestamptz else login_attempts.first_failure_at end`,
                    locked_until: lockUntil(count, free, now),
                  })
                  .where((eb) =>
                    eb.or([
                      eb("login_attempts.locked_until", "is", null),
                      eb("login_attempts.locked_until", "<=", now),
                    ]),
                  ),
              )
              .returning("failures")
              .executeTakeFirst();
            if (!taken) throw new Locked(await lockedFor(keys, now, trx));
          }
        });
        return 0;
      } catch (error) {
        if (error instanceof Locked) return error.seconds;
        throw error;
      }
    },

    /**
     * Gives back an attempt that did not fail (a successful login). The lock it may have set goes
     * too: while it was in flight, a lock let no other attempt through, so the one it replaced had
     * run out.
     */
    async giveBack(key: string): Promise<void> {
      await db
        .updateTable("login_attempts")
        .set((eb) => ({ failures: eb("failures", "-", 1), locked_until: null }))
        .where("key", "=", key)
        .where("failures", ">", 0)
        .execute();
    },

    async reset(key: string): Promise<void> {
      await db.deleteFrom("login_attempts").where("key", "=", key).execute();
    },
  };
}
export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
