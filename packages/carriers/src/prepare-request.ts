import {
  convertParcelToMetric,
  decideVatScope,
  needsCustoms,
  normalizeCollectionDate,
  normalizeStackable,
  type TIsoDate,
  type TParcel,
  type TVatScope,
} from "@ship/domain";
import type { TCustomerType } from "./rate-sheet-schema.ts";
import type { TRateRequest } from "./types.ts";
import { readZonedNow } from "./zoned-time.ts";
import { normalizePostcode } from "./zones.ts";

/** What every carrier reads from a request, worked out once per request. */
export type TPreparedRequest = {
  request: TRateRequest;
  fromCountry: string;
  toCountry: string;
  fromPostcode: string;
  toPostcode: string;
  /** Parcel lines in kilograms and centimetres. */
  pieces: TParcel[];
  pieceCount: number;
  today: TIsoDate;
  nowMinutes: number;
  /** The wished date, a past one moved to today. */
  requestedDate: TIsoDate;
  international: boolean;
  customs: boolean;
  vatScope: TVatScope;
  recipient: TCustomerType;
  stackable: boolean;
  /** Shipment inputs that make an offer id. */
  shipmentKey: string;
};

// rateAll hands the same request and instant to every carrier: the nine sandbox sheets of a rating
// share one preparation instead of making their own (the request is never changed once built).
const prepared = new WeakMap<TRateRequest, { at: number; timeZone: string; prepared: TPreparedRequest }>();

/** prepareRateRequest, once per request object, instant and time zone. */
export function prepareRateRequestOnce(request: TRateRequest, now: Date, timeZone: string): TPreparedRequest {
  const known = prepared.get(request);
  if (known && known.at === now.getTime() && known.timeZone === timeZone) return known.prepared;
  const fresh = prepareRateRequest(request, now, timeZone);
  prepared.set(request, { at: now.getTime(), timeZone, prepared: fresh });
  return fresh;
}

export function prepareRateRequest(request: TRateRequest, now: Date, timeZone: string): TPreparedRequest {
  const fromCountry = request.ship_from.country_code.toUpperCase();
  const toCountry = request.ship_to.country_code.toUpperCase();
  const fromPostcode = normalizePostcode(request.ship_from.postcode);
  const toPostcode = normalizePostcode(request.ship_to.postcode);
  const { date: today, minutes: nowMinutes } = readZonedNow(now, timeZone);
  const stackable = normalizeStackable(request.shipment_type, request.stackable) === 1;
  const pieces = request.parcels.map((parcel) => convertParcelToMetric(parcel, request.unit));
  return {
    request,
    fromCountry,
    toCountry,
    fromPostcode,
    toPostcode,
    pieces,
    pieceCount: pieces.reduce((count, piece) => count + piece.number, 0),
    today,
    nowMinutes,
    requestedDate: normalizeCollectionDate(request.shipment_date, today),
    international: fromCountry !== toCountry,
    customs: needsCustoms(fromCountry, toCountry),
    vatScope: decideVatScope(
      { country_code: fromCountry, postcode: fromPostcode },
      { country_code: toCountry, postcode: toPostcode },
    ),
    recipient: request.ship_to.pro === 1 ? "pro" : "private",
    stackable,
    shipmentKey: JSON.stringify([
      fromCountry,
      fromPostcode,
      request.ship_from.pro ?? 0,
      toCountry,
      toPostcode,
      request.ship_to.pro ?? 0,
      request.unit,
      request.parcels.map((p) => [p.number, p.weight, p.x, p.y, p.z]),
      request.shipment_type,
      stackable,
      request.currency,
      request.customer_type,
    ]),
  };
}
