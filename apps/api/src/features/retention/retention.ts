import { cronEvery } from "../../lib/jobs/cron-every.ts";
import type { TJobQueue } from "../../lib/jobs/job-queue.ts";
import { LOGIN_WINDOW_MS } from "../session/login-throttle.ts";
import type { TRetentionRepository } from "./retention-repository.ts";

const DAY_MS = 24 * 3600 * 1000;
const BATCH_SIZE = 500;

/** Rows deleted by one purge, per kind. */
export type TPurged = {
  sessions: number;
  ratings: number;
  offerSets: number;
  loginAttempts: number;
  passwordResets: number;
  ssoRequests: number;
  contactImports: number;
  visitorLimitWindows: number;
};

/**
 * Storage retention (decision 021): expired sessions and single-use rows (contact import lists
 * included, decision 040; the visitor limits' ended windows, decision 055), ratings older than
 * `ratingDays` that no order refers to, and the offer sets no rating names any more.
 */
export function createRetention(
  repository: TRetentionRepository,
  options: { ratingDays: number; batchSize?: number },
) {
  const limit = options.batchSize ?? BATCH_SIZE;

  /** Deletes batch after batch until one comes back short: many short statements, no long lock. */
  async function drain(batch: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await batch();
      total += count;
      if (count < limit) return total;
    }
  }

  return {
    async purge(now = new Date()): Promise<TPurged> {
      const ratingsBefore = new Date(now.getTime() - options.ratingDays * DAY_MS);
      // Ratings before offer sets: the sets their deletion leaves unnamed go in the same run.
      const sessions = await drain(() => repository.expiredSessions(now, limit));
      const ratings = await drain(() => repository.unorderedRatings(ratingsBefore, limit));
      const offerSets = await drain(() => repository.unusedOfferSets(ratingsBefore, limit));
      const loginAttempts = await drain(() =>
        repository.expiredLoginAttempts(now, new Date(now.getTime() - LOGIN_WINDOW_MS), limit),
      );
      const passwordResets = await drain(() => repository.expiredPasswordResets(now, limit));
      const ssoRequests = await drain(() => repository.expiredSsoRequests(now, limit));
      const contactImports = await drain(() => repository.expiredContactImports(now, limit));
      const visitorLimitWindows = await drain(() => repository.endedVisitorLimitWindows(now, limit));
      return {
        sessions,
        ratings,
        offerSets,
        loginAttempts,
        passwordResets,
        ssoRequests,
        contactImports,
        visitorLimitWindows,
      };
    },
  };
}
export type TRetention = ReturnType<typeof createRetention>;

type TLog = { info(data: object, message: string): void };

export const RETENTION_QUEUE = "retention";

/**
 * The purge as a periodic job (decision 054): at start, then every `intervalMinutes` (cronEvery),
 * one run at a time across the API processes (the queue is stately); a failed run is retried.
 */
export function defineRetentionJob(
  jobs: TJobQueue,
  retention: TRetention,
  intervalMinutes: number,
  log: TLog,
) {
  jobs.define({
    name: RETENTION_QUEUE,
    cron: cronEvery(intervalMinutes),
    retry: { limit: 2, delaySeconds: 60 },
    // Batches of 500 short statements: far below this even on a large database.
    expireInSeconds: 15 * 60,
    async run() {
      const purged = await retention.purge();
      if (Object.values(purged).some((count) => count > 0)) log.info({ purged }, "retention purged");
      return true;
    },
  });
}
