import { isInEuVatArea, type TIsoDate } from "@ship/domain";
import type { TCreatedShipment, TCreateShipmentRequest, TLabel, TRateContext } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import type { TDhlClient } from "./client.ts";
import { buildExportDeclaration, decideDeclaredValue } from "./customs.ts";
import { DHL_LIMITS, toDhlDateTime, toDhlPackages, toDhlParty, toDhlUnit } from "./mapping.ts";
import { isCustomsDeclarable, isImportShipment } from "./rate.ts";
import type { TDhlShipment } from "./schemas.ts";
import { chooseProductCode } from "./services.ts";

/** A dropped-off shipment is planned at noon; a pickup at its ready time. */
const DROP_OFF_TIME = "12:00";
/** The reference type DHL documents for the customer's own reference. */
export const DHL_REFERENCE_TYPE = "CU";

/** The customer's page of DHL Express tracking (the API's trackingUrl needs our credentials). */
export function publicTrackingUrl(trackingNumber: string): string {
  return `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encodeURIComponent(trackingNumber)}`;
}

function chooseProduct(request: TCreateShipmentRequest, dutiable: boolean): string {
  const from = request.ship_from;
  const to = request.ship_to;
  const productCode = chooseProductCode(request.quote.service_code, {
    domestic: from.country_code.toUpperCase() === to.country_code.toUpperCase(),
    dutiable,
    withinEu: isInEuVatArea(from.country_code, from.postcode) && isInEuVatArea(to.country_code, to.postcode),
  });
  if (!productCode) {
    throw new CarrierCallError(
      "DHL",
      "carrier.service_unavailable",
      `service ${request.quote.service_code} has no MyDHL product`,
    );
  }
  return productCode;
}

function buildContent(request: TCreateShipmentRequest, declarable: boolean, plannedDate: TIsoDate) {
  const packages = toDhlPackages(request.parcels);
  const base = {
    packages,
    isCustomsDeclarable: declarable,
    description: request.content.trim().slice(0, DHL_LIMITS.description) || request.reason,
    // Delivered at place: duties and taxes are the recipient's (spec §5's default duty payer).
    incoterm: "DAP",
    unitOfMeasurement: toDhlUnit(request.unit),
  };
  if (!declarable) return base;
  const declared = decideDeclaredValue(request);
  if (declared.value <= 0) {
    throw new CarrierCallError(
      "DHL",
      "carrier.invalid_request",
      "a dutiable shipment without a declared value",
    );
  }
  const totalWeight = packages.reduce((sum, piece) => sum + piece.weight, 0);
  const invoice = {
    number: (request.customer_reference ?? request.quote.offer_id).slice(0, 35),
    date: plannedDate,
  };
  return {
    ...base,
    declaredValue: declared.value,
    declaredValueCurrency: declared.currency,
    ...(request.duties?.length
      ? { exportDeclaration: buildExportDeclaration(request, declared.currency, totalWeight, invoice) }
      : {}),
  };
}

/** The MyDHL shipment request of an order (POST /shipments). */
export function buildShipmentBody(client: TDhlClient, request: TCreateShipmentRequest) {
  const documents = request.shipment_type === 1 || request.reason === "documents";
  const dutiable = !documents && isCustomsDeclarable(request);
  const fromCountry = request.ship_from.country_code.toUpperCase();
  const toCountry = request.ship_to.country_code.toUpperCase();
  const isImport =
    request.quote.service_code === "DHL_EXPRESS_IMPORT" || isImportShipment(client, fromCountry, toCountry);
  const pickup = request.shipping_method === "pickup" ? request.pickup : undefined;
  const plannedDate = (pickup?.date ?? request.quote.shipment_date) as TIsoDate;
  const reference = request.customer_reference?.trim().slice(0, DHL_LIMITS.reference);
  const insurance = request.insurance && request.insurance.amount > 0 ? request.insurance : undefined;
  return {
    plannedShippingDateAndTime: toDhlDateTime(
      plannedDate,
      pickup?.ready_time ?? DROP_OFF_TIME,
      client.operator.time_zone,
    ),
    // Booking the courier is part of the shipment request when the customer chose a pickup.
    pickup: pickup ? { isRequested: true, closeTime: pickup.close_time } : { isRequested: false },
    productCode: chooseProduct(request, dutiable),
    accounts: [{ typeCode: "shipper", number: client.accountFor(isImport) }],
    ...(insurance
      ? {
          valueAddedServices: [
            { serviceCode: "II", value: insurance.amount / 100, currency: insurance.currency },
          ],
        }
      : {}),
    outputImageProperties: {
      encodingFormat: request.label_format === "ZPL" ? "zpl" : "pdf",
      imageOptions: [{ typeCode: "label", isRequested: true }],
    },
    ...(reference ? { customerReferences: [{ value: reference, typeCode: DHL_REFERENCE_TYPE }] } : {}),
    customerDetails: {
      shipperDetails: toDhlParty(request.ship_from),
      receiverDetails: toDhlParty(request.ship_to),
    },
    content: buildContent(request, dutiable, plannedDate),
  };
}

function readLabels(answer: TDhlShipment, format: TCreateShipmentRequest["label_format"]): TLabel[] {
  const labels = (answer.documents ?? []).filter((document) => document.typeCode === "label");
  if (labels.length === 0) {
    throw new CarrierCallError(
      "DHL",
      "carrier.malformed_answer",
      `shipment ${answer.shipmentTrackingNumber} came back without its label`,
    );
  }
  return labels.map((document) => ({
    tracking_number: answer.shipmentTrackingNumber,
    format,
    content_type: format === "ZPL" ? "application/zpl" : "application/pdf",
    data: new Uint8Array(Buffer.from(document.content, "base64")),
  }));
}

/** The waybill number is what DHL tracks; the piece ids (JD01...) are printed on the label. */
export function toCreatedShipment(answer: TDhlShipment, labels: TLabel[]): TCreatedShipment {
  return {
    carrier_shipment_id: answer.shipmentTrackingNumber,
    tracking_numbers: [answer.shipmentTrackingNumber],
    labels,
    ...(answer.dispatchConfirmationNumber ? { pickup_confirmation: answer.dispatchConfirmationNumber } : {}),
    tracking_url: publicTrackingUrl(answer.shipmentTrackingNumber),
  };
}

export async function shipWithDhl(
  client: TDhlClient,
  request: TCreateShipmentRequest,
  ctx: TRateContext,
): Promise<TCreatedShipment> {
  const answer = await client.shipments(buildShipmentBody(client, request), ctx);
  return toCreatedShipment(answer, readLabels(answer, request.label_format));
}
