import { trackWithCarrier } from "../carrier-tracking.ts";
import { isLive, pollLiveTracking, type TLiveTrackingDeps } from "../live-tracking.ts";
import { listShipmentsToRefresh } from "../notification-repository.ts";
import type { TRecordTracking } from "./record-tracking.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

/** A parcel still moving after this long is a carrier's problem, not a notification's. */
const REFRESH_WINDOW_DAYS = 60;
/** Shipments asked of the carriers per round; the next round takes the rest. */
const ROUND_SIZE = 200;

/**
 * The tracking refresh (decision 051): asks the carriers where the recent shipments on their way
 * stand, for the accounts that want tracking e-mails, and records each move with its e-mails, as
 * a tracking read does. One shipment's carrier failing leaves it for the next round. Answers how
 * many shipments were asked.
 */
export function createRefreshTracking(
  deps: Pick<TShipmentDeps, "db" | "connectors" | "now" | "logError"> &
    TLiveTrackingDeps & { recordTracking: TRecordTracking },
) {
  return async function refreshTracking(): Promise<number> {
    const now = deps.now();
    const since = new Date(now.getTime() - REFRESH_WINDOW_DAYS * 86_400_000);
    const rows = await listShipmentsToRefresh(deps.db, { since, now }, ROUND_SIZE);
    for (const row of rows) {
      try {
        // A live carrier's answer is kept (readers are served it) and its failures back off.
        const result = isLive(row)
          ? await pollLiveTracking(deps, row)
          : await trackWithCarrier(deps.connectors, row, now);
        if (result) await deps.recordTracking(row, result);
      } catch (error) {
        deps.logError(error, `tracking refresh of shipment ${row.id} failed`);
      }
    }
    return rows.length;
  };
}
