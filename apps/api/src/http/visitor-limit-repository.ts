import { type Database, preparedStatement } from "@ship/db";
import { type Kysely, sql } from "kysely";
import { createRoundTripBatcher } from "../db/round-trip-batcher.ts";

type THit = { key: string; windowMs: number };
export type TLimitCount = { current: number; ttlMs: number };

/** The hits a batch makes on one counter, in the order they were asked. */
type TKeyHits = { key: string; windowMs: number; calls: number[] };

/**
 * The per-address visitor limits' counters in the database (decision 055), shared by every API
 * node: one statement counts the hits and answers the window's count and what is left of it, on
 * the database's clock (the nodes' clocks may differ). A window that is over starts again.
 *
 * Hits asked together (a burst of visitors, often from one address) are one statement: each key's
 * row moves by the number of its hits, and the calls get the counts in between, in their order, as
 * if each had been its own statement. A counter is only a limit's estimate, so the statement does
 * not wait for the WAL flush: a crash may forget the last fraction of a second of hits.
 */
export function createVisitorLimitRepository(db: Kysely<Database>) {
  const hitBatch = createRoundTripBatcher<THit, TLimitCount>(
    async (hits) => {
      const byKey = new Map<string, TKeyHits>();
      hits.forEach(({ key, windowMs }, index) => {
        const entry = byKey.get(key) ?? { key, windowMs, calls: [] };
        entry.calls.push(index);
        byKey.set(key, entry);
      });
      // Keys in one order on every node: two batches lock shared rows without a deadlock.
      const entries = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const rowsJson = JSON.stringify(
        entries.map(({ key, windowMs, calls }) => ({ key, hits: calls.length, window_s: windowMs / 1000 })),
      );
      const { rows } = await sql<{
        key: string;
        hits: number;
        ttl_ms: number;
      }>`${sql.raw(preparedStatement("visitor_limit_hit"))}
        with async_commit as (select set_config('synchronous_commit', 'off', true))
        insert into visitor_limit_counters as c (key, hits, window_ends_at)
        select h.key, h.hits, now() + make_interval(secs => h.window_s)
        from async_commit, jsonb_to_recordset(${rowsJson}::jsonb) as h(key text, hits integer, window_s float8)
        order by h.key
        on conflict (key) do update set
          hits = case when c.window_ends_at <= now() then excluded.hits else c.hits + excluded.hits end,
          window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at
                           else c.window_ends_at end
        returning key, hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::integer as ttl_ms`.execute(
        db,
      );
      const counts: (TLimitCount | Error)[] = hits.map(
        () => new Error("the visitor limit's counter answered no row"),
      );
      for (const row of rows) {
        const entry = byKey.get(row.key);
        if (!entry) continue;
        const last = Number(row.hits);
        const ttlMs = Math.max(Number(row.ttl_ms), 0);
        entry.calls.forEach((call, order) => {
          counts[call] = { current: last - entry.calls.length + order + 1, ttlMs };
        });
      }
      return counts;
    },
    { maxBatchSize: 200 },
  );

  return {
    /** Counts one hit on the key's counter; answers the window's count with it and the time left. */
    hit(key: string, windowMs: number): Promise<TLimitCount> {
      return hitBatch({ key, windowMs });
    },
  };
}
export type TVisitorLimitRepository = ReturnType<typeof createVisitorLimitRepository>;
