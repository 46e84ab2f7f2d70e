import type { TTransaction } from "../../db/unit-of-work.ts";
import type { TJobQueue, TJobRun } from "../../lib/jobs/job-queue.ts";
import { queueOutboxBacklog } from "../../lib/jobs/outbox-backlog.ts";
import type { TOutboxPayload, TPreOrderOutboxRepository } from "./pre-order-outbox-repository.ts";

/**
 * The pre-order service's PATCH /api/pre-order/{merchantOrderId} for one user (the service client
 * logs in with the user's api_key). Throws when the service is unreachable, slow or answers non-2xx.
 */
export type TSendPreOrderShipment = (
  userId: number,
  merchantOrderId: string,
  body: TOutboxPayload,
) => Promise<void>;

type TDeps = {
  repository: TPreOrderOutboxRepository;
  send: TSendPreOrderShipment;
  jobs: TJobQueue;
  /**
   * Whether sending the same call later may succeed (unreachable, 5xx, 429): a refusal of the
   * call itself (4xx) is kept with its error and not sent again. Default: every failure is retried.
   */
  isRetryable?: (error: unknown) => boolean;
  logError?: (error: unknown, message: string) => void;
};

export const PRE_ORDER_QUEUE = "pre-order-delivery";
const BATCH_SIZE = 10;
// Longer than a row's calls can take (login, the key's registration, login again, the PATCH, one
// new token, each bounded by the client's 5-second timeout): a run still active after this (its
// process died) is retried by the queue.
const EXPIRE_SECONDS = 60;
// About 15 s, 30 s, 1 min, ... up to about two hours (pg-boss's backoff, with jitter), then every
// 30 minutes: a shipment the service could not take is never given up (issue 15: retried until
// delivered); the service answers a replay of the same shipment_id as one shipment. Only a refusal
// of the call itself stops the retries.
export const PRE_ORDER_RETRY = { limit: 9, delaySeconds: 15 };
const STEADY_RETRY = { limit: 1_000_000, delaySeconds: 30 * 60 };
const STEADY_RETENTION_DAYS = 3650;

class WaitingForEarlierRow extends Error {}

/**
 * ctx.preOrderOutbox (decision 046, decision 054): the waybill's (or the cancellation's)
 * transaction writes the shipment to append and sends its delivery job; the job sends it with
 * the service client's PATCH, in whichever API process takes it, until the service has it.
 */
export function createPreOrderOutbox(deps: TDeps) {
  const { repository, jobs } = deps;
  const logError = deps.logError ?? (() => {});

  const queue = async (trx: TTransaction, rowId: number, steady = false): Promise<void> => {
    await jobs.send(trx, PRE_ORDER_QUEUE, steady ? { id: rowId, steady } : { id: rowId }, {
      singletonKey: String(rowId),
      ...(steady
        ? {
            retry: STEADY_RETRY,
            retentionDays: STEADY_RETENTION_DAYS,
            startAfterSeconds: STEADY_RETRY.delaySeconds,
          }
        : {}),
    });
  };

  async function deliver(data: { id: number; steady?: boolean }, job: TJobRun): Promise<boolean> {
    const row = await repository.takeForDelivery(data.id);
    if (row === "done") return false;
    if (row === "waiting")
      return retryLater(data, job, new WaitingForEarlierRow("an earlier row of the shipment waits"));
    try {
      await deps.send(row.userId, row.merchantOrderId, row.payload);
      await repository.markDelivered(row.id, new Date());
      return true;
    } catch (error) {
      const retryable = deps.isRetryable?.(error) ?? true;
      logError(error, `pre-order shipment ${row.id} not delivered (attempt ${row.attempts})`);
      await repository.markFailed(row.id, error instanceof Error ? error.message : String(error), !retryable);
      if (!retryable) return false;
      return retryLater(data, job, error);
    }
  }

  /** Throws to be retried; once the quick retries are spent, a job trying every 30 minutes takes over. */
  async function retryLater(data: { id: number; steady?: boolean }, job: TJobRun, error: unknown) {
    if (!job.lastAttempt || data.steady) throw error;
    await jobs.transaction((trx) => queue(trx, data.id, true));
    return false;
  }

  jobs.define({
    name: PRE_ORDER_QUEUE,
    run: deliver,
    retry: PRE_ORDER_RETRY,
    expireInSeconds: EXPIRE_SECONDS,
    batchSize: BATCH_SIZE,
  });

  return {
    /** Sends the delivery job of a row with the transaction that wrote it. */
    queue: (trx: TTransaction, rowId: number) => queue(trx, rowId),
    /** Call after the commit that wrote rows: this process's worker sends them now. */
    wake: () => jobs.wake(PRE_ORDER_QUEUE),
    /** Runs the due delivery jobs here (tests); `ignoreBackoff` takes those waiting to be retried too. */
    deliverDue: (options?: { ignoreBackoff?: boolean }) =>
      jobs.runDue(PRE_ORDER_QUEUE, { ignoreStartAfter: options?.ignoreBackoff ?? false }),
    /** At start: sends the jobs of rows written before the queue existed (migration 0038). */
    queueUnqueued: (): Promise<number> => queueOutboxBacklog(jobs, "pre_order_outbox", queue),
  };
}
export type TPreOrderOutbox = ReturnType<typeof createPreOrderOutbox>;
