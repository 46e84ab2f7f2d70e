import type { TContext } from "./app-context.ts";
import { defineRetentionJob } from "./features/retention/retention.ts";
import { definePaidOrderRecoveryJob } from "./features/shipment/paid-order-recovery-job.ts";
import { defineTrackingRefreshJob } from "./features/shipment/tracking-refresh-job.ts";

type TLog = { info(data: object, message: string): void };

/**
 * main.ts's background work on the job queue (decision 054): the outboxes' and the mass mailing's
 * jobs are defined with their features (create-context.ts); the periodic tasks here. Rows written
 * before the queue existed get their jobs, then the workers, pg-boss's maintenance and cron start.
 */
export async function startBackgroundJobs(ctx: TContext, log: TLog) {
  // Expired sessions, old unordered ratings and spent single-use rows (decision 021).
  defineRetentionJob(ctx.jobs, ctx.retention, ctx.config.retention.intervalMs / 60_000, log);
  // Shipments on their way move on, with the sender's tracking e-mails (decision 051).
  defineTrackingRefreshJob(
    ctx.jobs,
    ctx.shipments.refreshTracking,
    ctx.config.trackingRefreshMs / 60_000,
    log,
  );
  // Orders paid while the API was down (or killed between payment and waybill) get their shipment.
  definePaidOrderRecoveryJob(ctx.jobs, ctx.shipments.recoverPaidOrders, log);
  await ctx.mailer.queueUnqueued();
  await ctx.preOrderOutbox.queueUnqueued();
  await ctx.jobs.start();
  return {
    async stop(): Promise<void> {
      ctx.massMailing.jobs.stop();
      // main.ts exits 5 s after a signal whatever happens: runs still going then are retried elsewhere.
      await ctx.jobs.stop(3000);
    },
  };
}
