import type {
  TCreatedShipment,
  TRateContext,
  TShipmentStatus,
  TTrackingEvent,
  TTrackResult,
} from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import type { TDhlClient } from "./client.ts";
import type { TDhlEvent, TDhlTracking } from "./schemas.ts";
import { DHL_REFERENCE_TYPE, publicTrackingUrl } from "./ship.ts";

// DHL Express checkpoint codes (the tracking answer's events[].typeCode) as our tracking keys
// (apps/api shipment-texts.ts). Unknown codes read as in transit: DHL adds codes over time.

const EVENT_KEYS: Record<string, string> = {
  // Shipment data received, label printed.
  SD: "validated",
  PU: "pickuped",
  WC: "out_for_delivery",
  // Awaiting collection by the consignee at a DHL point, as requested.
  CC: "at_relay_point",
  OK: "delivered",
  DL: "delivered",
  DD: "delivered",
  RT: "returned",
  // Incidents: bad address, closed on arrival, refused, not home, moved, missorted, on hold,
  // held for payment, shipment stopped, controllable clearance delay, damaged.
  BA: "exception",
  CA: "exception",
  RD: "exception",
  NH: "exception",
  CM: "exception",
  MS: "exception",
  OH: "exception",
  HP: "exception",
  SS: "exception",
  CD: "exception",
  DM: "exception",
};

/** Which of our statuses each key reaches at least (tracking never goes back to an earlier one). */
const STATUS_OF_KEY: Record<string, TShipmentStatus> = {
  pickuped: "Pickuped",
  in_transit: "Pickuped",
  out_for_delivery: "Pickuped",
  at_relay_point: "Pickuped",
  returned: "Pickuped",
  delivered: "Delivered",
};

const keyOf = (event: TDhlEvent) => EVENT_KEYS[event.typeCode ?? ""] ?? "in_transit";

/** "2023-08-09" "13:56:21" "+01:00" as an ISO instant; without an offset DHL's time is read as UTC. */
function toIsoInstant(event: TDhlEvent): string {
  const time = event.time && /^\d{2}:\d{2}/.test(event.time) ? event.time : "00:00:00";
  const offset = event.GMTOffset && /^[+-]\d{2}:\d{2}$/.test(event.GMTOffset) ? event.GMTOffset : "Z";
  const instant = new Date(`${event.date}T${time}${offset}`);
  if (Number.isNaN(instant.getTime())) {
    throw new CarrierCallError("DHL", "carrier.malformed_answer", `event date ${event.date} ${event.time}`);
  }
  return instant.toISOString();
}

function toTrackingEvent(event: TDhlEvent): TTrackingEvent {
  return {
    date: toIsoInstant(event),
    description: { key: `tracking.${keyOf(event)}`, params: {} },
    location: event.serviceArea?.[0]?.description ?? "",
  };
}

/** The shipment's status: a created waybill is Validated until DHL scans it. */
function decideStatus(events: readonly TTrackingEvent[]): TShipmentStatus {
  const reached = events.map((event) => STATUS_OF_KEY[event.description.key.slice("tracking.".length)]);
  if (reached.includes("Delivered")) return "Delivered";
  if (reached.includes("Pickuped")) return "Pickuped";
  return "Validated";
}

export function toTrackResult(answer: TDhlTracking, trackingNumber: string): TTrackResult {
  const shipment =
    answer.shipments.find((item) => item.shipmentTrackingNumber === trackingNumber) ?? answer.shipments[0];
  if (!shipment) throw new CarrierCallError("DHL", "carrier.not_found", `no shipment ${trackingNumber}`);
  const events = shipment.events.map(toTrackingEvent);
  // Newest first, as the sandbox and the carriers' pages show them.
  events.sort((a, b) => b.date.localeCompare(a.date));
  return {
    status: decideStatus(events),
    events,
    tracking_url: publicTrackingUrl(shipment.shipmentTrackingNumber),
  };
}

export async function trackWithDhl(client: TDhlClient, trackingNumber: string, ctx: TRateContext) {
  return toTrackResult(await client.trackOne(trackingNumber, ctx), trackingNumber);
}

/** DHL looks shipments up by reference within a date range: the last 30 days cover a lost answer. */
const LOOKBACK_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The shipment DHL made with our reference (the `CU` customer reference of the shipment
 * request), after a creation call whose answer was lost. MyDHL gives its waybill number but not
 * its label again: the result has no labels, and the caller decides what to do (docs/carriers/dhl.md).
 */
export async function findDhlShipment(
  client: TDhlClient,
  reference: string,
  ctx: TRateContext,
): Promise<TCreatedShipment | undefined> {
  const now = (ctx.now ?? new Date()).getTime();
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  try {
    const answer = await client.trackByReference(
      {
        shipmentReference: reference,
        shipmentReferenceType: DHL_REFERENCE_TYPE,
        shipperAccountNumber: client.accountFor(false),
        dateRangeFrom: day(now - LOOKBACK_DAYS * DAY_MS),
        dateRangeTo: day(now + DAY_MS),
        trackingView: "shipment-details-only",
        levelOfDetail: "shipment",
      },
      ctx,
    );
    const shipment = answer.shipments[0];
    if (!shipment) return undefined;
    return {
      carrier_shipment_id: shipment.shipmentTrackingNumber,
      tracking_numbers: [shipment.shipmentTrackingNumber],
      labels: [],
      tracking_url: publicTrackingUrl(shipment.shipmentTrackingNumber),
    };
  } catch (error) {
    if (error instanceof CarrierCallError && error.code === "carrier.not_found") return undefined;
    throw error;
  }
}
