import type { TStubPair } from "../../testing/carrier-stub-server.ts";
import type { TCarrierCallErrorCode } from "../carrier-call-error.ts";

// UPS request/response pairs written from UPS's public API documentation: the OpenAPI documents
// of github.com/UPS-API/api-documentation (the same as developer.ups.com/api/reference) and the
// appendices they link to. Bodies keep only what the connector reads, in UPS's documented shapes.

const DOCS = "https://github.com/UPS-API/api-documentation/blob/main";

/** A 6 x 4 pixel GIF (landscape, as UPS's label images), base64 as in GraphicImage. */
export const UPS_STUB_GIF_BASE64 = "R0lGODlhBgAEAIAAAAAAAP///ywAAAAABgAEAAACDkyYMCFAgAABAgQIECBQADs=";
/** A one-page PDF, base64: label recovery returns PDF labels when asked. */
export const UPS_STUB_PDF_BASE64 = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 288 432]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
).toString("base64");
/** A ZPL label, base64 (UPS returns thermal labels base64-encoded too). */
export const UPS_STUB_ZPL_BASE64 = "XlhBXkZPNTAsNTBeQTBOLDQwLDQwXkZEMVoxMjM0NUUwMjA1MjcxNjg4XkZTXlha";

const MAINTENANCE_PAGE =
  "<!DOCTYPE html><html><head><title>UPS</title></head><body><h1>Service Unavailable</h1>" +
  "<p>UPS.com is temporarily unavailable due to scheduled maintenance.</p></body></html>";

const upsError = (code: string, message: string) => ({ response: { errors: [{ code, message }] } });

const TOKEN = "/security/v1/oauth/token";
const RATE = "/api/rating/v2409/Shop";
const SHIP = "/api/shipments/v2409/ship";
const VOID = /^\/api\/shipments\/v2409\/void\/cancel\/[^/]+$/;
const RECOVERY = "/api/labels/v1/recovery";
const RATE_ONE = "/api/rating/v2409/Rate";
const LOCATOR = "/api/locations/v3/search/availabilities/64";
const track = (number: string) => new RegExp(`^/api/track/v1/details/${number}$`);

const money = (value: string, currency = "EUR") => ({ CurrencyCode: currency, MonetaryValue: value });

/** A RatedShipment of the Shop answer with time in transit (Rating.yaml RateResponse_RatedShipment). */
function rated(
  code: string,
  total: string,
  days: string,
  arrival: string,
  extra: Record<string, unknown> = {},
) {
  return {
    Service: { Code: code, Description: "" },
    RatedShipmentAlert: [
      { Code: "110971", Description: "Your invoice may vary from the displayed reference rates" },
    ],
    BillingWeight: { UnitOfMeasurement: { Code: "KGS", Description: "Kilograms" }, Weight: "3.0" },
    TransportationCharges: money(total),
    BaseServiceCharge: money(total),
    ItemizedCharges: [{ Code: "375", CurrencyCode: "EUR", MonetaryValue: "2.15" }],
    ServiceOptionsCharges: money("0.00"),
    TotalCharges: money(total),
    RatedPackage: [{ Weight: "2.5" }],
    TimeInTransit: {
      PickupDate: "20260112",
      ServiceSummary: {
        Service: { Description: "" },
        EstimatedArrival: {
          Arrival: { Date: arrival, Time: "233000" },
          Pickup: { Date: "20260112", Time: "160000" },
          BusinessDaysInTransit: days,
          DayOfWeek: "WED",
        },
      },
    },
    ...extra,
  };
}

const PACKAGE_RESULT = (trackingNumber: string, format: "GIF" | "ZPL") => ({
  TrackingNumber: trackingNumber,
  ShippingLabel: {
    ImageFormat: { Code: format, Description: format },
    GraphicImage: format === "GIF" ? UPS_STUB_GIF_BASE64 : UPS_STUB_ZPL_BASE64,
  },
});

const shipAnswer = (format: "GIF" | "ZPL") => ({
  ShipmentResponse: {
    Response: { ResponseStatus: { Code: "1", Description: "Success" } },
    ShipmentResults: {
      ShipmentCharges: { TotalCharges: money("24.40") },
      BillingWeight: { UnitOfMeasurement: { Code: "KGS" }, Weight: "3.0" },
      ShipmentIdentificationNumber: "1Z12345E0205271688",
      PackageResults: [
        PACKAGE_RESULT("1Z12345E0205271688", format),
        PACKAGE_RESULT("1Z12345E0205271697", format),
      ],
    },
  },
});

const activity = (date: string, time: string, type: string, statusCode: string, description: string) => ({
  location: { address: { city: "Paris", postalCode: "75001", countryCode: "FR", country: "FR" } },
  status: { type, description, code: "XX", statusCode },
  date,
  time,
  gmtDate: date,
  gmtOffset: "+01:00",
  gmtTime: `${String(Number(time.slice(0, 2)) - 1).padStart(2, "0")}${time.slice(2)}`,
});

/** Regular hours (HoursType 10), UPS days 1 Sunday ... 7 Saturday, "930" for 09:30. */
const WEEK_HOURS = {
  StandardHours: [
    {
      HoursType: "10",
      DayOfWeek: [
        { Day: "1", ClosedIndicator: "" },
        ...["2", "3", "4", "5", "6"].map((Day) => ({ Day, OpenHours: "930", CloseHours: "1900" })),
        { Day: "7", OpenHours: "1000", CloseHours: "0" },
      ],
    },
  ],
};

/** A DropLocation of the Locator's answer (Locator.yaml SearchResults_DropLocation). */
function dropLocation(
  accessPointId: string,
  name: string,
  street: string,
  latitude: string,
  longitude: string,
) {
  return {
    LocationID: `L${accessPointId}`,
    IVR: { PhraseID: "0" },
    Geocode: { Latitude: latitude, Longitude: longitude },
    AddressKeyFormat: {
      ConsigneeName: name,
      AddressLine: street,
      PoliticalDivision2: "PARIS",
      PoliticalDivision1: "",
      PostcodePrimaryLow: "75011",
      CountryCode: "FR",
    },
    PhoneNumber: ["0140000000"],
    LocationAttribute: [{ OptionType: { Code: "01" }, OptionCode: [{ Code: "018" }] }],
    Distance: { Value: "0.4", UnitOfMeasurement: { Code: "KM" } },
    OperatingHours: WEEK_HOURS,
    AccessPointInformation: { PublicAccessPointID: accessPointId },
  };
}

const locatorAnswer = (locations: unknown[]) => ({
  LocatorResponse: {
    Response: { ResponseStatusCode: "1", ResponseStatusDescription: "Success" },
    AllowAllConfidenceLevels: "false",
    SearchResults: { DropLocation: locations },
  },
});

export const UPS_STUB_PAIRS: readonly TStubPair[] = [
  // OAuth client credentials (OAuthClientCredentials.yaml, POST /security/v1/oauth/token).
  {
    name: "token: ok",
    operation: "token",
    source: `${DOCS}/OAuthClientCredentials.yaml (tokenSuccessResponse)`,
    request: { method: "POST", path: TOKEN, includes: ["grant_type=client_credentials"] },
    response: {
      status: 200,
      body: {
        token_type: "Bearer",
        issued_at: "1768219200000",
        client_id: "stub-client-id",
        access_token: "stub-access-token",
        expires_in: "14399",
        refresh_count: "0",
        status: "approved",
      },
    },
  },
  {
    name: "token: invalid client",
    operation: "token",
    source: `${DOCS}/OAuthClientCredentials.yaml (401 tokenErrorResponse)`,
    request: { method: "POST", path: TOKEN },
    response: { status: 401, body: upsError("10401", "ClientId is Invalid") },
  },
  {
    name: "token: hang",
    operation: "token",
    source: "timeout scenario",
    request: { method: "POST", path: TOKEN },
    response: { hang: true },
  },
  {
    name: "token: maintenance page",
    operation: "token",
    source: "an HTML maintenance page instead of JSON",
    request: { method: "POST", path: TOKEN },
    response: { status: 503, headers: { "content-type": "text/html" }, body: MAINTENANCE_PAGE },
  },
  // Rating, Shop with time in transit (Rating.yaml, POST /rating/{version}/{requestoption}).
  {
    name: "rate: ok",
    operation: "rate",
    source: `${DOCS}/Rating.yaml (RATEResponseWrapper, RequestOption Shop, additionalinfo=timeintransit)`,
    request: { method: "POST", path: RATE, includes: ['"ShipperNumber":"A1B2C3"'] },
    response: {
      status: 200,
      body: {
        RateResponse: {
          Response: {
            ResponseStatus: { Code: "1", Description: "Success" },
            Alert: [
              { Code: "110971", Description: "Your invoice may vary from the displayed reference rates" },
            ],
            TransactionReference: { CustomerContext: "rating" },
          },
          RatedShipment: [
            rated("11", "18.60", "2", "20260114"),
            rated("65", "31.25", "1", "20260113", {
              NegotiatedRateCharges: {
                ItemizedCharges: [{ Code: "375", CurrencyCode: "EUR", MonetaryValue: "3.10" }],
                TotalCharge: money("27.90"),
              },
            }),
            rated("07", "42.80", "1", "20260113"),
            // A service we do not offer (Poland's UPS Today Standard): left out.
            rated("82", "12.00", "1", "20260113"),
          ],
        },
      },
    },
  },
  {
    name: "rate: service unavailable between locations",
    operation: "rate",
    source: `${DOCS}/Rating.yaml (400 ErrorResponse); developer.ups.com/api/reference/rating/error-codes 111210`,
    request: { method: "POST", path: RATE },
    response: {
      status: 400,
      body: upsError("111210", "The requested service is unavailable between the selected locations."),
    },
  },
  {
    name: "rate: invalid postcode",
    operation: "rate",
    source: "developer.ups.com/api/reference/rating/error-codes 111285",
    request: { method: "POST", path: RATE },
    response: {
      status: 400,
      body: upsError("111285", "The postal code 99999 is invalid for FR France."),
    },
  },
  {
    name: "rate: weight over the service's limit",
    operation: "rate",
    source: "developer.ups.com/api/reference/rating/error-codes 111035",
    request: { method: "POST", path: RATE },
    response: {
      status: 400,
      body: upsError("111035", "The maximum per package weight for the selected service has been exceeded."),
    },
  },
  {
    name: "rate: invalid authentication",
    operation: "rate",
    source: `${DOCS}/Rating.yaml (401 Unauthorized Request); error 250002`,
    request: { method: "POST", path: RATE },
    response: { status: 401, body: upsError("250002", "Invalid Authentication Information.") },
  },
  {
    name: "rate: blocked merchant",
    operation: "rate",
    source: `${DOCS}/Rating.yaml (403 Blocked Merchant)`,
    request: { method: "POST", path: RATE },
    response: { status: 403, body: upsError("250003", "Invalid Access License number") },
  },
  {
    name: "rate: rate limit exceeded",
    operation: "rate",
    source: `${DOCS}/Rating.yaml (429 Rate Limit Exceeded)`,
    request: { method: "POST", path: RATE },
    response: { status: 429, body: upsError("429", "Rate Limit Exceeded") },
  },
  {
    name: "rate: hang",
    operation: "rate",
    source: "timeout scenario",
    request: { method: "POST", path: RATE },
    response: { hang: true },
  },
  {
    name: "rate: wrong shape",
    operation: "rate",
    source: "malformed answer: RateResponse without RatedShipment",
    request: { method: "POST", path: RATE },
    response: { status: 200, body: { RateResponse: { Response: { ResponseStatus: { Code: "1" } } } } },
  },
  {
    name: "rate: not JSON",
    operation: "rate",
    source: "malformed answer: a 200 page that is not JSON",
    request: { method: "POST", path: RATE },
    response: { status: 200, body: "<html><body>Please wait</body></html>" },
  },
  {
    name: "rate: maintenance page",
    operation: "rate",
    source: "an HTML maintenance page (503)",
    request: { method: "POST", path: RATE },
    response: { status: 503, headers: { "content-type": "text/html" }, body: MAINTENANCE_PAGE },
  },
  // Rating of UPS Standard held at an Access Point (Rating.yaml, RequestOption Rate,
  // ShipmentIndicationType 01 with AlternateDeliveryAddress).
  {
    name: "rate access point: ok",
    operation: "rate access point",
    source: `${DOCS}/Rating.yaml (Shipment_ShipmentIndicationType 01, Shipment_AlternateDeliveryAddress)`,
    request: { method: "POST", path: RATE_ONE, includes: ['"ShipmentIndicationType":[{"Code":"01"}]'] },
    response: {
      status: 200,
      body: {
        RateResponse: {
          Response: { ResponseStatus: { Code: "1", Description: "Success" } },
          RatedShipment: [rated("11", "15.90", "2", "20260114")],
        },
      },
    },
  },
  {
    name: "rate access point: refused",
    operation: "rate access point",
    source: "developer.ups.com/api/reference/rating/error-codes 111210 (no Access Point service)",
    request: { method: "POST", path: RATE_ONE },
    response: {
      status: 400,
      body: upsError("111210", "The requested service is unavailable between the selected locations."),
    },
  },
  // Shipping (Shipping.yaml, POST /shipments/{version}/ship).
  {
    name: "ship: ok (PDF from the GIF label)",
    operation: "ship",
    source: `${DOCS}/Shipping.yaml (SHIPResponseWrapper, ShippingLabel GraphicImage base64)`,
    request: { method: "POST", path: SHIP, includes: ['"LabelImageFormat":{"Code":"GIF"}'] },
    response: { status: 200, body: shipAnswer("GIF") },
  },
  {
    name: "ship: ok (ZPL)",
    operation: "ship",
    source: `${DOCS}/Shipping.yaml (SHIPResponseWrapper, LabelImageFormat ZPL)`,
    request: { method: "POST", path: SHIP, includes: ['"LabelImageFormat":{"Code":"ZPL"}'] },
    response: { status: 200, body: shipAnswer("ZPL") },
  },
  {
    name: "ship: address validation error",
    operation: "ship",
    source: "developer.ups.com/api/reference/shipping/error-codes 120802",
    request: { method: "POST", path: SHIP },
    response: { status: 400, body: upsError("120802", "Address Validation Error on ShipTo address") },
  },
  {
    name: "ship: invalid shipper number",
    operation: "ship",
    source: "developer.ups.com/api/reference/shipping/error-codes 120100",
    request: { method: "POST", path: SHIP },
    response: { status: 400, body: upsError("120100", "Missing or invalid shipper number") },
  },
  {
    name: "ship: hang",
    operation: "ship",
    source: "timeout scenario (outcome unknown: reconcile by label recovery)",
    request: { method: "POST", path: SHIP },
    response: { hang: true },
  },
  {
    name: "ship: wrong shape",
    operation: "ship",
    source: "malformed answer: ShipmentResults without a label",
    request: { method: "POST", path: SHIP },
    response: {
      status: 200,
      body: {
        ShipmentResponse: {
          Response: { ResponseStatus: { Code: "1" } },
          ShipmentResults: { ShipmentIdentificationNumber: "1Z12345E0205271688", PackageResults: [{}] },
        },
      },
    },
  },
  // Void (Shipping.yaml, DELETE /shipments/{version}/void/cancel/{shipmentidentificationnumber}).
  {
    name: "void: ok",
    operation: "void",
    source: `${DOCS}/Shipping.yaml (VOIDSHIPMENTResponseWrapper)`,
    request: { method: "DELETE", path: VOID },
    response: {
      status: 200,
      body: {
        VoidShipmentResponse: {
          Response: { ResponseStatus: { Code: "1", Description: "Success" } },
          SummaryResult: { Status: { Code: "1", Description: "Voided" } },
        },
      },
    },
  },
  {
    name: "void: refused",
    operation: "void",
    source: `${DOCS}/Shipping.yaml (400 ErrorResponse of VoidShipment; code of the void family, illustrative)`,
    request: { method: "DELETE", path: VOID },
    response: { status: 400, body: upsError("190117", "The shipment cannot be voided") },
  },
  // Label recovery by our reference (Shipping.yaml, POST /labels/{version}/recovery).
  {
    name: "recovery: ok",
    operation: "recovery",
    source: `${DOCS}/Shipping.yaml (LABELRECOVERYResponseWrapper, ReferenceValues)`,
    request: { method: "POST", path: RECOVERY, includes: ['"ReferenceNumber":{"Value":"ORD-42"}'] },
    response: {
      status: 200,
      body: {
        LabelRecoveryResponse: {
          Response: { ResponseStatus: { Code: "1", Description: "Success" } },
          ShipmentIdentificationNumber: "1Z12345E0205271688",
          LabelResults: [
            {
              TrackingNumber: "1Z12345E0205271688",
              LabelImage: { LabelImageFormat: { Code: "PDF" }, GraphicImage: UPS_STUB_PDF_BASE64 },
            },
          ],
        },
      },
    },
  },
  {
    name: "recovery: not found",
    operation: "recovery",
    source: `${DOCS}/Shipping.yaml (LabelRecovery error response, no shipment for the reference)`,
    request: { method: "POST", path: RECOVERY },
    response: { status: 404, body: upsError("190202", "No shipment found for the reference number") },
  },
  // UPS Access Point search (Locator.yaml, POST /locations/{version}/search/availabilities/64).
  {
    name: "locator: by id",
    operation: "locator by id",
    source: `${DOCS}/Locator.yaml (AccessPointSearch PublicAccessPointID)`,
    request: { method: "POST", path: LOCATOR, includes: ['"PublicAccessPointID":"U51234567"'] },
    response: {
      status: 200,
      body: locatorAnswer([
        dropLocation("U51234567", "TABAC DE LA ROQUETTE", "12 RUE DE LA ROQUETTE", "48.8553", "2.3736"),
      ]),
    },
  },
  {
    name: "locator: ok",
    operation: "locator",
    source: `${DOCS}/Locator.yaml (LOCATORResponseWrapper, request option 64)`,
    request: { method: "POST", path: LOCATOR, includes: ['"AccessPointStatus":"01"'] },
    response: {
      status: 200,
      body: locatorAnswer([
        dropLocation("U51234567", "TABAC DE LA ROQUETTE", "12 RUE DE LA ROQUETTE", "48.8553", "2.3736"),
        dropLocation("U59876543", "PRESSE VOLTAIRE", "140 BOULEVARD VOLTAIRE", "48.8571", "2.3802"),
        // Not an Access Point (no public id): left out.
        {
          ...dropLocation("U0", "UPS CUSTOMER CENTER", "1 RUE DU DEPOT", "48.86", "2.38"),
          AccessPointInformation: {},
        },
      ]),
    },
  },
  {
    name: "locator: failure",
    operation: "locator",
    source: `${DOCS}/Locator.yaml (Response ResponseStatusCode 0 with Response_Error; code illustrative)`,
    request: { method: "POST", path: LOCATOR },
    response: {
      status: 200,
      body: {
        LocatorResponse: {
          Response: {
            ResponseStatusCode: "0",
            ResponseStatusDescription: "Failure",
            Error: { ErrorSeverity: "Hard", ErrorCode: "350103", ErrorDescription: "Invalid origin address" },
          },
          AllowAllConfidenceLevels: "false",
          SearchResults: {},
        },
      },
    },
  },
  {
    name: "locator: hang",
    operation: "locator",
    source: "timeout scenario",
    request: { method: "POST", path: LOCATOR },
    response: { hang: true },
  },
  // Tracking (Tracking.yaml, GET /track/v1/details/{inquiryNumber}).
  {
    name: "track: ok",
    operation: "track",
    source: `${DOCS}/Tracking.yaml (TrackApiResponse); Tracking appendix status codes`,
    request: { method: "GET", path: track("1Z12345E0205271688") },
    response: {
      status: 200,
      body: {
        trackResponse: {
          shipment: [
            {
              inquiryNumber: "1Z12345E0205271688",
              package: [
                {
                  trackingNumber: "1Z12345E0205271688",
                  activity: [
                    activity("20260114", "101500", "D", "011", "DELIVERED"),
                    activity("20260114", "073000", "I", "072", "Loaded on Delivery Vehicle"),
                    activity("20260113", "220000", "I", "005", "Arrived at Facility"),
                    activity("20260112", "170000", "P", "038", "Pickup Scan"),
                    activity("20260112", "090000", "M", "003", "Shipper created a label"),
                  ],
                },
              ],
            },
          ],
        },
      },
    },
  },
  {
    name: "track: exception",
    operation: "track",
    source: `${DOCS}/Tracking.yaml (TrackApiResponse); status 013 Exception`,
    request: { method: "GET", path: track("1Z12345E0205271697") },
    response: {
      status: 200,
      body: {
        trackResponse: {
          shipment: [
            {
              package: [
                {
                  activity: [
                    activity("20260113", "140000", "X", "013", "Incorrect address"),
                    activity("20260112", "170000", "P", "038", "Pickup Scan"),
                  ],
                },
              ],
            },
          ],
        },
      },
    },
  },
  {
    name: "track: not found",
    operation: "track",
    source: `${DOCS}/Tracking.yaml (404 Tracking number information not found)`,
    request: { method: "GET", path: track("1Z00000000000000") },
    response: { status: 404, body: upsError("TW0001", "Tracking Information Not Found") },
  },
  {
    name: "track: invalid inquiry number",
    operation: "track",
    source: `${DOCS}/Tracking.yaml (400 Invalid request)`,
    request: { method: "GET", path: track("BAD") },
    response: { status: 400, body: upsError("TV1002", "Invalid inquiry number") },
  },
  {
    name: "track: hang",
    operation: "track",
    source: "timeout scenario",
    request: { method: "GET", path: track("1ZHANG0000000000") },
    response: { hang: true },
  },
];

/**
 * What the connector must make of each pair: "ok"; "refused" (a void UPS refused: an answer);
 * "none" (no shipment for the reference: an answer); or the CarrierCallError code it raises.
 */
export const UPS_PAIR_OUTCOMES: Record<string, "ok" | "refused" | "none" | TCarrierCallErrorCode> = {
  "token: ok": "ok",
  "token: invalid client": "carrier.auth_failed",
  "token: hang": "carrier.timeout",
  "token: maintenance page": "carrier.unavailable",
  "rate: ok": "ok",
  "rate: service unavailable between locations": "carrier.service_unavailable",
  "rate: invalid postcode": "carrier.invalid_address",
  "rate: weight over the service's limit": "carrier.service_unavailable",
  "rate: invalid authentication": "carrier.auth_failed",
  "rate: blocked merchant": "carrier.auth_failed",
  "rate: rate limit exceeded": "carrier.unavailable",
  "rate: hang": "carrier.timeout",
  "rate: wrong shape": "carrier.malformed_answer",
  "rate: not JSON": "carrier.malformed_answer",
  "rate: maintenance page": "carrier.unavailable",
  "rate access point: ok": "ok",
  "rate access point: refused": "none",
  "locator: by id": "ok",
  "locator: ok": "ok",
  "locator: failure": "carrier.invalid_request",
  "locator: hang": "carrier.timeout",
  "ship: ok (PDF from the GIF label)": "ok",
  "ship: ok (ZPL)": "ok",
  "ship: address validation error": "carrier.invalid_address",
  "ship: invalid shipper number": "carrier.auth_failed",
  "ship: hang": "carrier.timeout",
  "ship: wrong shape": "carrier.malformed_answer",
  "void: ok": "ok",
  "void: refused": "refused",
  "recovery: ok": "ok",
  "recovery: not found": "none",
  "track: ok": "ok",
  "track: exception": "ok",
  "track: not found": "carrier.not_found",
  "track: invalid inquiry number": "carrier.not_found",
  "track: hang": "carrier.timeout",
};
