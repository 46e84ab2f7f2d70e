import { isCurrency, type TIsoDate } from "@ship/domain";
import { prepareRateRequest } from "../../prepare-request.ts";
import type { TCarrierQuote, TRateContext, TRateRequest } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";
import { buildLiveQuote, type TLivePrice } from "../live-quote.ts";
import { type TUpsRatedShipment, ZUpsRateResponse } from "./schemas.ts";
import { callUps, readUps, UPS_API_VERSION, UPS_TIMEOUTS } from "./ups-client.ts";
import {
  sumUpsWeight,
  toUpsPackageElement,
  toUpsPackages,
  upsUnitsFor,
  upsWeightToGrams,
} from "./ups-packages.ts";
import { findUpsServiceByUpsCode, type TUpsService, UPS_ACCESS_POINT_SERVICE } from "./ups-services.ts";

const UPS_IDENTITY = { carrier_code: "UPS", carrier_name: "UPS" } as const;

/** UPS itemised charge codes shown in the offer's breakdown (Rating appendix, accessorials). */
const SURCHARGE_CODES: Record<string, string> = { "375": "fuel" };

/** "12.34" as cents, without the rounding errors of a float. */
export function upsAmountToCents(value: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(value.trim());
  if (!match) throw new CarrierCallError("UPS", "carrier.malformed_answer", `amount "${value}"`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** "20260112" as an ISO date. */
const upsDateToIso = (date: string | undefined): TIsoDate | undefined =>
  date && /^\d{8}$/.test(date)
    ? (`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}` as TIsoDate)
    : undefined;

const isoToUpsDate = (date: string) => date.replaceAll("-", "");

/** PackageBillType of time in transit: 02 documents, 03 parcels, 04 pallets. */
const BILL_TYPE = { 1: "02", 2: "03", 3: "04" } as const;

/**
 * The Rating "Shop" request: every UPS service between the two places in one call, with time in
 * transit. The shipper is the account holder (its country, postcode and city from the
 * credentials decide the account's prices); ShipFrom is where the parcel leaves from.
 */
export function buildUpsRateRequest(
  request: TRateRequest,
  options: TLiveConnectorOptions,
  shipmentDate: string,
) {
  const { credentials } = options;
  const units = upsUnitsFor(request.ship_from.country_code);
  const packages = toUpsPackages(request.parcels, request.unit, request.shipment_type, units);
  const place = (address: TRateRequest["ship_from"]) => ({
    City: address.city?.slice(0, 30),
    PostalCode: address.postcode.slice(0, 9),
    CountryCode: address.country_code.toUpperCase(),
  });
  return {
    RateRequest: {
      Request: { TransactionReference: { CustomerContext: "rating" } },
      Shipment: {
        // Names are required by UPS but do not change prices; rating knows none yet.
        Shipper: {
          Name: "Shipper",
          ShipperNumber: credentials.account_number,
          Address: {
            City: credentials.city,
            PostalCode: credentials.postcode,
            CountryCode: credentials.country?.toUpperCase(),
          },
        },
        ShipFrom: { Name: "Ship from", Address: place(request.ship_from) },
        ShipTo: {
          Name: "Ship to",
          Address: {
            ...place(request.ship_to),
            // A home address (the quote form's business tick unset) is priced as residential.
            ...(request.ship_to.pro === 0 ? { ResidentialAddressIndicator: "Y" } : {}),
          },
        },
        PaymentDetails: {
          ShipmentCharge: [{ Type: "01", BillShipper: { AccountNumber: credentials.account_number } }],
        },
        ShipmentRatingOptions: { NegotiatedRatesIndicator: "Y" },
        ...(request.shipment_type === 1 ? { DocumentsOnlyIndicator: "Y" } : {}),
        NumOfPieces: String(packages.length),
        ShipmentTotalWeight: { UnitOfMeasurement: { Code: units.weight }, Weight: sumUpsWeight(packages) },
        Package: packages.map((measures) => toUpsPackageElement(measures, units, "PackagingType")),
        DeliveryTimeInformation: {
          PackageBillType: BILL_TYPE[request.shipment_type],
          Pickup: { Date: isoToUpsDate(shipmentDate) },
        },
      },
    },
  };
}

/** One rated service as a live price; undefined for services we do not offer or cannot price. */
function readRatedShipment(
  rated: TUpsRatedShipment,
  request: TRateRequest,
  service: TUpsService | undefined,
): TLivePrice | undefined {
  if (!service?.shipment_types.includes(request.shipment_type)) return undefined;
  // The account's contract price when UPS has one, else the published price.
  const charges = rated.NegotiatedRateCharges;
  const total = charges?.TotalCharge ?? rated.TotalCharges;
  if (!isCurrency(total.CurrencyCode)) return undefined;
  const itemized = charges ? (charges.ItemizedCharges ?? []) : (rated.ItemizedCharges ?? []);
  const surcharges = itemized
    .filter((line) => SURCHARGE_CODES[line.Code] && line.CurrencyCode === total.CurrencyCode)
    .map((line) => ({
      code: SURCHARGE_CODES[line.Code] as string,
      amount: upsAmountToCents(line.MonetaryValue),
    }));
  const arrival = rated.TimeInTransit?.ServiceSummary.EstimatedArrival;
  const transitDays = Number(
    arrival?.BusinessDaysInTransit ?? rated.GuaranteedDelivery?.BusinessDaysInTransit,
  );
  return {
    service,
    carrier_price: upsAmountToCents(total.MonetaryValue),
    carrier_currency: total.CurrencyCode,
    surcharges,
    shipment_date: upsDateToIso(arrival?.Pickup?.Date),
    delivery_date: upsDateToIso(arrival?.Arrival.Date),
    transit_days: Number.isInteger(transitDays) && transitDays >= 0 ? transitDays : undefined,
    billable_weight_g: upsWeightToGrams(
      rated.BillingWeight.Weight,
      rated.BillingWeight.UnitOfMeasurement.Code,
    ),
  };
}

/**
 * The Access Point offer needs its own "Rate" call (UPS Standard held at an Access Point near the
 * recipient): Shop prices home delivery only. UPS wants the point's address; before the customer
 * chooses one, the recipient's town stands for it (points are searched around it).
 */
function buildAccessPointRateRequest(
  request: TRateRequest,
  options: TLiveConnectorOptions,
  shipmentDate: string,
) {
  const body = buildUpsRateRequest(request, options, shipmentDate);
  const { City, PostalCode, CountryCode } = body.RateRequest.Shipment.ShipTo.Address;
  const pointAddress = { City, PostalCode, CountryCode };
  return {
    RateRequest: {
      ...body.RateRequest,
      Shipment: {
        ...body.RateRequest.Shipment,
        Service: { Code: UPS_ACCESS_POINT_SERVICE.ups_code },
        ShipmentIndicationType: [{ Code: "01" }],
        AlternateDeliveryAddress: { Name: "UPS Access Point", Address: pointAddress },
      },
    },
  };
}

async function callRating(
  options: TLiveConnectorOptions,
  requestOption: "Shop" | "Rate",
  body: unknown,
  ctx: TRateContext,
) {
  const response = await callUps(
    options,
    {
      method: "POST",
      path: `/api/rating/${UPS_API_VERSION}/${requestOption}?additionalinfo=timeintransit`,
      body,
      timeoutMs: options.timeouts?.rate ?? UPS_TIMEOUTS.rate,
      idempotent: true,
      operation: `rate ${requestOption}`,
    },
    ctx,
  );
  return readUps(response, ZUpsRateResponse).RateResponse.RatedShipment;
}

export async function rateWithUps(
  options: TLiveConnectorOptions,
  request: TRateRequest,
  ctx: TRateContext,
): Promise<TCarrierQuote[]> {
  const now = ctx.now ?? new Date();
  const { requestedDate } = prepareRateRequest(request, now, options.operator.time_zone);
  const withAccessPoint = UPS_ACCESS_POINT_SERVICE.shipment_types.includes(request.shipment_type);
  // Both calls at once: the Access Point's costs no extra time within the rating budget.
  const [shop, accessPoint] = await Promise.allSettled([
    callRating(options, "Shop", buildUpsRateRequest(request, options, requestedDate), ctx),
    withAccessPoint
      ? callRating(options, "Rate", buildAccessPointRateRequest(request, options, requestedDate), ctx)
      : Promise.resolve([]),
  ]);
  if (shop.status === "rejected") throw shop.reason;
  const prices = shop.value.map((item) =>
    readRatedShipment(item, request, findUpsServiceByUpsCode(item.Service.Code, request.shipment_type)),
  );
  // UPS may refuse the Access Point (no points in the country, parcel too big): the other offers stand.
  if (accessPoint.status === "fulfilled") {
    prices.push(
      ...accessPoint.value.map((item) => readRatedShipment(item, request, UPS_ACCESS_POINT_SERVICE)),
    );
  }
  return prices
    .filter((price): price is TLivePrice => price !== undefined)
    .map((price) => buildLiveQuote(UPS_IDENTITY, price, request, options.operator, now));
}
