import type { TStubPair } from "../../testing/carrier-stub-server.ts";

// MyDHL API request/response pairs written from DHL's published OpenAPI document "DHL Express
// APIs (MyDHL API)" 3.1.1 (developer.dhl.com/api-reference/dhl-express-mydhl-api): its example
// requests and answers, its error examples per operation, and the shapes of its schemas. Values
// (accounts, prices, dates) are ours; the fields and error texts are DHL's.

const SPEC = "developer.dhl.com/api-reference/dhl-express-mydhl-api (OpenAPI 3.1.1)";
const TRACKING_PATH = /^\/shipments\/[^/]+\/tracking$/;

/** The accounts the tests' credentials carry. */
export const DHL_TEST_ACCOUNTS = { shipper: "123456789", import: "950000002" } as const;
/** The tracking number the stub does not know (tracking's 404). */
export const DHL_UNKNOWN_TRACKING_NUMBER = "1234000000";
/** The reference the stub finds a shipment for (GET /tracking by reference). */
export const DHL_KNOWN_REFERENCE = "SC-REF-FOUND";

/** A minimal PDF and a ZPL label, as DHL sends them: base64 in documents[].content. */
export const DHL_LABEL_PDF = "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
export const DHL_LABEL_ZPL = "^XA^FO50,50^A0N,40,40^FD1103733901^FS^XZ";
const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/** Pairs chosen only when a test forces them by name (stub.use): no request contains this. */
const FORCED_ONLY = ["(forced by name only)"];

type TProblemPair = Pick<TStubPair, "name" | "operation"> & {
  /** The documentation's example, after the specification's name. */
  example: string;
  method: "GET" | "POST";
  path: string | RegExp;
  status: number;
  title: string;
  detail: string;
  additionalDetails?: string[];
  /** Chosen by its path like a success (the unknown waybill), not only when forced. */
  byPath?: boolean;
};

/** An error answer in DHL's problem shape (supermodelIoLogisticsExpressErrorResponse). */
function problemPair(pair: TProblemPair): TStubPair {
  const instance = `/expressapi${typeof pair.path === "string" ? pair.path : "/shipments/1103733901/tracking"}`;
  return {
    name: pair.name,
    operation: pair.operation,
    source: `${SPEC} ${pair.example}`,
    request: { method: pair.method, path: pair.path, ...(pair.byPath ? {} : { includes: FORCED_ONLY }) },
    response: {
      status: pair.status,
      body: {
        instance,
        detail: pair.detail,
        title: pair.title,
        message: pair.title,
        status: String(pair.status),
        ...(pair.additionalDetails ? { additionalDetails: pair.additionalDetails } : {}),
      },
    },
  };
}

/** The documented 500 "Process Error" example, which names its status `code`. */
function processErrorPair(operation: string, path: string): TStubPair {
  return {
    name: `${operation}: process error`,
    operation,
    source: `${SPEC} POST ${path} 500 "Process Error" example`,
    request: { method: "POST", path, includes: FORCED_ONLY },
    response: {
      status: 500,
      body: {
        instance: `/expressapi${path}`,
        detail: "999: Process failure occurred. Process ID associated for that transaction (1234567890)",
        title: "Internal Server Error",
        message: "Internal Server Error",
        code: "500",
      },
    },
  };
}

function hangPair(operation: string, method: "GET" | "POST", path: string | RegExp, why = ""): TStubPair {
  return {
    name: `${operation}: hang`,
    operation,
    source: `No answer (timeout)${why}`,
    request: { method, path, includes: FORCED_ONLY },
    response: { hang: true },
  };
}

const UNAUTHORIZED = {
  example: "securitySchemes basicAuth: refused credentials answer HTTP 401 in the problem shape",
  status: 401,
  title: "Unauthorized",
  detail: "Invalid credentials",
} as const;

const product = (
  code: string,
  name: string,
  total: number,
  fuel: number,
  days: number,
  delivery: string,
) => ({
  productName: name,
  productCode: code,
  localProductCode: code,
  localProductCountryCode: "FR",
  networkTypeCode: "TD",
  isCustomerAgreement: false,
  weight: { volumetric: 1.2, provided: 2.5, unitOfMeasurement: "metric" },
  totalPrice: [
    { currencyType: "BILLC", priceCurrency: "EUR", price: total },
    { currencyType: "PULCL", priceCurrency: "EUR", price: total },
    { currencyType: "BASEC", priceCurrency: "EUR", price: total },
  ],
  totalPriceBreakdown: [
    {
      currencyType: "BILLC",
      priceCurrency: "EUR",
      priceBreakdown: [
        { typeCode: "STTXA", price: 0 },
        { typeCode: "SPRQT", price: total - fuel },
      ],
    },
  ],
  detailedPriceBreakdown: [
    {
      currencyType: "BILLC",
      priceCurrency: "EUR",
      breakdown: [
        { name: name, price: total - fuel },
        {
          name: "FUEL SURCHARGE",
          serviceCode: "FF",
          localServiceCode: "FF",
          serviceTypeCode: "SCH",
          price: fuel,
        },
        { name: "SATURDAY DELIVERY", serviceCode: "AA", serviceTypeCode: "XCH", isMarketedService: true },
      ],
    },
  ],
  pickupCapabilities: {
    nextBusinessDay: false,
    localCutoffDateAndTime: "2026-11-26T17:00:00",
    pickupEarliest: "09:00:00",
    pickupLatest: "18:00:00",
    originServiceAreaCode: "PAR",
    originFacilityAreaCode: "CDG",
  },
  deliveryCapabilities: {
    deliveryTypeCode: "QDDC",
    estimatedDeliveryDateAndTime: delivery,
    destinationServiceAreaCode: "BER",
    totalTransitDays: days,
  },
  pricingDate: "2026-11-25",
});

const ratePairs: TStubPair[] = [
  {
    name: "rate: import",
    operation: "rate",
    source: `${SPEC} POST /rates 200 (sample response; accounts[].number an import account)`,
    request: { method: "POST", path: "/rates", includes: [`"number":"${DHL_TEST_ACCOUNTS.import}"`] },
    response: {
      status: 200,
      body: { products: [product("P", "EXPRESS WORLDWIDE NONDOC", 154.3, 30.25, 3, "2026-11-30T23:59:00")] },
    },
  },
  {
    name: "rate: ok",
    operation: "rate",
    source: `${SPEC} POST /rates 200 (nonDocInternationalShipmentRatesResponse)`,
    request: { method: "POST", path: "/rates" },
    response: {
      status: 200,
      body: {
        products: [
          product("P", "EXPRESS WORLDWIDE NONDOC", 96.84, 18.84, 2, "2026-11-27T23:59:00"),
          product("Y", "EXPRESS 12:00 NONDOC", 112.5, 21.9, 2, "2026-11-27T12:00:00"),
          // Express 9:00 has no service of ours: not offered.
          product("E", "EXPRESS 9:00 NONDOC", 140, 27.3, 2, "2026-11-27T09:00:00"),
        ],
        exchangeRates: [{ currentExchangeRate: 1, currency: "EUR", baseCurrency: "EUR" }],
      },
    },
  },
  problemPair({
    name: "rate: account refused",
    operation: "rate",
    example: 'POST /rates 400 "Invalid parameter" example',
    method: "POST",
    path: "/rates",
    status: 400,
    title: "Bad request",
    detail: "The account number is not found or invalid. Please check the account number and retry.",
  }),
  problemPair({
    name: "rate: city format",
    operation: "rate",
    example:
      '400 "Parameters not having correct format" example (GET /address-validate), for the rating\'s cityName',
    method: "POST",
    path: "/rates",
    status: 400,
    title: "Bad request",
    detail: "Parameters not having correct format: cityName (maxLength=45)",
  }),
  problemPair({
    ...UNAUTHORIZED,
    name: "rate: unauthorized",
    operation: "rate",
    method: "POST",
    path: "/rates",
  }),
  processErrorPair("rate", "/rates"),
  {
    name: "rate: maintenance page",
    operation: "rate",
    source: "An HTML maintenance page in front of the API (gateway), not a MyDHL answer",
    request: { method: "POST", path: "/rates", includes: FORCED_ONLY },
    response: {
      status: 503,
      headers: { "content-type": "text/html" },
      body: "<html><body><h1>Service temporarily unavailable</h1></body></html>",
    },
  },
  {
    name: "rate: html with 200",
    operation: "rate",
    source: "A proxy's HTML page answered with 200 instead of the API's JSON",
    request: { method: "POST", path: "/rates", includes: FORCED_ONLY },
    response: {
      status: 200,
      headers: { "content-type": "text/html" },
      body: "<html><body>Login</body></html>",
    },
  },
  {
    name: "rate: wrong shape",
    operation: "rate",
    source: `${SPEC} POST /rates: products must be an array (supermodelIoLogisticsExpressRates)`,
    request: { method: "POST", path: "/rates", includes: FORCED_ONLY },
    response: { status: 200, body: { products: "none" } },
  },
  hangPair("rate", "POST", "/rates"),
];

const shipment = (format: "PDF" | "ZPL") => ({
  shipmentTrackingNumber: "1103733901",
  trackingUrl: "https://express.api.dhl.com/mydhlapi/shipments/1103733901/tracking",
  dispatchConfirmationNumber: "PRG201220123456",
  cancelPickupUrl: "https://express.api.dhl.com/mydhlapi/pickups/PRG201220123456",
  packages: [
    {
      referenceNumber: 1,
      trackingNumber: "JD014600004617230770",
      trackingUrl:
        "https://express.api.dhl.com/mydhlapi/shipments/1103733901/tracking?pieceTrackingNumber=JD014600004617230770",
    },
  ],
  documents: [
    {
      imageFormat: format,
      content: base64(format === "ZPL" ? DHL_LABEL_ZPL : DHL_LABEL_PDF),
      typeCode: "label",
    },
  ],
  shipmentDetails: [
    { pickupDetails: { localCutoffDateAndTime: "2026-11-26T17:00:00", totalTransitDays: "2" } },
  ],
  estimatedDeliveryDate: { estimatedDeliveryDate: "2026-11-27T23:59:00Z", estimatedDeliveryType: "QDDC" },
});

const shipPairs: TStubPair[] = [
  {
    name: "ship: ok zpl",
    operation: "ship",
    source: `${SPEC} POST /shipments 201 (nonDocInternationalShipmentResponse, encodingFormat zpl)`,
    request: { method: "POST", path: "/shipments", includes: ['"encodingFormat":"zpl"'] },
    response: { status: 201, body: shipment("ZPL") },
  },
  {
    name: "ship: ok",
    operation: "ship",
    source: `${SPEC} POST /shipments 201 (nonDocInternationalShipmentResponse)`,
    request: { method: "POST", path: "/shipments" },
    response: { status: 201, body: shipment("PDF") },
  },
  problemPair({
    name: "ship: date format",
    operation: "ship",
    example: 'POST /shipments 400 "Incorrect date" example',
    method: "POST",
    path: "/shipments",
    status: 400,
    title: "Bad request",
    detail:
      "998: ShipTimeStamp is not well formatted.(Expected Sample Format : '2010-02-11T17:10:09 GMT+01:00')",
  }),
  problemPair({
    name: "ship: service not on route",
    operation: "ship",
    example: 'POST /shipments 400 "Invalid parameter" example (7008)',
    method: "POST",
    path: "/shipments",
    status: 400,
    title: "Bad request",
    detail:
      "7008: The requested Special Service Code  #/valueAddedServices/0/serviceCode 'II' is not available between this origin and destination. Please validate the products and services combination (via the /rates or /products service) or contact our customer service.",
  }),
  problemPair({
    name: "ship: multiple problems",
    operation: "ship",
    example:
      'components.examples "Multiple problems found, see Additional Details" (7127 countryCode, 7147 description)',
    method: "POST",
    path: "/shipments",
    status: 400,
    title: "Bad request",
    detail: "Multiple problems found, see Additional Details",
    additionalDetails: [
      "7127: The receiverDetails/postalAddress/countryCode value provided is invalid.",
      "7147: The shipment description #/content/description Match Keyword[Description:UNIQUE] is not allowed.",
    ],
  }),
  problemPair({
    name: "ship: schema validation",
    operation: "ship",
    example: 'POST /shipments 422 "Schema validation error" example',
    method: "POST",
    path: "/shipments",
    status: 422,
    title: "Validation error",
    detail: "#/content/packages/0/identifiers/0: extraneous key [dataIdentifier] is not permitted",
  }),
  processErrorPair("ship", "/shipments"),
  {
    name: "ship: without label",
    operation: "ship",
    source: `${SPEC} POST /shipments 201 without documents (labelFreeShipmentResponse) although a label was asked`,
    request: { method: "POST", path: "/shipments", includes: FORCED_ONLY },
    response: { status: 201, body: { shipmentTrackingNumber: "1103733902", packages: [] } },
  },
  hangPair("ship", "POST", "/shipments", ": the shipment may exist at DHL"),
];

const trackPairs: TStubPair[] = [
  problemPair({
    name: "track: not found",
    operation: "track",
    example: 'GET /shipments/{shipmentTrackingNumber}/tracking 404 "No data found" example',
    method: "GET",
    path: new RegExp(`^/shipments/${DHL_UNKNOWN_TRACKING_NUMBER}/tracking$`),
    status: 404,
    title: "Not data found",
    detail: "No data found",
    byPath: true,
  }),
  {
    name: "track: ok",
    operation: "track",
    source: `${SPEC} GET /shipments/{shipmentTrackingNumber}/tracking 200 (sample tracking response)`,
    request: { method: "GET", path: TRACKING_PATH },
    response: {
      status: 200,
      body: {
        shipments: [
          {
            shipmentTrackingNumber: "1103733901",
            status: "Success",
            shipmentTimestamp: "2026-11-25T13:42:48",
            productCode: "P",
            description: "BOOKS",
            shipperDetails: {
              name: "",
              postalAddress: { cityName: "", postalCode: "", countryCode: "FR" },
              serviceArea: [{ code: "PAR", description: "PARIS-FR" }],
            },
            receiverDetails: {
              name: "",
              postalAddress: { cityName: "", postalCode: "", countryCode: "DE" },
              serviceArea: [{ code: "BER", description: "BERLIN-DE", facilityCode: "SXF" }],
            },
            totalWeight: 2.5,
            unitOfMeasurements: "metric",
            events: [
              {
                date: "2026-11-25",
                time: "16:56:21",
                GMTOffset: "+01:00",
                typeCode: "PU",
                description: "Shipment picked up",
                serviceArea: [{ code: "PAR", description: "PARIS-FR" }],
              },
              {
                date: "2026-11-25",
                time: "21:28:58",
                GMTOffset: "+01:00",
                typeCode: "DF",
                description: "Shipment has departed from a DHL facility- PARIS-FR",
                serviceArea: [{ code: "PAR", description: "PARIS-FR" }],
              },
              {
                date: "2026-11-26",
                time: "04:18:00",
                GMTOffset: "+01:00",
                typeCode: "AR",
                description: "Arrived at DHL Delivery Facility - BERLIN-DE",
                serviceArea: [{ code: "BER", description: "BERLIN-DE" }],
              },
              {
                date: "2026-11-26",
                time: "08:50:14",
                GMTOffset: "+01:00",
                typeCode: "WC",
                description: "Shipment is out with courier for delivery",
                serviceArea: [{ code: "BER", description: "BERLIN-DE" }],
              },
              {
                date: "2026-11-26",
                time: "11:59:23",
                GMTOffset: "+01:00",
                typeCode: "OK",
                description: "Delivered",
                serviceArea: [{ code: "BER", description: "BERLIN-DE" }],
                signedBy: "A. SCHMIDT",
              },
            ],
            numberOfPieces: 1,
          },
        ],
      },
    },
  },
  problemPair({
    name: "track: bad view",
    operation: "track",
    example: "GET /shipments/{shipmentTrackingNumber}/tracking 400 example (trackingView)",
    method: "GET",
    path: TRACKING_PATH,
    status: 400,
    title: "Bad request",
    detail:
      "Parameters not having correct format: trackingView (valid parameters for trackingView are [last-checkpoint, all-checkpoints, bbx-children, advance-shipment, shipment-details-only]",
  }),
  hangPair("track", "GET", TRACKING_PATH),
];

const findPairs: TStubPair[] = [
  {
    name: "find: ok",
    operation: "find",
    source: `${SPEC} GET /tracking by shipmentReference 200 (trackingView shipment-details-only)`,
    request: { method: "GET", path: "/tracking", includes: [`shipmentReference=${DHL_KNOWN_REFERENCE}`] },
    response: {
      status: 200,
      body: {
        shipments: [
          {
            shipmentTrackingNumber: "1103733901",
            status: "Success",
            shipmentTimestamp: "2026-11-25T10:02:00",
            productCode: "P",
            shipperReferences: [{ value: DHL_KNOWN_REFERENCE, typeCode: "CU" }],
          },
        ],
      },
    },
  },
  problemPair({
    name: "find: none",
    operation: "find",
    example: 'GET /tracking 404 "No data found" example',
    method: "GET",
    path: "/tracking",
    status: 404,
    title: "Not data found",
    detail: "No Shipments Found for ReferenceID | ShipReferenceRCS03",
    byPath: true,
  }),
  problemPair({
    name: "find: missing account",
    operation: "find",
    example: 'GET /tracking 400 "Invalid parameter" example',
    method: "GET",
    path: "/tracking",
    status: 400,
    title: "Missing parameters",
    detail: "Missing mandatory parameters: shipperAccountNumber",
  }),
];

/** A DHL Express Service Point as the locator answers (example "Service points with input as address"). */
const servicePoint = (facilityId: string, name: string, open: number | string, close: number | string) => ({
  facilityTypeCode: "EC",
  serviceAreaCode: "PAR",
  facilityId,
  servicePointName: "DHL Service Point",
  servicePointNameFormatted: "DHL Service Point",
  localName: name,
  servicePointType: "PARTNER",
  address: {
    addressLine1: "14 rue du Louvre",
    addressLine2: "Galerie marchande",
    addressLine3: null,
    street: null,
    houseNumber: null,
    city: "PARIS",
    zipCode: "75001",
    country: "FR",
  },
  geoLocation: { latitude: 48.8623, longitude: 2.3412, suggestion: null },
  distance: "0.42 km",
  shippingCutOffTime: 50400.0,
  openingHours: {
    html: null,
    holidays: { open: [], closed: [{ from: "25-12-2026", to: "25-12-2026" }] },
    openingHours: [
      { dayOfWeek: "MONDAY", openingTime: open, closingTime: close },
      { dayOfWeek: "SATURDAY", openingTime: open, closingTime: "1:00 PM" },
      { dayOfWeek: "HOLIDAY", openingTime: open, closingTime: close },
    ],
  },
  servicePointCapabilities: { shipmentDropOff: true, shipmentCollection: true, labelPrinting: true },
  svpStatus: "A",
  timeZone: { fixed: true, id: "+01:00" },
});

/** The locator's own error answers: HTTP 200 with a status code (examples of GET /servicepoints). */
const locatorStatus = (
  name: string,
  statusCode: number,
  statusMessage: string,
  byQuery = false,
): TStubPair => ({
  name,
  operation: "relay",
  source: `${SPEC} GET /servicepoints 200 example "${statusMessage}"`,
  request: { method: "GET", path: "/servicepoints", includes: byQuery ? ["countryCode=ZZ"] : FORCED_ONLY },
  response: {
    status: 200,
    body: { status: { statusCode, statusMessage }, servicePoints: null, messages: null },
  },
});

const relayPairs: TStubPair[] = [
  {
    name: "relay: by id",
    operation: "relay",
    source: `${SPEC} GET /servicepoints 200 example "Service points with input as Service Point ID"`,
    request: { method: "GET", path: "/servicepoints", includes: ["servicePointID=PAR041"] },
    response: {
      status: 200,
      body: {
        status: { statusCode: 1, statusMessage: "OK" },
        servicePoints: [servicePoint("PAR041", "Tabac du Louvre", 600, 990)],
      },
    },
  },
  locatorStatus("relay: none", 201, "Error: No Service Points found.", true),
  {
    name: "relay: ok",
    operation: "relay",
    source: `${SPEC} GET /servicepoints 200 example "Service points with input as address"`,
    request: { method: "GET", path: "/servicepoints" },
    response: {
      status: 200,
      body: {
        status: { statusCode: 1, statusMessage: "OK" },
        searchAddress: "75001 Paris",
        servicePoints: [
          servicePoint("PAR041", "Tabac du Louvre", 600, 990),
          servicePoint("PAR077", "Presse des Halles", "9:00 AM", "7:30 PM"),
        ],
      },
    },
  },
  locatorStatus(
    "relay: missing parameter",
    101,
    "Error: Mandatory parameter is missing or empty: countryCode or longitude and latitude",
  ),
  {
    name: "relay: process error",
    operation: "relay",
    source: `${SPEC} GET /servicepoints 500 "Unexpected error" example (ExceptionResponse)`,
    request: { method: "GET", path: "/servicepoints", includes: FORCED_ONLY },
    response: {
      status: 500,
      body: {
        message: "Internal Server Error. Please check GSPL log for more details",
        status: "500",
        exception: null,
      },
    },
  },
  hangPair("relay", "GET", "/servicepoints"),
];

const credentialPairs: TStubPair[] = [
  {
    name: "credentials: ok",
    operation: "credentials",
    source: `${SPEC} GET /address-validate 200 (supermodelIoLogisticsExpressAddressValidateResponse)`,
    request: { method: "GET", path: "/address-validate" },
    response: {
      status: 200,
      body: {
        address: [
          {
            countryCode: "FR",
            postalCode: "",
            cityName: "",
            serviceArea: { code: "PAR", description: "PARIS-FR", GMTOffset: "+01:00" },
          },
        ],
      },
    },
  },
  problemPair({
    ...UNAUTHORIZED,
    name: "credentials: refused",
    operation: "credentials",
    method: "GET",
    path: "/address-validate",
  }),
];

/** Every documented pair of the MyDHL API the DHL connector uses. */
export const DHL_STUB_PAIRS: readonly TStubPair[] = [
  ...ratePairs,
  ...shipPairs,
  ...trackPairs,
  ...findPairs,
  ...relayPairs,
  ...credentialPairs,
];
