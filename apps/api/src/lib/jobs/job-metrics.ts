import { Gauge, type Registry } from "prom-client";
import type { TJobQueue } from "./job-queue.ts";

/**
 * job_queue_jobs{queue,state}: the job queue's jobs (decision 054) per queue and state: `created`
 * and `retry` are waiting (retry: after a failure, its backoff), `active` running, `failed` given
 * up. One grouped count over pg-boss's table per scrape.
 */
export function registerJobMetrics(registry: Registry, jobs: Pick<TJobQueue, "counts">): void {
  new Gauge({
    name: "job_queue_jobs",
    help: "Jobs of the job queue per queue and state (created, retry, active, completed, failed)",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs.counts()) this.set({ queue: row.name, state: row.state }, row.size);
    },
  });
}
