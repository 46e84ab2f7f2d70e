import { schedulePeriodic } from "../../lib/periodic-job.ts";
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

type TLog = { info(data: object, message: string): void; error(data: object, message: string): void };

/**
 * Purges at start, then every `intervalMs`. The timer never keeps the process alive; a run never
 * overlaps the previous one; `stop()` waits for a run under way, so the database can close after.
 */
export function scheduleRetention(retention: TRetention, intervalMs: number, log: TLog) {
  return schedulePeriodic(
    () =>
      retention.purge().then(
        (purged) => {
          if (Object.values(purged).some((count) => count > 0)) log.info({ purged }, "retention purged");
        },
        (error: unknown) => log.error({ err: error }, "retention failed"),
      ),
    intervalMs,
  );
}
