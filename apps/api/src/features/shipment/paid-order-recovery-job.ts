import type { TJobQueue } from "../../lib/jobs/job-queue.ts";

type TLog = { info(data: object, message: string): void };

export const PAID_ORDER_RECOVERY_QUEUE = "paid-order-recovery";

/**
 * The recovery of paid orders (decision 015) as a periodic job (decision 054): at start and every
 * five minutes, one run at a time across the API processes, every settled order without a
 * shipment gets it, with its e-mail (the API may have stopped between payment and waybill, or the
 * background waybill failed). The waybill is made once whoever gets there first.
 */
export function definePaidOrderRecoveryJob(
  jobs: TJobQueue,
  recover: () => Promise<{ shipments: number; mails: number }>,
  log: TLog,
) {
  jobs.define({
    name: PAID_ORDER_RECOVERY_QUEUE,
    cron: "*/5 * * * *",
    retry: { limit: 2, delaySeconds: 60 },
    expireInSeconds: 15 * 60,
    async run() {
      const recovered = await recover();
      if (recovered.shipments + recovered.mails > 0) log.info(recovered, "recovered paid orders");
      return recovered.shipments + recovered.mails > 0;
    },
  });
}
