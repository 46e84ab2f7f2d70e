import { schedulePeriodic } from "../../lib/periodic-job.ts";

type TLog = { info(data: object, message: string): void; error(data: object, message: string): void };

/**
 * The tracking refresh (decision 051) at start, then every `intervalMs` (0: never, tracking then
 * moves only when someone reads it). Several API processes may each run it: the stored move is
 * compare-and-set and the outbox's keys hold, so a move is mailed once.
 */
export function scheduleTrackingRefresh(refresh: () => Promise<number>, intervalMs: number, log: TLog) {
  if (intervalMs <= 0) return { stop: async () => {} };
  return schedulePeriodic(
    () =>
      refresh().then(
        (asked) => {
          if (asked > 0) log.info({ asked }, "tracking refreshed");
        },
        (error: unknown) => log.error({ err: error }, "tracking refresh failed"),
      ),
    intervalMs,
  );
}
