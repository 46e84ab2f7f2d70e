import { backoffMs, createOutboxJob, type TOutboxJob } from "../../lib/outbox-job.ts";
import type {
  TOutboxPayload,
  TPreOrderOutboxRepository,
  TPreOrderOutboxRow,
} from "./pre-order-outbox-repository.ts";

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
  /**
   * Whether sending the same call later may succeed (unreachable, 5xx, 429): a refusal of the
   * call itself (4xx) is kept with its error and not sent again. Default: every failure is retried.
   */
  isRetryable?: (error: unknown) => boolean;
  now?: () => Date;
  logError?: (error: unknown, message: string) => void;
};

const TICK_MS = 15_000;
const BATCH_SIZE = 10;
// Longer than a batch can take: a row's calls (login, the key's registration, login again, the
// PATCH, one new token) are each bounded by the client's 5-second timeout. A process killed while
// sending leaves its rows to the others after this.
const LEASE_MS = 60_000;
// 15 s, 30 s, 1 min, ... then every 30 minutes: a shipment the service could not take is never
// given up (issue 15: retried until delivered); it answers a replay of the same shipment_id as one
// shipment. Only a refusal of the call itself stops the retries.
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 30 * 60_000;

export const preOrderRetryDelayMs = (attempts: number) => backoffMs(attempts, FIRST_RETRY_MS, MAX_RETRY_MS);

/**
 * ctx.preOrderOutbox (decision 046): the waybill's transaction writes the shipment to append;
 * this job sends it with the service client's PATCH after the commit, in each API process, until
 * the service has it. What was pending when the API stopped is sent at the next start.
 */
export function createPreOrderOutbox(deps: TDeps): TOutboxJob {
  const now = deps.now ?? (() => new Date());
  const logError = deps.logError ?? (() => {});

  async function deliver(row: TPreOrderOutboxRow): Promise<boolean> {
    try {
      await deps.send(row.userId, row.merchantOrderId, row.payload);
      await deps.repository.markDelivered(row.id, now());
      return true;
    } catch (error) {
      const retryable = deps.isRetryable?.(error) ?? true;
      const retryAt = retryable ? new Date(now().getTime() + preOrderRetryDelayMs(row.attempts)) : null;
      logError(error, `pre-order shipment ${row.id} not delivered (attempt ${row.attempts})`);
      await deps.repository.markFailed(
        row.id,
        error instanceof Error ? error.message : String(error),
        retryAt,
      );
      return false;
    }
  }

  return createOutboxJob({
    name: "pre-order shipment",
    claimDue: deps.repository.claimDue,
    deliver,
    now,
    tickMs: TICK_MS,
    leaseMs: LEASE_MS,
    batchSize: BATCH_SIZE,
    logError,
  });
}
