import type { TTrackResult } from "@ship/carriers";
import type { TTrackShipmentResponse } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { trackWithCarrier } from "../carrier-tracking.ts";
import {
  isLive,
  isReaderPollDue,
  pollLiveTracking,
  storedTracking,
  type TLiveTrackingDeps,
} from "../live-tracking.ts";
import { findById, type TShipmentRow } from "../shipment-repository.ts";
import { describeTrackingEvent } from "../shipment-texts.ts";
import type { TRecordTracking } from "./record-tracking.ts";

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
/**
 * A live carrier's tracking for a reader (decision 062): its kept answer, asked again only when
 * the refresh job's interval has passed and no back-off holds. A failure or a parcel the carrier
 * does not know yet shows what was kept (or the stored status alone), never an error.
 */
async function liveResult(deps: TLiveTrackingDeps, row: TShipmentRow): Promise<TTrackResult | undefined> {
  const polled = isReaderPollDue(deps, row, deps.now()) ? await pollLiveTracking(deps, row) : undefined;
  return polled ?? storedTracking(row);
}

export function createTrackShipment(deps: TLiveTrackingDeps & { recordTracking: TRecordTracking }) {
  /** The carrier's answer now (sandbox), or undefined when its carrier tracks nothing. */
  async function sandboxResult(row: TShipmentRow): Promise<TTrackResult | undefined> {
    const tracking = trackWithCarrier(deps.connectors, row, deps.now());
    // Spec §8: a tracking failure shows 'Une erreur est survenue' (the 'internal' message).
    return tracking?.catch(() => {
      throw new AppError("internal", 502);
    });
  }

  return async function trackShipment(id: string, lang: TLang): Promise<TTracked> {
    const row = await findById(deps.db, id);
    if (!row) throw new AppError("not_found", 404);
    const result = isLive(row) ? await liveResult(deps, row) : await sandboxResult(row);
    if (!result) return { tracking_url: row.tracking_url, status: row.status, events: [] };
    const events = eventsOf(row, result, lang);
    if (row.cancelled_at) {
      return { tracking_url: row.tracking_url ?? result.tracking_url ?? null, status: "Cancelled", events };
    }
    // What moved is stored, with the e-mails it causes (decision 051).
    await deps.recordTracking(row, result);
    return { tracking_url: row.tracking_url ?? result.tracking_url ?? null, status: result.status, events };
  };
}
