import { cronEvery } from "../../lib/jobs/cron-every.ts";
import type { TJobQueue } from "../../lib/jobs/job-queue.ts";

type TLog = { info(data: object, message: string): void };

export const TRACKING_REFRESH_QUEUE = "tracking-refresh";

/**
 * The tracking refresh (decision 051) as a periodic job (decision 054): at start, then every
 * `intervalMinutes` (0: never, tracking then moves only when someone reads it), one run at a time
 * across the API processes. The stored move is compare-and-set and the outbox's keys hold, so a
 * move is mailed once even if a run is retried.
 */
export function defineTrackingRefreshJob(
  jobs: TJobQueue,
  refresh: () => Promise<number>,
  intervalMinutes: number,
  log: TLog,
) {
  if (intervalMinutes <= 0) return;
  jobs.define({
    name: TRACKING_REFRESH_QUEUE,
    cron: cronEvery(intervalMinutes),
    retry: { limit: 2, delaySeconds: 60 },
    // Each carrier call is bounded by the rating budget; a few hundred shipments fit well within.
    expireInSeconds: 15 * 60,
    async run() {
      const asked = await refresh();
      if (asked > 0) log.info({ asked }, "tracking refreshed");
      return true;
    },
  });
}
