import type { Database } from "@ship/db";
import type { Kysely } from "kysely";

/**
 * Anti-automation on login (ASVS 6.3.1): failures are counted per account and per client
 * address in a 15-minute window; past a threshold each further failure locks the key for a
 * delay that doubles, up to 15 minutes. The counters live in the database so that every API
 * process sees them.
 */
const WINDOW_MS = 15 * 60_000;
const MAX_LOCK_MS = 15 * 60_000;
const BASE_LOCK_MS = 30_000;
export const ACCOUNT_FREE_FAILURES = 5;
export const ADDRESS_FREE_FAILURES = 20;

export function throttleKeys(email: string, address: string) {
  return [
    { key: `account:${email.toLowerCase()}`, free: ACCOUNT_FREE_FAILURES },
    { key: `address:${address}`, free: ADDRESS_FREE_FAILURES },
  ];
}

export function createLoginThrottle(db: Kysely<Database>) {
  return {
    /** Seconds until the first of these keys unlocks, or 0 when login may be tried. */
    async lockedFor(keys: string[], now: Date): Promise<number> {
      const rows = await db
        .selectFrom("login_attempts")
        .select(["locked_until"])
        .where("key", "in", keys)
        .execute();
      const until = Math.max(0, ...rows.map((row) => row.locked_until?.getTime() ?? 0));
      return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
    },

    async recordFailure(keys: { key: string; free: number }[], now: Date): Promise<void> {
      for (const { key, free } of keys) {
        await db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom("login_attempts")
            .select(["failures", "first_failure_at"])
            .where("key", "=", key)
            .forUpdate()
            .executeTakeFirst();
          const fresh = !row || now.getTime() - row.first_failure_at.getTime() > WINDOW_MS;
          const failures = fresh ? 1 : row.failures + 1;
          const over = failures - free;
          const lockedUntil =
            over > 0 ? new Date(now.getTime() + Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** (over - 1))) : null;
          await trx
            .insertInto("login_attempts")
            .values({ key, failures, first_failure_at: now, locked_until: lockedUntil })
            .onConflict((oc) =>
              oc.column("key").doUpdateSet({
                failures,
                first_failure_at: fresh ? now : row.first_failure_at,
                locked_until: lockedUntil,
              }),
            )
            .execute();
        });
      }
    },

    async reset(key: string): Promise<void> {
      await db.deleteFrom("login_attempts").where("key", "=", key).execute();
    },
  };
}
export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
