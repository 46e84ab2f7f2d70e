import { claimJob } from "./mass-mailing-repository.ts";
import type { TMassMailingDeps } from "./use-cases/mass-mailing-deps.ts";
import { runBatch } from "./use-cases/ship-batch.ts";

type TDeps = Parameters<typeof runBatch>[0] & {
  intervalMs: number;
  logError: TMassMailingDeps["logError"];
};

/**
 * The batch job of each API process (decision 043; issue 17 moves it onto pg-boss): at start it
 * takes every open batch (what a stopped or killed process left), then every interval and each
 * time a settlement wakes it. A batch is claimed with SKIP LOCKED under a lease the job renews
 * per recipient, so two processes never ship the same batch at once, and a dead process's batch
 * is taken again once its lease has run out.
 */
export function createMassMailingJobs(deps: TDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function drain(): Promise<void> {
    for (;;) {
      const id = await claimJob(deps.db, deps.leaseMs);
      if (!id) return;
      await runBatch(deps, id).catch((error: unknown) =>
        deps.logError(error, `mass mailing batch ${id} stopped`),
      );
      if (stopped) return;
    }
  }

  /** Runs the job now, or once more after the current run when one is under way. */
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => deps.logError(error, "mass mailing jobs failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    wake,
    /** The start-up sweep and the interval. */
    start(): void {
      stopped = false;
      wake();
      timer = setInterval(wake, deps.intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
    /** Tests: every open batch run to its end, now. */
    async runNow(): Promise<void> {
      stopped = false;
      await running;
      await drain();
    },
  };
}
export type TMassMailingJobs = ReturnType<typeof createMassMailingJobs>;
