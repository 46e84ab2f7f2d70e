import type { TTrackResult } from "@ship/carriers";
import type { TTrackShipmentResponse } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { trackWithCarrier } from "../carrier-tracking.ts";
import { findById, type TShipmentRow } from "../shipment-repository.ts";
import { describeTrackingEvent } from "../shipment-texts.ts";
import type { TRecordTracking } from "./record-tracking.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

type TTracked = Omit<TTrackShipmentResponse, "success">;

/** The carrier's events in `lang`; a cancelled shipment ends with its cancellation. */
function eventsOf(row: TShipmentRow, result: TTrackResult, lang: TLang): TTracked["events"] {
  const events = result.events.map((event) => ({
    date: event.date,
    description: describeTrackingEvent(lang, event.description.key),
    location: event.location,
  }));
  if (row.cancelled_at && !result.events.some((event) => event.description.key === "tracking.cancelled")) {
    events.unshift({
      date: new Date(row.cancelled_at).toISOString(),
      description: describeTrackingEvent(lang, "tracking.cancelled"),
      location: "",
    });
  }
  return events;
}

/**
 * GET /track_shipment/{id}: the shipment's 128-bit random id is the capability (decision 018),
 * like a carrier's tracking number: the tracking link of the confirmation e-mail works in any
 * browser. It answers the status and events only, never addresses, documents or prices.
 */
export function createTrackShipment(
  deps: Pick<TShipmentDeps, "db" | "connectors" | "now"> & { recordTracking: TRecordTracking },
) {
  return async function trackShipment(id: string, lang: TLang): Promise<TTracked> {
    const row = await findById(deps.db, id);
    if (!row) throw new AppError("not_found", 404);
    const tracking = trackWithCarrier(deps.connectors, row, deps.now());
    if (!tracking) return { tracking_url: row.tracking_url, status: row.status, events: [] };
    // Spec §8: a tracking failure shows 'Une erreur est survenue' (the 'internal' message).
    const result = await tracking.catch(() => {
      throw new AppError("internal", 502);
    });
    const events = eventsOf(row, result, lang);
    if (row.cancelled_at) {
      return { tracking_url: row.tracking_url ?? result.tracking_url ?? null, status: "Cancelled", events };
    }
    // What moved is stored, with the e-mails it causes (decision 051).
    await deps.recordTracking(row, result);
    return { tracking_url: row.tracking_url ?? result.tracking_url ?? null, status: result.status, events };
  };
}
