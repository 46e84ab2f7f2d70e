import type { TJobQueue } from "../../lib/jobs/job-queue.ts";
import { claimJob } from "./mass-mailing-repository.ts";
import type { TMassMailingDeps } from "./use-cases/mass-mailing-deps.ts";
import { runBatch } from "./use-cases/ship-batch.ts";

type TDeps = Parameters<typeof runBatch>[0] & {
  jobs: TJobQueue;
  logError: TMassMailingDeps["logError"];
};

export const MASS_MAILING_QUEUE = "mass-mailing-batches";

/**
 * The batch job (decision 043, decision 054). A settlement writes its `mass_mailing_jobs` row in
 * its own transaction; a run of this job (at start, every minute, and when a settlement wakes it)
 * takes every open batch. The queue's policy is `short` (migration 0038): one run waiting at most,
 * several running on different processes. Each batch is claimed with SKIP LOCKED under a lease
 * renewed per recipient, so two processes never ship the same batch at once, and a dead
 * process's batch is taken again as soon as its lease has run out (the queue's expiry of a run
 * is fixed, far longer than a recipient: the lease, renewed per recipient, frees a batch sooner).
 */
export function createMassMailingJobs(deps: TDeps) {
  let stopped = false;

  async function drain(): Promise<boolean> {
    let ran = false;
    for (;;) {
      const id = await claimJob(deps.db, deps.leaseMs);
      if (!id) return ran;
      ran = true;
      await runBatch(deps, id).catch((error: unknown) =>
        deps.logError(error, `mass mailing batch ${id} stopped`),
      );
      if (stopped) return ran;
    }
  }

  deps.jobs.define({
    name: MASS_MAILING_QUEUE,
    cron: "* * * * *",
    retry: { limit: 2, delaySeconds: 15 },
    expireInSeconds: 60 * 60,
    run: drain,
  });

  return {
    /** After the commit that settled a batch: a run starts now (on this process, if idle). */
    wake(): void {
      void deps.jobs
        .send(deps.db, MASS_MAILING_QUEUE, {})
        .then(() => deps.jobs.wake(MASS_MAILING_QUEUE))
        .catch((error: unknown) => deps.logError(error, "mass mailing job not sent"));
    },
    /** Stops taking batches after the recipient under way (the queue's stop waits for it). */
    stop(): void {
      stopped = true;
    },
    /** Tests: every open batch run to its end, now. */
    runNow: drain,
  };
}
export type TMassMailingJobs = ReturnType<typeof createMassMailingJobs>;
