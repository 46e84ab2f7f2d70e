import { isCarrierCallError, type TTrackResult } from "@ship/carriers";
import { carrierLogFields } from "../../errors/carrier-error.ts";
import { trackWithCarrier } from "./carrier-tracking.ts";
import { delayTrackingPoll, saveTrackingSnapshot } from "./live-tracking-repository.ts";
import type { TShipmentRow } from "./shipment-repository.ts";
import type { TShipmentDeps } from "./use-cases/shipment-deps.ts";

/** Without a refresh job, a reader still never asks a live carrier more often than this. */
const MIN_POLL_INTERVAL_MS = 15 * 60_000;
/** The first wait after a failed poll; it doubles with each failure in a row, up to the cap. */
const BACKOFF_BASE_MS = 10 * 60_000;
const BACKOFF_CAP_MS = 12 * 3_600_000;
/** A carrier may not know a parcel for a while after it was made: not_found then is no failure. */
const FRESH_SHIPMENT_MS = 48 * 3_600_000;

export type TLiveTrackingDeps = Pick<TShipmentDeps, "db" | "connectors" | "now" | "logError"> & {
  /** The tracking refresh job's period (TRACKING_REFRESH_MINUTES); 0 when it does not run. */
  trackingRefreshMs: number;
};

export const isLive = (row: TShipmentRow) => row.carrier_mode === "live";

/** The live carrier's last answer, kept on the row; undefined before the first successful poll. */
export function storedTracking(row: TShipmentRow): TTrackResult | undefined {
  const stored = row.tracking_snapshot;
  if (stored === null || stored === undefined) return undefined;
  return (typeof stored === "string" ? JSON.parse(stored) : stored) as TTrackResult;
}

/** Whether a reader may ask the carrier now: the job's interval passed and no back-off holds. */
export function isReaderPollDue(deps: TLiveTrackingDeps, row: TShipmentRow, now: Date): boolean {
  if (row.tracking_next_poll_at && new Date(row.tracking_next_poll_at) > now) return false;
  if (!row.tracking_polled_at) return true;
  const interval = Math.max(deps.trackingRefreshMs, MIN_POLL_INTERVAL_MS);
  return now.getTime() - new Date(row.tracking_polled_at).getTime() >= interval;
}

const backoffMs = (failures: number) => Math.min(BACKOFF_BASE_MS * 2 ** failures, BACKOFF_CAP_MS);

/**
 * Asks a live carrier where the shipment stands and keeps the answer (decision 062). A failure is
 * logged and delays this shipment's next poll (longer after each failure in a row); a fresh
 * shipment the carrier does not know yet is waited for without counting as a failure. Answers
 * the carrier's answer, or undefined when there is none this time.
 */
export async function pollLiveTracking(
  deps: TLiveTrackingDeps,
  row: TShipmentRow,
): Promise<TTrackResult | undefined> {
  const now = deps.now();
  try {
    const result = await trackWithCarrier(deps.connectors, row, now);
    if (result) await saveTrackingSnapshot(deps.db, row.id, result, now);
    return result;
  } catch (error) {
    const fresh = now.getTime() - new Date(row.created_at).getTime() < FRESH_SHIPMENT_MS;
    const notYetKnown = isCarrierCallError(error) && error.code === "carrier.not_found" && fresh;
    const wait = notYetKnown ? BACKOFF_BASE_MS : backoffMs(row.tracking_failures);
    await delayTrackingPoll(deps.db, row.id, {
      at: now,
      next: new Date(now.getTime() + wait),
      failed: !notYetKnown,
    });
    if (!notYetKnown) {
      deps.logError(
        error,
        `live tracking of shipment ${row.id} failed ${JSON.stringify(carrierLogFields(error) ?? {})}`,
      );
    }
    return undefined;
  }
}
