import type { TCarrierCode } from "@ship/domain";
import { CarrierCallError, type TCarrierCallErrorCode } from "./carrier-call-error.ts";

export type TCircuitState = "closed" | "open" | "half_open";

export type TCircuitBreakerOptions = {
  carrier_code: TCarrierCode;
  /** The clock, in ms (tests pass a fake one). */
  now?: () => number;
  /** The calls looked at (issue 19: the last minute). */
  windowMs?: number;
  /** Fewer calls than this in the window never open the circuit: one failure is not a pattern. */
  minCalls?: number;
  /** The share of failed calls in the window that opens the circuit. */
  failureRatio?: number;
  /** How long an open circuit skips the carrier before one trial call is let through. */
  openMs?: number;
};

export type TCircuitBreaker = {
  readonly carrier_code: TCarrierCode;
  /** Runs the call unless the circuit is open (then rejects at once with carrier.circuit_open). */
  run<T>(call: () => Promise<T>): Promise<T>;
  state(): TCircuitState;
};

/**
 * Answers that prove the carrier is up and reading our calls: the request or the credentials were
 * refused, which says nothing about the carrier's health, so they do not count as failures.
 */
const HEALTHY_REFUSALS: ReadonlySet<TCarrierCallErrorCode> = new Set([
  "carrier.auth_failed",
  "carrier.invalid_address",
  "carrier.invalid_request",
  "carrier.service_unavailable",
  "carrier.not_found",
]);

function isCarrierFailure(error: unknown): boolean {
  return !(error instanceof CarrierCallError && HEALTHY_REFUSALS.has(error.code));
}

/**
 * A circuit breaker for one carrier (issue 19 item 5): a carrier that failed at least half of its
 * calls over the last minute (with at least `minCalls` calls) is skipped for 30 s; then one trial
 * call decides whether it is closed again or open for another 30 s. State is this process's only.
 */
export function createCircuitBreaker(options: TCircuitBreakerOptions): TCircuitBreaker {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? 60_000;
  const minCalls = options.minCalls ?? 6;
  const failureRatio = options.failureRatio ?? 0.5;
  const openMs = options.openMs ?? 30_000;
  let outcomes: { at: number; failed: boolean }[] = [];
  let openedAt: number | undefined;
  let trialRunning = false;

  const currentState = (): TCircuitState => {
    if (openedAt === undefined) return "closed";
    return now() - openedAt >= openMs ? "half_open" : "open";
  };

  const record = (failed: boolean) => {
    const at = now();
    outcomes = outcomes.filter((outcome) => at - outcome.at < windowMs);
    outcomes.push({ at, failed });
    const failures = outcomes.filter((outcome) => outcome.failed).length;
    if (outcomes.length >= minCalls && failures / outcomes.length >= failureRatio) openedAt = at;
  };

  const settleTrial = (failed: boolean) => {
    trialRunning = false;
    if (failed) {
      openedAt = now();
      return;
    }
    openedAt = undefined;
    outcomes = [];
  };

  return {
    carrier_code: options.carrier_code,
    state: currentState,
    async run(call) {
      const state = currentState();
      const trial = state === "half_open" && !trialRunning;
      if (state === "open" || (state === "half_open" && !trial)) {
        throw new CarrierCallError(
          options.carrier_code,
          "carrier.circuit_open",
          `skipped: failed too often lately (open since ${new Date(openedAt ?? 0).toISOString()})`,
        );
      }
      if (trial) trialRunning = true;
      try {
        const result = await call();
        if (trial) settleTrial(false);
        else record(false);
        return result;
      } catch (error) {
        const failed = isCarrierFailure(error);
        if (trial) settleTrial(failed);
        else record(failed);
        throw error;
      }
    },
  };
}
