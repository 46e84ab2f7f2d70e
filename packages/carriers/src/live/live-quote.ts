import {
  computeBillableWeight,
  computePercentOfCents,
  convertCents,
  countDaysBetween,
  sumCents,
  type TCents,
  type TCurrency,
  type TIsoDate,
} from "@ship/domain";
import { addBusinessDays, moveToBusinessDay } from "../business-days.ts";
import { createOfferId } from "../offer-id.ts";
import { describeOffer, type TOfferService } from "../offer-info.ts";
import { prepareRateRequest } from "../prepare-request.ts";
import type { TOperatorSettings } from "../rate-sheet-schema.ts";
import { computeMargin } from "../rate-with-sheet.ts";
import type { TCarrierQuote, TRateRequest } from "../types.ts";
import { convertZonedToEpochSeconds } from "../zoned-time.ts";

/** A live carrier's service as the offer shows it (the same fields a rate sheet's service has). */
export type TLiveService = TOfferService & { code: string };

/** One price the carrier's rating API returned, read by the connector. */
export type TLivePrice = {
  service: TLiveService;
  /** The carrier's price for the whole shipment, excluding VAT, surcharges and fuel included. */
  carrier_price: TCents;
  /** The currency of `carrier_price` and `surcharges` (the connector asks the carrier for EUR). */
  carrier_currency: TCurrency;
  /** Lines of `carrier_price` the carrier itemised (fuel, remote area, ...), shown in the breakdown. */
  surcharges?: { code: string; amount: TCents }[];
  /** The carrier's own dates when it gives them; else the wished date and `transit_days`. */
  shipment_date?: TIsoDate;
  delivery_date?: TIsoDate;
  transit_days?: number;
  /** The weight the carrier priced at, when it says. */
  billable_weight_g?: number;
};

export type TLiveCarrierIdentity = { carrier_code: TCarrierQuote["carrier_code"]; carrier_name: string };

/** The offer's collection time of day, as the sandbox's (rate-with-sheet.ts). */
const SHIPMENT_TIME_OF_DAY = "12:00";

function decideDates(price: TLivePrice, fromCountry: string, toCountry: string, requestedDate: TIsoDate) {
  const shipmentDate = price.shipment_date ?? moveToBusinessDay(requestedDate, fromCountry);
  const deliveryDate =
    price.delivery_date ?? addBusinessDays(shipmentDate, price.transit_days ?? 1, toCountry);
  const transitDays = price.transit_days ?? Math.max(0, countDaysBetween(shipmentDate, deliveryDate));
  return { shipmentDate, deliveryDate, transitDays };
}

/**
 * Turns a carrier's live price into an offer with every field a sandbox offer has: the operator's
 * margin and VAT on top of the carrier's price (an own-account offer then drops the margin, as
 * own-account.ts does for the sandbox), stable ids, dates and the five info blocks. The price the
 * customer sees is the carrier's price plus what the breakdown lists: nothing is added later.
 */
export function buildLiveQuote(
  carrier: TLiveCarrierIdentity,
  price: TLivePrice,
  request: TRateRequest,
  operator: TOperatorSettings,
  now: Date,
): TCarrierQuote {
  const prepared = prepareRateRequest(request, now, operator.time_zone);
  const { service } = price;
  const currency = request.currency;
  const toCurrency = (cents: TCents) => convertCents(cents, price.carrier_currency, currency);
  const surcharges = (price.surcharges ?? []).map((line) => ({
    code: line.code,
    amount: toCurrency(line.amount),
  }));
  const carrierPrice = toCurrency(price.carrier_price);
  const basePrice = carrierPrice - sumCents(surcharges.map((line) => line.amount));
  const margin = computeMargin(operator, carrier.carrier_code, request.customer_type, carrierPrice);
  const priceTe = carrierPrice + margin;
  const vatRate = operator.vat_rates_percent[prepared.vatScope];
  const vatAmount = computePercentOfCents(priceTe, vatRate);
  const weight = computeBillableWeight(prepared.pieces, { divisor: null });
  const dates = decideDates(price, prepared.fromCountry, prepared.toCountry, prepared.requestedDate);
  const offerId = createOfferId(carrier.carrier_code, service.code, dates.shipmentDate, prepared.shipmentKey);
  return {
    id: offerId,
    offer_id: offerId,
    carrier_code: carrier.carrier_code,
    carrier_name: carrier.carrier_name,
    service_code: service.code,
    service_name: service.name,
    logo: `/carriers/${carrier.carrier_code.toLowerCase()}.svg`,
    allow_pickup: service.allow_pickup ? 1 : 0,
    allow_dropoff: service.allow_dropoff ? 1 : 0,
    delivery_to_collection_point: service.delivery_to_collection_point ? 1 : 0,
    is_express: service.is_express ? 1 : 0,
    is_saas: 0,
    currency,
    price_te: priceTe,
    price_ti: priceTe + vatAmount,
    shipment_date: dates.shipmentDate,
    shipment_timestamp: convertZonedToEpochSeconds(
      dates.shipmentDate,
      SHIPMENT_TIME_OF_DAY,
      operator.time_zone,
    ),
    delivery_timestamp: convertZonedToEpochSeconds(
      dates.deliveryDate,
      service.delivery_time,
      operator.time_zone,
    ),
    expected_delivery_date: dates.deliveryDate,
    delivery_time: service.delivery_time,
    transit_days: dates.transitDays,
    info: describeOffer({
      sheet: carrier,
      service,
      transitDays: dates.transitDays,
      expectedDeliveryDate: dates.deliveryDate,
      currency,
    }),
    breakdown: {
      currency,
      pricing: "per_shipment",
      zone_from: prepared.fromCountry,
      zone_to: prepared.toCountry,
      real_weight_g: weight.realGrams,
      dimensional_weight_g: 0,
      billable_weight_g: price.billable_weight_g ?? weight.realGrams,
      volumetric_divisor: null,
      weight_step_g: 1,
      base_price: basePrice,
      surcharges,
      margin,
      vat_scope: prepared.vatScope,
      vat_rate_percent: vatRate,
      vat_amount: vatAmount,
    },
  };
}
