import {
  CARRIER_LIABILITY_CENTS_PER_KG,
  convertCents,
  INSURANCE_MIN_PREMIUM_EUR_CENTS,
  INSURANCE_RATE_PERCENT,
  isDuringTheDay,
  type TCurrency,
  type TIsoDate,
} from "@ship/domain";
import type { TRateSheet, TService } from "./rate-sheet-schema.ts";
import type { TInfoBlock, TOfferInfo } from "./types.ts";

/** What the info blocks read of a service: a sheet's service or a live connector's (live/live-quote.ts). */
export type TOfferService = Pick<
  TService,
  | "name"
  | "shipment_types"
  | "is_express"
  | "allow_pickup"
  | "allow_dropoff"
  | "delivery_to_collection_point"
  | "delivery_time"
  | "tracking"
  | "liability"
>;

type TOfferInfoInput = {
  sheet: Pick<TRateSheet, "carrier_code" | "carrier_name">;
  service: TOfferService;
  transitDays: number;
  expectedDeliveryDate: TIsoDate;
  currency: TCurrency;
};

function getServiceVariant(sheet: TOfferInfoInput["sheet"], service: TOfferService): string {
  if (sheet.carrier_code === "COURSIER") return "courier";
  if (service.shipment_types.every((type) => type === 3)) return "pallet";
  if (service.shipment_types.every((type) => type === 1)) return "envelope";
  return service.is_express ? "express" : "standard";
}

function describeInsurance(service: TOfferService, currency: TCurrency): TInfoBlock {
  const optional = {
    currency,
    insurance_rate_percent: INSURANCE_RATE_PERCENT,
    insurance_min: convertCents(INSURANCE_MIN_PREMIUM_EUR_CENTS, "EUR", currency),
  };
  const liability = service.liability ?? {
    type: "per_kg" as const,
    amount_cents: CARRIER_LIABILITY_CENTS_PER_KG,
  };
  if (liability.type === "per_parcel") {
    return {
      key: "offer.info.insurance.per_parcel",
      params: { ...optional, amount: convertCents(liability.amount_cents, "EUR", currency) },
    };
  }
  const params: TInfoBlock["params"] = {
    ...optional,
    amount: convertCents(liability.amount_cents, "EUR", currency),
  };
  if (liability.max_cents !== undefined) params.max = convertCents(liability.max_cents, "EUR", currency);
  return { key: "offer.info.insurance.per_kg", params };
}

// An offer's info blocks depend on its service, transit days, delivery date and currency only, so
// the offers of a service on the same dates share one (never changed) object instead of each
// building fifteen: per service, up to INFO_PER_SERVICE_MAX answers (dates move on every day).
const infoByService = new WeakMap<TOfferService, Map<string, TOfferInfo>>();
const INFO_PER_SERVICE_MAX = 500;

/** The five info blocks of an offer as translation keys with parameters (amounts in cents). */
export function describeOffer(input: TOfferInfoInput): TOfferInfo {
  const { sheet, service, transitDays, expectedDeliveryDate, currency } = input;
  let known = infoByService.get(service);
  if (!known) {
    known = new Map();
    infoByService.set(service, known);
  }
  const key = `${sheet.carrier_code}|${sheet.carrier_name}|${transitDays}|${expectedDeliveryDate}|${currency}`;
  let info = known.get(key);
  if (!info) {
    info = buildOfferInfo(input);
    if (known.size >= INFO_PER_SERVICE_MAX) known.clear();
    known.set(key, info);
  }
  return info;
}

function buildOfferInfo(input: TOfferInfoInput): TOfferInfo {
  const { sheet, service, transitDays, expectedDeliveryDate, currency } = input;
  const time = service.delivery_time;
  return {
    service: {
      key: `offer.info.service.${getServiceVariant(sheet, service)}`,
      params: { carrier_name: sheet.carrier_name, service_name: service.name, transit_days: transitDays },
    },
    delivery: {
      key: `offer.info.delivery.${service.delivery_to_collection_point ? "collection_point" : "home"}`,
      params: {
        pickup: service.allow_pickup ? 1 : 0,
        dropoff: service.allow_dropoff ? 1 : 0,
        transit_days: transitDays,
        expected_delivery_date: expectedDeliveryDate,
      },
    },
    delivery_time: {
      key: `offer.info.delivery_time.${isDuringTheDay(time) ? "during_the_day" : "before"}`,
      params: { time, expected_delivery_date: expectedDeliveryDate },
    },
    tracking: {
      key: `offer.info.tracking.${service.tracking}`,
      params: { carrier_name: sheet.carrier_name },
    },
    insurance: describeInsurance(service, currency),
  };
}
