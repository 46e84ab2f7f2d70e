import { isCarrierCallError } from "./live/carrier-call-error.ts";
import type {
  TCarrierConnector,
  TCarrierError,
  TCarrierErrorCode,
  TCarrierQuote,
  TRateRequest,
} from "./types.ts";

export type TRateAllOptions = {
  /** Time each carrier gets; a carrier still busy then is reported as 'carrier.timeout'. */
  budgetMs: number;
  /** Called each time a carrier has answered, failed or run out of time (for the progress bar). */
  onProgress?: (done: number, total: number) => void;
  /** Stops every carrier at once (the client went away). */
  signal?: AbortSignal;
  now?: Date;
  /**
   * Called with each carrier's failure and what caused it, for the logs: the raw detail (a
   * carrier's own text) goes there and never into the answer.
   */
  onCarrierError?: (error: TCarrierError, cause: unknown) => void;
};

export type TRateAllResult = {
  /** Every carrier's offers, cheapest first (spec §2 default sort: price_ti ascending). */
  offers: TCarrierQuote[];
  errors: TCarrierError[];
};

class BudgetSpentError extends Error {
  override name = "BudgetSpentError";
}

/**
 * One budget for every carrier of a rating (they all start together): one timer and one abort
 * signal per rating rather than per carrier, since a rating is made for every visitor's parcel.
 * `spent` rejects when the budget is over or the caller aborts; carriers still busy then are out.
 */
function startBudget(options: TRateAllOptions) {
  const controller = new AbortController();
  let rejectSpent: (reason: unknown) => void = () => {};
  const spent = new Promise<never>((_resolve, reject) => {
    rejectSpent = reject;
  });
  // Nobody may be racing against it any more when it rejects.
  spent.catch(() => {});
  const stop = (reason: unknown) => {
    controller.abort(reason);
    rejectSpent(reason);
  };
  const timer = setTimeout(
    () => stop(new BudgetSpentError(`no answer within ${options.budgetMs} ms`)),
    options.budgetMs,
  );
  const onCallerAbort = () => stop(options.signal?.reason ?? new BudgetSpentError("aborted by the caller"));
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    spent,
    end() {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onCallerAbort);
    },
  };
}

/** A live connector's own code (auth_failed, circuit_open, ...); out of time; else failed. */
function carrierErrorCodeOf(error: unknown): TCarrierErrorCode {
  if (isCarrierCallError(error)) return error.code;
  const timedOut = error instanceof BudgetSpentError || (error as Error)?.name === "AbortError";
  return timedOut ? "carrier.timeout" : "carrier.failed";
}

/**
 * Rates every carrier in parallel, each within its time budget: a slow or failing carrier becomes
 * an error entry and never holds back the others' offers.
 */
export async function rateAll(
  connectors: readonly TCarrierConnector[],
  request: TRateRequest,
  options: TRateAllOptions,
): Promise<TRateAllResult> {
  const total = connectors.length;
  let done = 0;
  const offers: TCarrierQuote[] = [];
  const errors: TCarrierError[] = [];
  const budget = startBudget(options);
  const context = { signal: budget.signal, now: options.now };
  await Promise.all(
    connectors.map(async (connector) => {
      try {
        const rated = Promise.resolve().then(() => connector.rate(request, context));
        offers.push(...(await Promise.race([rated, budget.spent])));
      } catch (error) {
        const entry: TCarrierError = {
          carrier_code: connector.carrier_code,
          code: carrierErrorCodeOf(error),
          message: error instanceof Error ? error.message : String(error),
        };
        errors.push(entry);
        options.onCarrierError?.(entry, error);
      } finally {
        done++;
        options.onProgress?.(done, total);
      }
    }),
  ).finally(budget.end);
  offers.sort((a, b) => a.price_ti - b.price_ti || a.delivery_timestamp - b.delivery_timestamp);
  errors.sort((a, b) => a.carrier_code.localeCompare(b.carrier_code));
  return { offers, errors };
}
