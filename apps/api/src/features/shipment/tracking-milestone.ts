import type { TTrackResult } from "@ship/carriers";
import type { TLang } from "@ship/domain";

type TTrackingEvent = TTrackResult["events"][number];

/** The tracking moves a sender is told of (decision 051); creation and cancellation are the sender's own. */
export const TRACKING_MILESTONES = ["picked_up", "in_transit", "delivered", "exception"] as const;
export type TTrackingMilestone = (typeof TRACKING_MILESTONES)[number];

/** The carriers' event keys (spec §7 track_shipment events) that are milestones. */
const MILESTONE_OF_EVENT: Record<string, TTrackingMilestone> = {
  "tracking.pickuped": "picked_up",
  "tracking.in_transit": "in_transit",
  "tracking.out_for_delivery": "in_transit",
  "tracking.at_relay_point": "in_transit",
  "tracking.delivered": "delivered",
  "tracking.exception": "exception",
};

export type TReachedMilestone = { milestone: TTrackingMilestone; event: TTrackingEvent };

/**
 * Where the parcel stands: the newest event that is a milestone (whatever order the carrier lists
 * its events in). Several moves seen at once (a first read after delivery) are one change: only
 * the newest is told.
 */
export function latestMilestone(events: readonly TTrackingEvent[]): TReachedMilestone | undefined {
  let latest: TReachedMilestone | undefined;
  for (const event of events) {
    const milestone = MILESTONE_OF_EVENT[event.description.key];
    if (milestone && (!latest || event.date > latest.event.date)) latest = { milestone, event };
  }
  return latest;
}

/** Countries whose language is French or Spanish; multilingual ones (BE, CH, CA, ...) are left out. */
const FRENCH = new Set(["FR", "MC", "GP", "MQ", "GF", "RE", "YT", "PM", "BL", "MF", "NC", "PF", "WF"]);
const SPANISH = new Set([
  ...["ES", "MX", "AR", "CO", "CL", "PE", "VE", "EC", "GT", "CU", "BO", "DO"],
  ...["HN", "PY", "SV", "NI", "CR", "PA", "UY", "GQ"],
]);

/**
 * The recipient's language (decision 051): the recipient never chose one, so a French- or
 * Spanish-speaking country's language, else the language the order was placed in.
 */
export function recipientLang(countryCode: string, orderLang: TLang): TLang {
  if (FRENCH.has(countryCode)) return "fr";
  if (SPANISH.has(countryCode)) return "es";
  return orderLang;
}
