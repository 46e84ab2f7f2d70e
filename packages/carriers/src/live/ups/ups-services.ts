import type { TShipmentType } from "@ship/domain";
import type { TLiveService } from "../live-quote.ts";

/**
 * UPS service codes (Rating.yaml / Shipping.yaml appendix "Service codes") and ours. Codes that
 * the UPS rate sheet (rate-sheets/ups.json) also has keep the sheet's code, so that offers,
 * orders and labels line up between the sandbox and the live carrier. Codes not listed here are
 * not offered: we would not know how to describe their delivery promise.
 */
export type TUpsService = TLiveService & { ups_code: string };

const PARCEL_TYPES: TShipmentType[] = [1, 2];

function service(
  ups_code: string,
  code: string,
  name: string,
  options: { express: boolean; delivery_time: string; types?: TShipmentType[]; dropoff?: boolean },
): TUpsService {
  return {
    ups_code,
    code,
    name,
    shipment_types: options.types ?? PARCEL_TYPES,
    is_express: options.express,
    allow_pickup: true,
    allow_dropoff: options.dropoff ?? true,
    delivery_to_collection_point: false,
    delivery_time: options.delivery_time,
    tracking: "full",
  };
}

const SERVICES: readonly TUpsService[] = [
  // Europe and international (the spec's market).
  service("07", "UPS_EXPRESS", "UPS Express", { express: true, delivery_time: "12:00" }),
  service("65", "UPS_EXPRESS_SAVER", "UPS Express Saver", { express: true, delivery_time: "23:59" }),
  service("11", "UPS_STANDARD", "UPS Standard", { express: false, delivery_time: "23:59" }),
  service("54", "UPS_EXPRESS_PLUS", "UPS Express Plus", { express: true, delivery_time: "09:00" }),
  service("74", "UPS_EXPRESS_1200", "UPS Express 12:00", { express: true, delivery_time: "12:00" }),
  service("08", "UPS_EXPEDITED", "UPS Expedited", { express: false, delivery_time: "23:59" }),
  service("17", "UPS_WW_ECONOMY_DDU", "UPS Worldwide Economy DDU", {
    express: false,
    delivery_time: "23:59",
  }),
  service("72", "UPS_WW_ECONOMY_DDP", "UPS Worldwide Economy DDP", {
    express: false,
    delivery_time: "23:59",
  }),
  service("96", "UPS_WW_EXPRESS_FREIGHT", "UPS Worldwide Express Freight", {
    express: true,
    delivery_time: "23:59",
    types: [3],
    dropoff: false,
  }),
  service("71", "UPS_WW_EXPRESS_FREIGHT_MIDDAY", "UPS Worldwide Express Freight Midday", {
    express: true,
    delivery_time: "12:00",
    types: [3],
    dropoff: false,
  }),
  // United States domestic (a US shipper's own account).
  service("01", "UPS_NEXT_DAY_AIR", "UPS Next Day Air", { express: true, delivery_time: "10:30" }),
  service("02", "UPS_2ND_DAY_AIR", "UPS 2nd Day Air", { express: true, delivery_time: "23:59" }),
  service("03", "UPS_GROUND", "UPS Ground", { express: false, delivery_time: "23:59" }),
  service("12", "UPS_3_DAY_SELECT", "UPS 3 Day Select", { express: false, delivery_time: "23:59" }),
  service("13", "UPS_NEXT_DAY_AIR_SAVER", "UPS Next Day Air Saver", {
    express: true,
    delivery_time: "15:00",
  }),
  service("14", "UPS_NEXT_DAY_AIR_EARLY", "UPS Next Day Air Early", {
    express: true,
    delivery_time: "08:00",
  }),
  service("59", "UPS_2ND_DAY_AIR_AM", "UPS 2nd Day Air A.M.", { express: true, delivery_time: "10:30" }),
];

/** UPS Express in a UPS envelope is the sheet's own service (documents up to 500 g). */
const EXPRESS_ENVELOPE: TUpsService = {
  ...service("07", "UPS_EXPRESS_ENVELOPE", "UPS Express Envelope", { express: true, delivery_time: "12:00" }),
  shipment_types: [1],
};

/**
 * UPS Standard delivered to a UPS Access Point where the recipient collects it (service 11 with
 * ShipmentIndicationType 01 "Hold for Pickup at UPS Access Point"): the sheet's own service.
 */
export const UPS_ACCESS_POINT_SERVICE: TUpsService = {
  ...service("11", "UPS_STANDARD_ACCESS_POINT", "UPS Standard Access Point", {
    express: false,
    delivery_time: "23:59",
    types: [2],
  }),
  allow_pickup: false,
  delivery_to_collection_point: true,
};

const ENVELOPE: TShipmentType = 1;

/** Our service for a UPS code and shipment type; undefined for codes we do not offer. */
export function findUpsServiceByUpsCode(
  upsCode: string,
  shipmentType: TShipmentType,
): TUpsService | undefined {
  if (shipmentType === ENVELOPE && upsCode === EXPRESS_ENVELOPE.ups_code) return EXPRESS_ENVELOPE;
  return SERVICES.find((candidate) => candidate.ups_code === upsCode);
}

/** The UPS service of one of our codes (an order's quote), or undefined. */
export function findUpsServiceByCode(code: string): TUpsService | undefined {
  if (code === EXPRESS_ENVELOPE.code) return EXPRESS_ENVELOPE;
  if (code === UPS_ACCESS_POINT_SERVICE.code) return UPS_ACCESS_POINT_SERVICE;
  return SERVICES.find((candidate) => candidate.code === code);
}
