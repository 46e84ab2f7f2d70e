import type { TDropOffLocation, TDropOffLocationsRequest, TOpeningHours, TRateContext } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import type { TDhlClient } from "./client.ts";
import type { TDhlServicePoints } from "./schemas.ts";

// DHL Express Service Points (GET /servicepoints): where a customer drops a DHL Express
// shipment off. The locator answers its own errors as 200 with status.statusCode: 1 OK, 3 a
// warning (still OK), 201, 202 and 600 "none found", 100 and 101 a refused parameter.

type TDhlServicePoint = NonNullable<TDhlServicePoints["servicePoints"]>[number];

const NONE_FOUND = new Set([201, 202, 600]);
const ISO_WEEKDAYS: Record<string, number> = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
  SUNDAY: 7,
};
/** Spec §2: the chooser shows markers 1 to 10. */
const DEFAULT_LIMIT = 10;

const pad = (value: number) => String(value).padStart(2, "0");
const toClock = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/** 600, "600", "9:00 AM", "9:00 PM" or "09:00" as "HH:MM"; undefined when unreadable. */
export function readServicePointClock(value: number | string): string | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? toClock(value) : undefined;
  const text = value.trim().toUpperCase();
  if (/^\d+$/.test(text)) return toClock(Number(text));
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)?$/.exec(text);
  if (!match) return undefined;
  let hours = Number(match[1]) % (match[3] ? 12 : 24);
  if (match[3] === "PM") hours += 12;
  return `${pad(hours)}:${match[2]}`;
}

function readOpeningHours(point: TDhlServicePoint): TOpeningHours[] {
  return (point.openingHours?.openingHours ?? []).flatMap((slot) => {
    // HOLIDAY rows describe exceptions, not a weekday.
    const weekday = ISO_WEEKDAYS[slot.dayOfWeek.toUpperCase()];
    const open = readServicePointClock(slot.openingTime);
    const close = readServicePointClock(slot.closingTime);
    return weekday && open && close ? [{ weekday, open, close }] : [];
  });
}

export function toDropOffLocation(point: TDhlServicePoint): TDropOffLocation {
  const { address } = point;
  const street = [address.houseNumber, address.street].filter(Boolean).join(" ");
  return {
    id: point.facilityId,
    name: point.localName || point.servicePointNameFormatted || point.servicePointName || point.facilityId,
    ...(point.servicePointName ? { company: point.servicePointName } : {}),
    address1: address.addressLine1 || street,
    ...(address.addressLine2 ? { address2: address.addressLine2 } : {}),
    ...(address.addressLine3 ? { address3: address.addressLine3 } : {}),
    postcode: address.zipCode ?? "",
    city: address.city ?? "",
    country_code: address.country.toUpperCase(),
    latitude: point.geoLocation.latitude,
    longitude: point.geoLocation.longitude,
    opening_hours: readOpeningHours(point),
  };
}

/** The points of an answer; none for DHL's "none found" codes; an error for a refused search. */
function readPoints(answer: TDhlServicePoints): TDhlServicePoint[] {
  const code = answer.status.statusCode;
  if (NONE_FOUND.has(code)) return [];
  if (code >= 100) {
    throw new CarrierCallError(
      "DHL",
      "carrier.invalid_request",
      `servicepoints status ${code}: ${answer.status.statusMessage ?? ""}`,
    );
  }
  return answer.servicePoints ?? [];
}

export async function findDhlServicePoints(
  client: TDhlClient,
  request: TDropOffLocationsRequest,
  ctx: TRateContext,
): Promise<TDropOffLocation[]> {
  const limit = request.limit ?? DEFAULT_LIMIT;
  const answer = await client.servicePoints(
    {
      countryCode: request.country_code.toUpperCase(),
      address: [request.postcode, request.city].filter(Boolean).join(" "),
      servicePointResults: String(limit),
      resultUom: "km",
    },
    ctx,
  );
  return readPoints(answer)
    .filter((point) => point.servicePointCapabilities?.shipmentDropOff !== false)
    .slice(0, limit)
    .map(toDropOffLocation);
}

export async function findDhlServicePoint(
  client: TDhlClient,
  id: string,
  ctx: TRateContext,
): Promise<TDropOffLocation | undefined> {
  const answer = await client.servicePoints({ servicePointID: id }, ctx);
  const point = readPoints(answer).find((candidate) => candidate.facilityId === id);
  return point ? toDropOffLocation(point) : undefined;
}
