import {
  addDaysToIsoDate,
  computeBillableWeight,
  computePercentOfCents,
  convertCents,
  roundUpToStep,
  sumCents,
  type TCents,
  type TIsoDate,
} from "@ship/domain";
import { addBusinessDays, moveToBusinessDay } from "./business-days.ts";
import { findBand, findRate, type TCompiledRateSheet, type TCompiledService } from "./compile-rate-sheet.ts";
import { createOfferId } from "./offer-id.ts";
import { describeOffer } from "./offer-info.ts";
import type { TPreparedRequest } from "./prepare-request.ts";
import type { TBand, TCustomerType, TOperatorSettings, TRateSheet } from "./rate-sheet-schema.ts";
import { findLimitBreach, type TLimitBreach } from "./service-limits.ts";
import { computeSurcharges } from "./surcharges.ts";
import type { TCarrierQuote } from "./types.ts";
import { convertZonedToEpochSeconds } from "./zoned-time.ts";
import { resolveZone } from "./zones.ts";

/** Why a service gave no offer (for tests and diagnostics; customers just see fewer offers). */
export type TExclusionReason =
  | "invalid_parcels"
  | "shipment_type"
  | "no_zone"
  | "no_rate"
  | "no_weight_band"
  | TLimitBreach;
export type TExclusion = { service_code: string; reason: TExclusionReason };
export type TSheetRating = { quotes: TCarrierQuote[]; exclusions: TExclusion[] };

/** Shipment timestamps point at noon, so the date reads the same in every time zone near Europe. */
const SHIPMENT_TIME_OF_DAY = "12:00";
const GRAMS_PER_KG = 1000;

/** Band price for a billable weight in the customer's price list, EUR cents. */
export function priceBand(
  band: TBand,
  grams: number,
  customerType: TCustomerType,
  proDiscountPercent: number,
): TCents {
  const extraKg = band.extra_per_kg ? Math.ceil((grams - band.min_g) / GRAMS_PER_KG) : 0;
  const privatePrice = band.private + (band.extra_per_kg ?? 0) * extraKg;
  if (customerType === "private") return privatePrice;
  if (band.pro !== undefined) return band.pro + computeProExtra(band, extraKg, proDiscountPercent);
  return privatePrice - computePercentOfCents(privatePrice, proDiscountPercent);
}

function computeProExtra(band: TBand, extraKg: number, proDiscountPercent: number): TCents {
  const extra = (band.extra_per_kg ?? 0) * extraKg;
  return extra - computePercentOfCents(extra, proDiscountPercent);
}

/** Operator margin: first matching rule, percentage of the carrier price with a minimum. */
export function computeMargin(
  operator: TOperatorSettings,
  carrierCode: string,
  customerType: TCustomerType,
  carrierPrice: TCents,
): TCents {
  const rule = operator.margins.find(
    (candidate) =>
      (candidate.carriers === undefined || candidate.carriers.some((code) => code === carrierCode)) &&
      (candidate.customer_type === undefined || candidate.customer_type === customerType),
  );
  return rule ? Math.max(computePercentOfCents(carrierPrice, rule.percent), rule.min_cents) : 0;
}

type TWeighing = { realGrams: number; dimensionalGrams: number; billableGrams: number; base: TCents };

/** Billable weight and base price, or the reason there is none. */
function weighAndPrice(
  compiled: TCompiledService,
  bands: readonly TBand[],
  prepared: TPreparedRequest,
  sheet: TRateSheet,
): TWeighing | undefined {
  const { service } = compiled;
  const weight = computeBillableWeight(prepared.pieces, {
    divisor: service.volumetric_divisor,
    stepGrams: 1,
  });
  const customerType = prepared.request.customer_type;
  const step = service.weight_step_g;
  if (service.pricing === "per_shipment") {
    const billableGrams = roundUpToStep(weight.billableGrams, step);
    const band = findBand(bands, billableGrams);
    if (!band) return undefined;
    const base = priceBand(band, billableGrams, customerType, sheet.pro_discount_percent);
    return { realGrams: weight.realGrams, dimensionalGrams: weight.dimensionalGrams, billableGrams, base };
  }
  let billableGrams = 0;
  let base = 0;
  for (const line of weight.lines) {
    const pieceGrams = roundUpToStep(line.billableGrams, step);
    const band = findBand(bands, pieceGrams);
    if (!band) return undefined;
    billableGrams += pieceGrams * line.number;
    base += priceBand(band, pieceGrams, customerType, sheet.pro_discount_percent) * line.number;
  }
  return { realGrams: weight.realGrams, dimensionalGrams: weight.dimensionalGrams, billableGrams, base };
}

/** The carrier takes the shipment on the wished date, the next day after cut-off, on a business day. */
function decideShipmentDate(compiled: TCompiledService, prepared: TPreparedRequest): TIsoDate {
  const afterCutoff =
    prepared.requestedDate === prepared.today && prepared.nowMinutes >= compiled.cutoffMinutes;
  const date = afterCutoff ? addDaysToIsoDate(prepared.requestedDate, 1) : prepared.requestedDate;
  return moveToBusinessDay(date, prepared.fromCountry);
}

function rateService(
  compiledSheet: TCompiledRateSheet,
  compiled: TCompiledService,
  operator: TOperatorSettings,
  prepared: TPreparedRequest,
  zones: { from: string; to: string },
): TCarrierQuote | TExclusionReason {
  const { sheet } = compiledSheet;
  const { service } = compiled;
  const { request } = prepared;
  if (!compiled.shipmentTypes.has(request.shipment_type)) return "shipment_type";
  const rate = findRate(compiled, zones.from, zones.to);
  if (!rate) return "no_rate";
  const breach = findLimitBreach(prepared.pieces, service.limits);
  if (breach) return breach;
  const weighing = weighAndPrice(compiled, rate.bands, prepared, sheet);
  if (!weighing) return "no_weight_band";

  const surchargeContext = { prepared, serviceCode: service.code, fromZone: zones.from, toZone: zones.to };
  const surcharges = computeSurcharges(sheet.surcharges, weighing.base, surchargeContext);
  const carrierPrice = weighing.base + sumCents(surcharges.map((surcharge) => surcharge.amount));
  const margin = computeMargin(operator, sheet.carrier_code, request.customer_type, carrierPrice);

  // Each part is converted, then added up, so the breakdown sums exactly in the shown currency.
  const currency = request.currency;
  const toCurrency = (cents: TCents) => convertCents(cents, sheet.currency, currency);
  const basePrice = toCurrency(weighing.base);
  const shownSurcharges = surcharges.map((surcharge) => ({
    code: surcharge.code,
    amount: toCurrency(surcharge.amount),
  }));
  const shownMargin = toCurrency(margin);
  const priceTe = basePrice + sumCents(shownSurcharges.map((surcharge) => surcharge.amount)) + shownMargin;
  const vatRate = operator.vat_rates_percent[prepared.vatScope];
  const vatAmount = computePercentOfCents(priceTe, vatRate);

  const transitDays = rate.rate.transit_days;
  const shipmentDate = decideShipmentDate(compiled, prepared);
  const deliveryDate = addBusinessDays(shipmentDate, transitDays, prepared.toCountry);
  const offerId = createOfferId(sheet.carrier_code, service.code, shipmentDate, prepared.shipmentKey);
  return {
    id: offerId,
    offer_id: offerId,
    carrier_code: sheet.carrier_code,
    carrier_name: sheet.carrier_name,
    service_code: service.code,
    service_name: service.name,
    logo: compiledSheet.logo,
    allow_pickup: service.allow_pickup ? 1 : 0,
    allow_dropoff: service.allow_dropoff ? 1 : 0,
    delivery_to_collection_point: service.delivery_to_collection_point ? 1 : 0,
    is_express: service.is_express ? 1 : 0,
    is_saas: 0,
    currency,
    price_te: priceTe,
    price_ti: priceTe + vatAmount,
    shipment_date: shipmentDate,
    shipment_timestamp: convertZonedToEpochSeconds(shipmentDate, SHIPMENT_TIME_OF_DAY, operator.time_zone),
    delivery_timestamp: convertZonedToEpochSeconds(deliveryDate, service.delivery_time, operator.time_zone),
    expected_delivery_date: deliveryDate,
    delivery_time: service.delivery_time,
    transit_days: transitDays,
    info: describeOffer({ sheet, service, transitDays, expectedDeliveryDate: deliveryDate, currency }),
    breakdown: {
      currency,
      pricing: service.pricing,
      zone_from: zones.from,
      zone_to: zones.to,
      real_weight_g: weighing.realGrams,
      dimensional_weight_g: weighing.dimensionalGrams,
      billable_weight_g: weighing.billableGrams,
      volumetric_divisor: service.volumetric_divisor,
      weight_step_g: service.weight_step_g,
      base_price: basePrice,
      surcharges: shownSurcharges,
      margin: shownMargin,
      vat_scope: prepared.vatScope,
      vat_rate_percent: vatRate,
      vat_amount: vatAmount,
    },
  };
}

/** Rates a prepared request against every service of one carrier's sheet. */
export function rateWithSheet(
  compiledSheet: TCompiledRateSheet,
  operator: TOperatorSettings,
  prepared: TPreparedRequest,
): TSheetRating {
  const quotes: TCarrierQuote[] = [];
  const exclusions: TExclusion[] = [];
  const from = resolveZone(compiledSheet.zones, prepared.fromCountry, prepared.fromPostcode);
  const to = resolveZone(compiledSheet.zones, prepared.toCountry, prepared.toPostcode);
  // Spec §5 parcel rules are checked upstream; a request that slips through gets no price at all.
  const validParcels =
    prepared.pieces.length > 0 &&
    prepared.pieces.every(
      (p) => Number.isInteger(p.number) && p.number >= 1 && p.weight > 0 && p.x > 0 && p.y > 0 && p.z > 0,
    );
  for (const compiled of compiledSheet.services) {
    const result = !validParcels
      ? ("invalid_parcels" as const)
      : from === undefined || to === undefined
        ? ("no_zone" as const)
        : rateService(compiledSheet, compiled, operator, prepared, { from, to });
    if (typeof result === "string") exclusions.push({ service_code: compiled.service.code, reason: result });
    else quotes.push(result);
  }
  return { quotes, exclusions };
}
