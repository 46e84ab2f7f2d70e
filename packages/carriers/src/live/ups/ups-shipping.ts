import type {
  TCancelRequest,
  TCancelResult,
  TCreatedShipment,
  TCreateShipmentRequest,
  TDropOffLocation,
  TRateContext,
} from "../../types.ts";
import { CarrierCallError, isCarrierCallError } from "../carrier-call-error.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";
import { ZUpsLabelRecoveryResponse, ZUpsShipResponse, ZUpsVoidResponse } from "./schemas.ts";
import { callUps, readUps, UPS_API_VERSION, UPS_TIMEOUTS } from "./ups-client.ts";
import { buildUpsInternationalForms, sumUpsInvoice } from "./ups-customs.ts";
import { labelImageOf, toLabel, toUpsLabelSpecification } from "./ups-labels.ts";
import { findUpsAccessPoint, parseUpsPointId } from "./ups-locator.ts";
import { toUpsPackageElement, toUpsPackages, upsUnitsFor } from "./ups-packages.ts";
import { toUpsAddress, toUpsParty } from "./ups-parties.ts";
import { findUpsServiceByCode } from "./ups-services.ts";

/** Label recovery's own version (Shipping.yaml: /labels/{version}/recovery, v1). */
const LABEL_RECOVERY_VERSION = "v1";
const REFERENCE_MAX = 35;
const DESCRIPTION_MAX = 50;

export const upsTrackingUrl = (trackingNumber: string) =>
  `https://www.ups.com/track?tracknum=${encodeURIComponent(trackingNumber)}`;

/** The declared value of each package for insurance (the insured amount split evenly). */
function declaredValueOf(request: TCreateShipmentRequest, packageCount: number) {
  if (!request.insurance || request.insurance.amount <= 0) return undefined;
  const perPackage = Math.ceil(request.insurance.amount / packageCount);
  return {
    DeclaredValue: {
      Type: { Code: "01" },
      CurrencyCode: request.insurance.currency,
      MonetaryValue: (perPackage / 100).toFixed(2),
    },
  };
}

/** The service of the order's quote, or a refusal for codes UPS does not have. */
function serviceOf(request: TCreateShipmentRequest) {
  const service = findUpsServiceByCode(request.quote.service_code);
  if (!service) {
    throw new CarrierCallError(
      "UPS",
      "carrier.service_unavailable",
      `no UPS service ${request.quote.service_code}`,
    );
  }
  return service;
}

/** Notification languages UPS has (Language/Dialect combinations): the recipient's, else English. */
function notificationLocaleOf(countryCode: string) {
  const country = countryCode.toUpperCase();
  if (country === "FR") return { Language: "FRA", Dialect: "97" };
  if (country === "ES") return { Language: "SPA", Dialect: "97" };
  return { Language: "ENG", Dialect: "GB" };
}

/**
 * Hold for pickup at the chosen UPS Access Point (ShipmentIndicationType 01): the point's address
 * as the alternate delivery address, and UPS's e-mail to the recipient that the parcel is there
 * (notification 012, "Alternate Delivery Location Notification", made for Access Point deliveries).
 */
function toAccessPointDelivery(request: TCreateShipmentRequest, point: TDropOffLocation) {
  return {
    ShipmentIndicationType: [{ Code: "01" }],
    AlternateDeliveryAddress: {
      Name: point.name.slice(0, 35),
      AttentionName: request.ship_to.name.slice(0, 35),
      UPSAccessPointID: parseUpsPointId(point.id)?.accessPointId,
      Address: toUpsAddress({ ...point, phone: "", email: "" }),
    },
    notification: {
      NotificationCode: "012",
      EMail: { EMailAddress: [request.ship_to.email.slice(0, 50)] },
      Locale: notificationLocaleOf(request.ship_to.country_code),
    },
  };
}

export function buildUpsShipRequest(
  request: TCreateShipmentRequest,
  options: TLiveConnectorOptions,
  now: Date,
  accessPoint?: TDropOffLocation,
) {
  const service = serviceOf(request);
  const accountNumber = options.credentials.account_number;
  const units = upsUnitsFor(request.ship_from.country_code);
  const measures = toUpsPackages(request.parcels, request.unit, request.shipment_type, units);
  const reference = request.customer_reference?.slice(0, REFERENCE_MAX);
  const declaredValue = declaredValueOf(request, measures.length);
  const shipTo = toUpsParty(request.ship_to);
  const internationalForms = buildUpsInternationalForms(request, shipTo, now);
  const invoiceLineTotal = sumUpsInvoice(request);
  const pointDelivery = accessPoint ? toAccessPointDelivery(request, accessPoint) : undefined;
  const serviceOptions = {
    ...(internationalForms ? { InternationalForms: internationalForms } : {}),
    ...(pointDelivery ? { Notification: [pointDelivery.notification] } : {}),
  };
  return {
    ShipmentRequest: {
      // "validate": UPS checks the city, postcode and country before making a label.
      Request: {
        RequestOption: "validate",
        TransactionReference: { CustomerContext: reference ?? "shipment" },
      },
      Shipment: {
        Description: request.content.trim().slice(0, DESCRIPTION_MAX),
        Shipper: { ...toUpsParty(request.ship_from), ShipperNumber: accountNumber },
        ShipFrom: toUpsParty(request.ship_from),
        ShipTo: {
          ...shipTo,
          Address: {
            ...shipTo.Address,
            ...(request.ship_to.pro === 0 ? { ResidentialAddressIndicator: "Y" } : {}),
          },
        },
        PaymentInformation: {
          ShipmentCharge: [{ Type: "01", BillShipper: { AccountNumber: accountNumber } }],
        },
        Service: { Code: service.ups_code, Description: service.name },
        ...(request.shipment_type === 1 ? { DocumentsOnlyIndicator: "Y" } : {}),
        ...(invoiceLineTotal ? { InvoiceLineTotal: invoiceLineTotal } : {}),
        ...(Object.keys(serviceOptions).length > 0 ? { ShipmentServiceOptions: serviceOptions } : {}),
        ...(pointDelivery
          ? {
              ShipmentIndicationType: pointDelivery.ShipmentIndicationType,
              AlternateDeliveryAddress: pointDelivery.AlternateDeliveryAddress,
            }
          : {}),
        Package: measures.map((item) => ({
          ...toUpsPackageElement(item, units, "Packaging"),
          // Our reference on every package: label recovery finds the shipment by it.
          ...(reference ? { ReferenceNumber: [{ Value: reference }] } : {}),
          ...(declaredValue ? { PackageServiceOptions: declaredValue } : {}),
        })),
      },
      LabelSpecification: toUpsLabelSpecification(request.label_format),
    },
  };
}

/** The Access Point the customer chose, read again from UPS (its address goes on the label). */
async function readChosenAccessPoint(
  options: TLiveConnectorOptions,
  request: TCreateShipmentRequest,
  ctx: TRateContext,
): Promise<TDropOffLocation> {
  const id = request.collection_point_id;
  if (!id) throw new CarrierCallError("UPS", "carrier.invalid_request", "no Access Point chosen");
  const point = await findUpsAccessPoint(options, { service_code: request.quote.service_code, id }, ctx);
  if (!point) throw new CarrierCallError("UPS", "carrier.not_found", `no UPS Access Point ${id}`);
  return point;
}

export async function createUpsShipment(
  options: TLiveConnectorOptions,
  request: TCreateShipmentRequest,
  ctx: TRateContext,
): Promise<TCreatedShipment> {
  const accessPoint = serviceOf(request).delivery_to_collection_point
    ? await readChosenAccessPoint(options, request, ctx)
    : undefined;
  const response = await callUps(
    options,
    {
      method: "POST",
      path: `/api/shipments/${UPS_API_VERSION}/ship?additionaladdressvalidation=city`,
      body: buildUpsShipRequest(request, options, ctx.now ?? new Date(), accessPoint),
      timeoutMs: options.timeouts?.ship ?? UPS_TIMEOUTS.ship,
      // Never repeated: a second call would make a second shipment (and bill it).
      idempotent: false,
      operation: "ship",
    },
    ctx,
  );
  const results = readUps(response, ZUpsShipResponse).ShipmentResponse.ShipmentResults;
  const labels = await Promise.all(
    results.PackageResults.map((item) =>
      toLabel(item.TrackingNumber, labelImageOf(item.ShippingLabel), request.label_format),
    ),
  );
  const tracking_numbers = results.PackageResults.map((item) => item.TrackingNumber);
  return {
    carrier_shipment_id: results.ShipmentIdentificationNumber,
    tracking_numbers,
    labels,
    tracking_url: upsTrackingUrl(results.ShipmentIdentificationNumber),
  };
}

/**
 * Void: UPS answers SummaryResult Status 1 when voided. A void UPS refuses (the void window has
 * passed, the parcel has moved) is an answer, not a failure of the call.
 */
export async function cancelUpsShipment(
  options: TLiveConnectorOptions,
  request: TCancelRequest,
  ctx: TRateContext,
): Promise<TCancelResult> {
  try {
    const response = await callUps(
      options,
      {
        method: "DELETE",
        path: `/api/shipments/${UPS_API_VERSION}/void/cancel/${encodeURIComponent(request.carrier_shipment_id)}`,
        timeoutMs: options.timeouts?.ship ?? UPS_TIMEOUTS.ship,
        idempotent: false,
        operation: "void",
      },
      ctx,
    );
    const status = readUps(response, ZUpsVoidResponse).VoidShipmentResponse.SummaryResult.Status;
    return status.Code === "1" ? { cancelled: true } : { cancelled: false, reason_key: "picked_up" };
  } catch (error) {
    if (isCarrierCallError(error) && error.code === "carrier.not_found") {
      return { cancelled: false, reason_key: "tracking.unknown" };
    }
    // UPS refuses a void it cannot do (window passed, parcel moved) with its error body.
    if (isCarrierCallError(error) && error.code === "carrier.invalid_request") {
      return { cancelled: false, reason_key: "carrier_refused" };
    }
    throw error;
  }
}

/**
 * After a shipment call whose outcome is unknown: the shipment UPS made with our reference, found
 * by label recovery (ReferenceValues + ShipperNumber), with its labels again as PDF (the format
 * chosen at order time is not known here; PDF is the order form's default).
 */
export async function findUpsShipment(
  options: TLiveConnectorOptions,
  request: { customer_reference: string },
  ctx: TRateContext,
): Promise<TCreatedShipment | undefined> {
  try {
    const response = await callUps(
      options,
      {
        method: "POST",
        path: `/api/labels/${LABEL_RECOVERY_VERSION}/recovery`,
        body: {
          LabelRecoveryRequest: {
            Request: { TransactionReference: { CustomerContext: "reconcile" } },
            // Label recovery prints PDF itself (LabelRecovery LabelImageFormat: PDF).
            LabelSpecification: { LabelImageFormat: { Code: "PDF" } },
            ReferenceValues: {
              ReferenceNumber: { Value: request.customer_reference.slice(0, REFERENCE_MAX) },
              ShipperNumber: options.credentials.account_number,
            },
          },
        },
        timeoutMs: options.timeouts?.ship ?? UPS_TIMEOUTS.ship,
        idempotent: true,
        operation: "label recovery",
      },
      ctx,
    );
    const recovered = readUps(response, ZUpsLabelRecoveryResponse).LabelRecoveryResponse;
    const first = recovered.LabelResults[0];
    if (!first) return undefined;
    const labels = await Promise.all(
      recovered.LabelResults.map((item) =>
        toLabel(
          item.TrackingNumber,
          { format: item.LabelImage.LabelImageFormat.Code, data: item.LabelImage.GraphicImage },
          "PDF",
        ),
      ),
    );
    const tracking_numbers = recovered.LabelResults.map((item) => item.TrackingNumber);
    const shipmentId = recovered.ShipmentIdentificationNumber ?? first.TrackingNumber;
    return {
      carrier_shipment_id: shipmentId,
      tracking_numbers,
      labels,
      tracking_url: upsTrackingUrl(shipmentId),
    };
  } catch (error) {
    if (isCarrierCallError(error) && error.code === "carrier.not_found") return undefined;
    throw error;
  }
}
