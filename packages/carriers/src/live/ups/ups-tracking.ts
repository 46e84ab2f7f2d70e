import type { TRateContext, TTrackingEvent, TTrackRequest, TTrackResult } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";
import { STATUS_OF_TRACKING_KEY, type TTrackingKey } from "../tracking-keys.ts";
import { type TUpsTrackActivity, ZUpsTrackResponse } from "./schemas.ts";
import { callUps, readUps, UPS_TIMEOUTS } from "./ups-client.ts";
import { mapUpsErrorCode } from "./ups-errors.ts";
import { upsTrackingUrl } from "./ups-shipping.ts";

/** Tracking status codes (Tracking appendix "Status/Description Codes"), by what they mean to us. */
const STATUS_CODE_GROUPS: [TTrackingKey, string[]][] = [
  ["validated", ["003", "079", "080"]],
  ["cancelled", ["007"]],
  ["pickuped", ["038"]],
  ["out_for_delivery", ["006", "021", "037", "071", "072", "075", "078", "089", "091"]],
  ["delivered", ["011", "026"]],
  ["at_relay_point", ["017", "040"]],
  ["returned", ["033", "034", "035", "036", "067", "081"]],
  [
    "exception",
    [
      ...["013", "029", "030", "046", "048", "049", "050", "051", "052", "053", "058", "059"],
      ...["060", "061", "062", "064", "065", "066", "068", "069", "076", "086", "090"],
    ],
  ],
];
const EVENT_OF_STATUS_CODE = new Map(
  STATUS_CODE_GROUPS.flatMap(([key, codes]) => codes.map((code) => [code, key] as const)),
);

/** Activity types (Tracking appendix "Package Activity Types") when the status code is not listed. */
const EVENT_OF_TYPE: Record<string, TTrackingKey> = {
  M: "validated",
  MV: "cancelled",
  P: "pickuped",
  I: "in_transit",
  O: "out_for_delivery",
  D: "delivered",
  X: "exception",
  RS: "returned",
};

export function upsEventKey(status: TUpsTrackActivity["status"]): TTrackingKey {
  const code = status.statusCode?.padStart(3, "0");
  return (code && EVENT_OF_STATUS_CODE.get(code)) || EVENT_OF_TYPE[status.type ?? ""] || "in_transit";
}

/** The activity's instant: UTC from gmtDate/gmtTime when given, else the local date and time as UTC. */
function instantOf(activity: TUpsTrackActivity): string {
  const pad = (time: string | undefined) => (time ?? "000000").padStart(6, "0");
  const iso = (date: string, time: string, offset: string) =>
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}${offset}`;
  const text =
    activity.gmtDate && activity.gmtTime
      ? iso(activity.gmtDate, pad(activity.gmtTime), "Z")
      : iso(activity.date, pad(activity.time), "Z");
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) {
    throw new CarrierCallError("UPS", "carrier.malformed_answer", `track: activity date ${activity.date}`);
  }
  return instant.toISOString();
}

function placeOf(activity: TUpsTrackActivity): string {
  const address = activity.location?.address;
  if (!address) return "";
  const town = [address.postalCode, address.city].filter(Boolean).join(" ");
  const country = address.countryCode ?? address.country;
  return [town, country].filter(Boolean).join(", ");
}

export async function trackWithUps(
  options: TLiveConnectorOptions,
  request: TTrackRequest,
  ctx: TRateContext,
): Promise<TTrackResult> {
  const number = encodeURIComponent(request.tracking_number);
  const response = await callUps(
    options,
    {
      method: "GET",
      path: `/api/track/v1/details/${number}?locale=en_US&returnSignature=false&returnMilestones=false&returnPOD=false`,
      timeoutMs: options.timeouts?.track ?? UPS_TIMEOUTS.track,
      idempotent: true,
      operation: "track",
    },
    ctx,
  );
  const shipment = readUps(response, ZUpsTrackResponse).trackResponse.shipment[0];
  // "Tracking Information Not Found" can also come back as a warning of a 200 answer.
  const warning = shipment?.warnings?.[0];
  const activities = (shipment?.package ?? []).flatMap((item) => item.activity ?? []);
  if (activities.length === 0) {
    const code = mapUpsErrorCode(warning?.code, "carrier.not_found");
    throw new CarrierCallError(
      "UPS",
      code,
      `track ${request.tracking_number}: ${warning?.code ?? "no activity"}`,
    );
  }
  const events: TTrackingEvent[] = activities
    .map((activity) => ({
      date: instantOf(activity),
      description: { key: `tracking.${upsEventKey(activity.status)}`, params: {} },
      location: placeOf(activity),
    }))
    // Newest first, as the sandbox and carriers' pages list them.
    .sort((a, b) => b.date.localeCompare(a.date));
  const newestKey = (events[0]?.description.key ?? "tracking.in_transit").slice(
    "tracking.".length,
  ) as TTrackingKey;
  return {
    status: STATUS_OF_TRACKING_KEY[newestKey],
    events,
    tracking_url: upsTrackingUrl(request.tracking_number),
  };
}
