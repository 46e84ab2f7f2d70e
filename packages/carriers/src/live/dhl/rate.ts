import {
  isCurrency,
  isInEuVatArea,
  KG_PER_LB,
  type TCents,
  type TCurrency,
  type TIsoDate,
} from "@ship/domain";
import { prepareRateRequest } from "../../prepare-request.ts";
import type { TCarrierQuote, TRateContext, TRateRequest } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import { buildLiveQuote, type TLivePrice } from "../live-quote.ts";
import type { TDhlClient } from "./client.ts";
import { toDhlDateTime, toDhlPackages, toDhlUnit } from "./mapping.ts";
import type { TDhlRates } from "./schemas.ts";
import { findServiceOfProduct } from "./services.ts";

type TDhlProduct = TDhlRates["products"][number];

/** Offers are rated for a collection at noon, as the sandbox's (live-quote.ts). */
const RATING_TIME = "12:00";
/** DHL's surcharge codes that have a name in our rate sheets. */
const SURCHARGE_CODES: Record<string, string> = { FF: "fuel", OO: "remote_area" };

/**
 * Whether DHL must bill the importer: the sender abroad and the recipient in the account's
 * country, with an import account (the settings form's import_account_number).
 */
export function isImportShipment(client: TDhlClient, fromCountry: string, toCountry: string): boolean {
  const home = client.credentials.country?.toUpperCase();
  return Boolean(
    client.credentials.import_account_number && home && fromCountry !== home && toCountry === home,
  );
}

/** Outside the EU's customs union DHL needs a customs value; envelopes carry documents only. */
export function isCustomsDeclarable(request: Pick<TRateRequest, "ship_from" | "ship_to" | "shipment_type">) {
  if (request.shipment_type === 1) return false;
  const inside = (address: TRateRequest["ship_from"]) =>
    isInEuVatArea(address.country_code, address.postcode);
  return !(inside(request.ship_from) && inside(request.ship_to));
}

const toCents = (amount: number): TCents => Math.round(amount * 100);

/** The price in a currency we convert (EUR, USD): the billing currency's first, else the others. */
function choosePrice(product: TDhlProduct) {
  const prices = [...product.totalPrice].sort(
    (a, b) => Number(b.currencyType === "BILLC") - Number(a.currencyType === "BILLC"),
  );
  const price = prices.find((line) => isCurrency(line.priceCurrency));
  if (!price) {
    throw new CarrierCallError(
      "DHL",
      "carrier.malformed_answer",
      `product ${product.productCode}: no price in EUR or USD (${JSON.stringify(product.totalPrice)})`,
    );
  }
  return { amount: toCents(price.price), currency: price.priceCurrency as TCurrency };
}

function readSurcharges(product: TDhlProduct, currency: TCurrency) {
  const breakdown = product.detailedPriceBreakdown?.find((block) => block.priceCurrency === currency);
  return (breakdown?.breakdown ?? [])
    .filter((line) => line.serviceCode && (line.price ?? 0) > 0)
    .map((line) => ({
      code: SURCHARGE_CODES[line.serviceCode ?? ""] ?? `dhl_${line.serviceCode?.toLowerCase()}`,
      amount: toCents(line.price ?? 0),
    }));
}

const datePart = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? (value.slice(0, 10) as TIsoDate) : undefined;

function toLivePrice(
  product: TDhlProduct,
  isImport: boolean,
  unit: TRateRequest["unit"],
): TLivePrice | undefined {
  const service = findServiceOfProduct(product.productCode, isImport);
  if (!service) return undefined;
  const price = choosePrice(product);
  const weight = Math.max(product.weight.provided ?? 0, product.weight.volumetric ?? 0);
  const gramsPerUnit = unit === "us" ? KG_PER_LB * 1000 : 1000;
  return {
    service,
    carrier_price: price.amount,
    carrier_currency: price.currency,
    surcharges: readSurcharges(product, price.currency),
    shipment_date: datePart(product.pickupCapabilities?.localCutoffDateAndTime),
    delivery_date: datePart(product.deliveryCapabilities?.estimatedDeliveryDateAndTime),
    transit_days: product.deliveryCapabilities?.totalTransitDays,
    billable_weight_g: weight > 0 ? Math.round(weight * gramsPerUnit) : undefined,
  };
}

/** POST /rates: every product DHL sells on this route, as offers of our services. */
export async function rateWithDhl(
  client: TDhlClient,
  request: TRateRequest,
  ctx: TRateContext,
): Promise<TCarrierQuote[]> {
  // DHL Freight pallets are not sold through MyDHL.
  if (request.shipment_type === 3) return [];
  const now = ctx.now ?? new Date();
  const prepared = prepareRateRequest(request, now, client.operator.time_zone);
  const isImport = isImportShipment(client, prepared.fromCountry, prepared.toCountry);
  const address = (side: TRateRequest["ship_from"]) => ({
    postalCode: side.postcode.trim(),
    cityName: (side.city ?? "").trim().slice(0, 45),
    countryCode: side.country_code.toUpperCase(),
  });
  const body = {
    customerDetails: {
      shipperDetails: address(request.ship_from),
      receiverDetails: address(request.ship_to),
    },
    accounts: [{ typeCode: "shipper", number: client.accountFor(isImport) }],
    ...(isImport ? { payerCountryCode: prepared.toCountry } : {}),
    plannedShippingDateAndTime: toDhlDateTime(prepared.requestedDate, RATING_TIME, client.operator.time_zone),
    unitOfMeasurement: toDhlUnit(request.unit),
    isCustomsDeclarable: isCustomsDeclarable(request),
    // A weekend or holiday date is moved by DHL to its next pickup day instead of refused.
    nextBusinessDay: true,
    estimatedDeliveryDate: { isRequested: true, typeCode: "QDDC" },
    packages: toDhlPackages(request.parcels),
  };
  const answer = await client.rates(body, ctx);
  if (!answer) return [];
  return answer.products
    .map((product) => toLivePrice(product, isImport, request.unit))
    .filter((price) => price !== undefined)
    .map((price) => buildLiveQuote(client.identity, price, request, client.operator, now));
}
