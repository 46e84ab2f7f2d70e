import {
  isCarrierCallError,
  type TCarrierConnector,
  type TCreatedShipment,
  type TCreateShipmentRequest,
} from "@ship/carriers";
import { AppError } from "../../errors/app-error.ts";
import { carrierAppError } from "../../errors/carrier-error.ts";
import type { TCarrierReviewReason } from "./carrier-review-repository.ts";

/** What asking the carrier for a shipment ended in: made (or found again), or to be reviewed. */
export type TCarrierOutcome =
  | { made: TCreatedShipment; reconciled: boolean }
  | { review: TCarrierReviewReason; cause: unknown };

type TAsk = {
  connector: TCarrierConnector;
  request: TCreateShipmentRequest & { customer_reference: string };
  now: Date;
  /** Time limit of each call (creation, then the reconciliation). */
  timeoutMs: number;
};

/** Our own time limit ran out while the carrier was working (the caller's signal aborted). */
function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/**
 * Issue 19 item 5: a creation whose outcome is unknown (a timeout, a dropped connection) is never
 * repeated. The carrier is asked for the shipment of our reference instead: found, it is the
 * shipment; not found, or a carrier that cannot be asked, the order goes to review.
 */
async function reconcile(ask: TAsk, cause: unknown): Promise<TCarrierOutcome> {
  const { connector } = ask;
  if (!connector.findShipment) return { review: "no_lookup", cause };
  try {
    const found = await connector.findShipment(
      { customer_reference: ask.request.customer_reference },
      { now: ask.now, signal: AbortSignal.timeout(ask.timeoutMs) },
    );
    return found ? { made: found, reconciled: true } : { review: "not_found", cause };
  } catch (lookupError) {
    return { review: "lookup_failed", cause: lookupError };
  }
}

/**
 * The carrier's shipment for the order, asked once. A carrier's refusal is the translated AppError
 * of its code (decision 062); shipment.carrier_failed stays for failures that are not the carrier's
 * answer (a sandbox connector's own error, no connector able to ship).
 */
export async function createAtCarrier(ask: TAsk): Promise<TCarrierOutcome> {
  const { connector } = ask;
  if (!connector.createShipment) throw new AppError("shipment.carrier_failed", 503);
  const live = connector.mode === "live";
  try {
    const made = await connector.createShipment(ask.request, {
      now: ask.now,
      signal: AbortSignal.timeout(ask.timeoutMs),
    });
    return { made, reconciled: false };
  } catch (error) {
    if (isCarrierCallError(error)) {
      if (error.outcomeUnknown) return reconcile(ask, error);
      throw carrierAppError(error);
    }
    // Our own limit cut a live call short: the carrier may have made it all the same.
    if (live && isAbort(error)) return reconcile(ask, error);
    throw new AppError("shipment.carrier_failed", 502, { cause: error });
  }
}
