import type { TTrackResult } from "@ship/carriers";
import type { TTrackShipmentResponse } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { findById, type TShipmentRow, updateStatus } from "../shipment-repository.ts";
import { describeTrackingEvent } from "../shipment-texts.ts";
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

/** The stored status the carrier's moves it to, or undefined when it stays. */
function nextStoredStatus(
  row: TShipmentRow,
  tracked: TTrackResult["status"],
): TTrackResult["status"] | undefined {
  // The parcel left: Cancel is no longer offered.
  if (row.status === "Validated" && (tracked === "Pickuped" || tracked === "Delivered")) return tracked;
  if (row.status === "Pickuped" && tracked === "Delivered") return tracked;
  return undefined;
}

/**
 * GET /track_shipment/{id}: the shipment's 128-bit random id is the capability (decision 018),
 * like a carrier's tracking number: the tracking link of the confirmation e-mail works in any
 * browser. It answers the status and events only, never addresses, documents or prices.
 */
export function createTrackShipment(deps: Pick<TShipmentDeps, "db" | "connectors" | "now">) {
  return async function trackShipment(id: string, lang: TLang): Promise<TTracked> {
    const row = await findById(deps.db, id);
    if (!row) throw new AppError("not_found", 404);
    const connector = deps.connectors.find((candidate) => candidate.carrier_code === row.carrier_code);
    if (!connector?.track) return { tracking_url: row.tracking_url, status: row.status, events: [] };
    const numbers = row.tracking_numbers as string[];
    // A cancelled shipment is tracked as it stood when cancelled, then the cancellation itself.
    const at = row.cancelled_at ? new Date(row.cancelled_at) : deps.now();
    // Spec §8: a tracking failure shows 'Une erreur est survenue' (the 'internal' message).
    const result = await connector
      .track({ tracking_number: numbers[0] ?? "", carrier_shipment_id: row.carrier_shipment_id }, { now: at })
      .catch(() => {
        throw new AppError("internal", 502);
      });
    const events = eventsOf(row, result, lang);
    if (row.cancelled_at) {
      return { tracking_url: row.tracking_url ?? result.tracking_url ?? null, status: "Cancelled", events };
    }
    const next = nextStoredStatus(row, result.status);
    if (next) await updateStatus(deps.db, row.id, row.status, next);
    return { tracking_url: row.tracking_url ?? result.tracking_url ?? null, status: result.status, events };
  };
}
