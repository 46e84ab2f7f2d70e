import { type Database, sql } from "@ship/db";
import type { Kysely, Transaction } from "kysely";
import type { TJobQueue } from "./job-queue.ts";

/** The outbox tables whose rows are delivered by jobs (decision 054). */
type TOutboxTable = "mail_outbox" | "pre_order_outbox";
type TExecutor = Kysely<Database> | Transaction<Database>;

const BATCH = 100;

/**
 * Rows written before the job queue (migration 0038) that still wait: marks up to `limit` of
 * them queued with `executor` (the transaction that sends their jobs) and answers their ids.
 */
async function takeUnqueued(executor: TExecutor, table: TOutboxTable, limit: number): Promise<number[]> {
  const rows = await executor
    .updateTable(table)
    .set({ queued_at: sql<Date>`now()` })
    .where(
      "id",
      "in",
      executor
        .selectFrom(table)
        .select("id")
        .where("queued_at", "is", null)
        .where("next_attempt_at", "is not", null)
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * At start: sends the delivery job of every row of `table` written before the queue existed, a
 * batch per transaction (rows marked and jobs sent together), and answers how many it queued.
 */
export async function queueOutboxBacklog(
  jobs: TJobQueue,
  table: TOutboxTable,
  queue: (trx: Transaction<Database>, id: number) => Promise<unknown>,
): Promise<number> {
  let queued = 0;
  for (;;) {
    const ids = await jobs.transaction(async (trx) => {
      const taken = await takeUnqueued(trx, table, BATCH);
      for (const id of taken) await queue(trx, id);
      return taken;
    });
    queued += ids.length;
    if (ids.length < BATCH) return queued;
  }
}
