import type { Database } from "@ship/db";
import { type Kysely, sql } from "kysely";

/**
 * The per-address visitor limits' counters in the database (decision 055), shared by every API
 * node: one statement counts a hit and answers the window's count and what is left of it, on the
 * database's clock (the nodes' clocks may differ). A window that is over starts again at 1.
 */
export function createVisitorLimitRepository(db: Kysely<Database>) {
  return {
    async hit(key: string, windowMs: number): Promise<{ current: number; ttlMs: number }> {
      const { rows } = await sql<{ hits: number; ttl_ms: number }>`
        insert into visitor_limit_counters as c (key, hits, window_ends_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
          window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at
                           else c.window_ends_at end
        returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::integer as ttl_ms`.execute(
        db,
      );
      const row = rows[0];
      if (!row) throw new Error("the visitor limit's counter answered no row");
      return { current: Number(row.hits), ttlMs: Math.max(Number(row.ttl_ms), 0) };
    },
  };
}
export type TVisitorLimitRepository = ReturnType<typeof createVisitorLimitRepository>;
