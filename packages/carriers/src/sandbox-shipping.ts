import { randomBytes } from "node:crypto";
import { generateTrackingNumber } from "@ship/documents";
import type { TCarrierCode, TIsoDate } from "@ship/domain";
import type { TSheetRating } from "./rate-with-sheet.ts";
import type {
  TCancelRequest,
  TCancelResult,
  TCreatedShipment,
  TCreateShipmentRequest,
  TRateContext,
  TRateRequest,
  TShipmentStatus,
  TTrackingEvent,
  TTrackRequest,
  TTrackResult,
} from "./types.ts";
import { convertZonedToEpochSeconds } from "./zoned-time.ts";

/**
 * Ordering, tracking and cancellation of a sandbox carrier. Like a real carrier it answers a
 * shipment number and tracking numbers in its own format (with check digits, @ship/documents);
 * unlike one it keeps no database: everything tracking needs (creation, pickup and delivery
 * instants, the two towns) is sealed into the carrier shipment id, so its events follow the clock
 * after an API restart too. The labels are printed by the platform (packages/documents), so
 * `labels` is empty here (decision 015).
 */

type TSandboxShippingDeps = {
  carrier_code: TCarrierCode;
  carrier_name: string;
  timeZone: string;
  /** The connector's own rating, to find the service's delivery date again. */
  explainRate: (request: TRateRequest, ctx?: TRateContext) => TSheetRating;
};

/** What the carrier shipment id carries (base64url JSON after the "SBX-" prefix). */
type TSealedShipment = {
  /** Carrier, creation, pickup and delivery instants in unix seconds. */
  c: TCarrierCode;
  created: number;
  pickup: number;
  delivery: number;
  from: string;
  to: string;
  n: string;
};

const PREFIX = "SBX-";
const HOUR = 3600;
/** Scanned at the origin hub a few hours after pickup. */
const IN_TRANSIT_AFTER_S = 4 * HOUR;

const seal = (shipment: TSealedShipment) =>
  `${PREFIX}${Buffer.from(JSON.stringify(shipment)).toString("base64url")}`;

function unseal(id: string | undefined, carrier: TCarrierCode): TSealedShipment | undefined {
  if (!id?.startsWith(PREFIX)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(id.slice(PREFIX.length), "base64url").toString("utf8"));
    if (value?.c !== carrier || typeof value.created !== "number") return undefined;
    return value as TSealedShipment;
  } catch {
    return undefined;
  }
}

const placeOf = (address: { postcode: string; city: string; country_code: string }) =>
  `${address.postcode} ${address.city}, ${address.country_code}`.trim();

/** 'HH:MM' of a delivery promise; 23:00 or later means 'during the day' (spec §9): 18:00. */
const deliveryClock = (time: string | undefined) => (!time || time >= "23:00" ? "18:00" : time);

const event = (at: number, key: string, location: string): TTrackingEvent => ({
  date: new Date(at * 1000).toISOString(),
  description: { key: `tracking.${key}`, params: {} },
  location,
});

export function createSandboxShipping(deps: TSandboxShippingDeps) {
  // Cancellations this process accepted; the API also stores them and asks track() at the
  // cancellation instant afterwards, so a restart loses nothing the customer sees.
  const cancelled = new Map<string, number>();
  const nowSeconds = (ctx: TRateContext) => Math.floor((ctx.now ?? new Date()).getTime() / 1000);

  /** The rated service again, for its delivery date and time (its promise at creation). */
  function findDelivery(request: TCreateShipmentRequest, ctx: TRateContext) {
    const rating = deps.explainRate(
      {
        ship_from: request.ship_from,
        ship_to: request.ship_to,
        parcels: request.parcels,
        unit: request.unit,
        shipment_type: request.shipment_type,
        shipment_date: request.quote.shipment_date as TIsoDate,
        currency: "EUR",
        customer_type: "private",
      },
      ctx,
    );
    const quote = rating.quotes.find((candidate) => candidate.service_code === request.quote.service_code);
    if (!quote) throw new Error(`${deps.carrier_code}: service ${request.quote.service_code} unavailable`);
    return quote;
  }

  return {
    async createShipment(request: TCreateShipmentRequest, ctx: TRateContext): Promise<TCreatedShipment> {
      ctx.signal?.throwIfAborted();
      const created = nowSeconds(ctx);
      const quote = findDelivery(request, ctx);
      const readyTime = request.pickup?.ready_time ?? "12:00";
      const pickup = Math.max(
        created + HOUR,
        convertZonedToEpochSeconds(quote.shipment_date, readyTime, deps.timeZone),
      );
      const delivery = Math.max(
        pickup + IN_TRANSIT_AFTER_S + HOUR,
        convertZonedToEpochSeconds(
          quote.expected_delivery_date,
          deliveryClock(quote.delivery_time),
          deps.timeZone,
        ),
      );
      const parcelCount = request.parcels.reduce((sum, parcel) => sum + parcel.number, 0);
      const tracking_numbers = Array.from({ length: Math.max(1, parcelCount) }, () =>
        generateTrackingNumber(deps.carrier_code),
      );
      return {
        carrier_shipment_id: seal({
          c: deps.carrier_code,
          created,
          pickup,
          delivery,
          from: placeOf(request.ship_from),
          to: placeOf(request.ship_to),
          n: randomBytes(6).toString("base64url"),
        }),
        tracking_numbers,
        labels: [],
      };
    },

    /** Allowed until the parcel is picked up (spec §4: a Validated shipment can be cancelled). */
    async cancel(request: TCancelRequest, ctx: TRateContext): Promise<TCancelResult> {
      const shipment = unseal(request.carrier_shipment_id, deps.carrier_code);
      if (!shipment) return { cancelled: false, reason_key: "tracking.unknown" };
      const now = nowSeconds(ctx);
      if (cancelled.has(request.carrier_shipment_id))
        return { cancelled: false, reason_key: "already_cancelled" };
      if (now >= shipment.pickup) return { cancelled: false, reason_key: "picked_up" };
      cancelled.set(request.carrier_shipment_id, now);
      return { cancelled: true };
    },

    /** Events up to the clock: Created, Validated, Pickuped, in transit, Delivered (or Cancelled). */
    async track(request: TTrackRequest, ctx: TRateContext): Promise<TTrackResult> {
      const shipment = unseal(request.carrier_shipment_id, deps.carrier_code);
      if (!shipment) throw new Error(`${deps.carrier_code}: unknown shipment`);
      const now = nowSeconds(ctx);
      const cancelledAt = cancelled.get(request.carrier_shipment_id ?? "");
      const until = cancelledAt === undefined ? now : Math.min(now, cancelledAt);
      const timeline: [number, string, string, TShipmentStatus][] = [
        [shipment.created, "created", shipment.from, "Created"],
        [shipment.created, "validated", shipment.from, "Validated"],
        [shipment.pickup, "pickuped", shipment.from, "Pickuped"],
        [shipment.pickup + IN_TRANSIT_AFTER_S, "in_transit", shipment.from, "Pickuped"],
        [shipment.delivery, "delivered", shipment.to, "Delivered"],
      ];
      const reached = timeline.filter(([at]) => at <= until);
      const events = reached.map(([at, key, location]) => event(at, key, location));
      let status: TShipmentStatus = reached.at(-1)?.[3] ?? "Created";
      if (cancelledAt !== undefined && cancelledAt <= now) {
        events.push(event(cancelledAt, "cancelled", shipment.from));
        status = "Cancelled";
      }
      // Newest first, as carriers' tracking pages show them.
      return { status, events: events.reverse() };
    },
  };
}
