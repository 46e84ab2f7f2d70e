import { MAX_RELAY_POINTS } from "../../relay-points/relay-point-finder.ts";
import type { TDropOffLocation, TDropOffLocationsRequest, TOpeningHours, TRateContext } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";
import { type TUpsDropLocation, ZUpsLocatorResponse } from "./schemas.ts";
import { callUps, readUps, UPS_TIMEOUTS } from "./ups-client.ts";
import { findUpsServiceByCode } from "./ups-services.ts";

/** Locator, request option 64: UPS Access Point locations (Locator.yaml). */
const LOCATOR_PATH = "/api/locations/v3/search/availabilities/64";
/** How far from the searched place points are looked for, in kilometres. */
const SEARCH_RADIUS_KM = "20";
/** HoursType 10: regular operating hours. */
const REGULAR_HOURS = "10";

/**
 * Our relay-point id: the country and UPS's public Access Point id ("FR-U12345678"). The
 * country lets a point be read again by its id alone (the Locator needs an origin country).
 */
export function parseUpsPointId(id: string): { country: string; accessPointId: string } | undefined {
  const match = /^([A-Z]{2})-([A-Z0-9]{1,20})$/.exec(id);
  return match ? { country: match[1] as string, accessPointId: match[2] as string } : undefined;
}

/** "930" as "09:30"; UPS writes midnight as "0", read as the end of the day when closing. */
function toClock(hours: string, closing: boolean): string {
  const value = hours.padStart(4, "0");
  if (closing && value === "0000") return "23:59";
  return `${value.slice(0, 2)}:${value.slice(2, 4)}`;
}

/** UPS days are 1 Sunday ... 7 Saturday; ours are ISO weekdays (1 Monday ... 7 Sunday). */
const isoWeekday = (upsDay: string) => (Number(upsDay) === 1 ? 7 : Number(upsDay) - 1);

function readOpeningHours(location: TUpsDropLocation): TOpeningHours[] {
  const regular = location.OperatingHours?.StandardHours.find((hours) => hours.HoursType === REGULAR_HOURS);
  return (regular?.DayOfWeek ?? [])
    .filter((day) => day.ClosedIndicator === undefined && Number(day.Day) >= 1 && Number(day.Day) <= 7)
    .flatMap((day) => {
      if (day.Open24HoursIndicator !== undefined) {
        return [{ weekday: isoWeekday(day.Day), open: "00:00", close: "23:59" }];
      }
      if (!day.OpenHours || !day.CloseHours) return [];
      return [
        {
          weekday: isoWeekday(day.Day),
          open: toClock(day.OpenHours, false),
          close: toClock(day.CloseHours, true),
        },
      ];
    })
    .sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open));
}

function toDropOffLocation(location: TUpsDropLocation): TDropOffLocation | undefined {
  const accessPointId = location.AccessPointInformation?.PublicAccessPointID;
  const address = location.AddressKeyFormat;
  const latitude = Number(location.Geocode.Latitude);
  const longitude = Number(location.Geocode.Longitude);
  if (!accessPointId || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  const lines = typeof address.AddressLine === "string" ? [address.AddressLine] : (address.AddressLine ?? []);
  const country = address.CountryCode.toUpperCase();
  return {
    id: `${country}-${accessPointId}`,
    name: address.ConsigneeName ?? accessPointId,
    address1: lines[0] ?? "",
    ...(lines[1] ? { address2: lines[1] } : {}),
    postcode: address.PostcodePrimaryLow ?? "",
    city: address.PoliticalDivision2 ?? "",
    country_code: country,
    latitude,
    longitude,
    opening_hours: readOpeningHours(location),
  };
}

async function searchLocator(
  options: TLiveConnectorOptions,
  origin: { country: string; postcode?: string; city?: string },
  criteria: Record<string, unknown>,
  ctx: TRateContext,
): Promise<TDropOffLocation[]> {
  const response = await callUps(
    options,
    {
      method: "POST",
      path: LOCATOR_PATH,
      body: {
        LocatorRequest: {
          Request: { RequestAction: "Locator", TransactionReference: { CustomerContext: "relay points" } },
          OriginAddress: {
            AddressKeyFormat: {
              ...(origin.city ? { PoliticalDivision2: origin.city } : {}),
              ...(origin.postcode ? { PostcodePrimaryLow: origin.postcode } : {}),
              CountryCode: origin.country,
            },
          },
          Translate: { Locale: "en_US" },
          UnitOfMeasurement: { Code: "KM" },
          LocationSearchCriteria: criteria,
        },
      },
      timeoutMs: options.timeouts?.relay ?? UPS_TIMEOUTS.relay,
      idempotent: true,
      operation: "locator",
    },
    ctx,
  );
  const answer = readUps(response, ZUpsLocatorResponse).LocatorResponse;
  if (answer.Response.ResponseStatusCode !== "1") {
    const error = answer.Response.Error;
    throw new CarrierCallError(
      "UPS",
      "carrier.invalid_request",
      `locator: ${error?.ErrorCode ?? "failure"} ${error?.ErrorDescription ?? ""}`.trim(),
    );
  }
  return (answer.SearchResults.DropLocation ?? [])
    .map(toDropOffLocation)
    .filter((point): point is TDropOffLocation => point !== undefined);
}

/** Only the service that delivers to an Access Point has relay points. */
const deliversToPoint = (serviceCode: string) =>
  findUpsServiceByCode(serviceCode)?.delivery_to_collection_point === true;

/** Active UPS Access Points near a postcode and town, nearest first as UPS sorts them. */
export async function findUpsAccessPoints(
  options: TLiveConnectorOptions,
  request: TDropOffLocationsRequest,
  ctx: TRateContext,
): Promise<TDropOffLocation[]> {
  if (!deliversToPoint(request.service_code)) return [];
  const limit = Math.min(request.limit ?? MAX_RELAY_POINTS, MAX_RELAY_POINTS);
  const points = await searchLocator(
    options,
    { country: request.country_code.toUpperCase(), postcode: request.postcode, city: request.city },
    {
      AccessPointSearch: { AccessPointStatus: "01" },
      MaximumListSize: String(limit),
      SearchRadius: SEARCH_RADIUS_KM,
    },
    ctx,
  );
  return points.slice(0, limit);
}

/** One Access Point by our id, read again from UPS (never trusted from a client). */
export async function findUpsAccessPoint(
  options: TLiveConnectorOptions,
  request: { service_code: string; id: string },
  ctx: TRateContext,
): Promise<TDropOffLocation | undefined> {
  const parsed = parseUpsPointId(request.id);
  if (!parsed || !deliversToPoint(request.service_code)) return undefined;
  const points = await searchLocator(
    options,
    { country: parsed.country },
    { AccessPointSearch: { PublicAccessPointID: parsed.accessPointId } },
    ctx,
  );
  return points.find((point) => point.id === request.id);
}
