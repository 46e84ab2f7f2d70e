import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startCarrierStub, type TCarrierStub } from "../../testing/carrier-stub-server.ts";
import type { TLiveConnector } from "../live-carrier.ts";
import { dhlCarrier } from "./index.ts";
import {
  DHL_KNOWN_REFERENCE,
  DHL_LABEL_PDF,
  DHL_LABEL_ZPL,
  DHL_STUB_PAIRS,
  DHL_UNKNOWN_TRACKING_NUMBER,
} from "./stub-pairs.ts";
import { dhlTestOptions, HANG_TIMEOUT_MS, NOW, rateRequest, shipRequest } from "./test-fixtures.ts";

let stub: TCarrierStub;
type TDhlConnector = Required<
  Pick<
    TLiveConnector,
    "rate" | "createShipment" | "track" | "findShipment" | "dropOffLocations" | "dropOffLocation"
  >
>;
let connector: TDhlConnector;
/** The same connector with short time limits, for the hanging pairs. */
let hasty: TDhlConnector;
const ctx = { now: NOW };

beforeAll(async () => {
  stub = await startCarrierStub(DHL_STUB_PAIRS);
  connector = dhlCarrier.create(dhlTestOptions(stub.url)) as TDhlConnector;
  hasty = dhlCarrier.create(dhlTestOptions(stub.url, HANG_TIMEOUT_MS)) as TDhlConnector;
});
afterEach(() => stub.reset());
afterAll(() => stub.close());

/** The last request the stub received, its JSON body read. */
function lastRequest() {
  const request = stub.requests.at(-1);
  if (!request) throw new Error("the stub received nothing");
  return { ...request, json: request.body ? JSON.parse(request.body) : undefined };
}

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught) => caught,
  );
  if (!error) throw new Error("expected the call to fail");
  return error;
}

describe("DHL rate: request mapping", () => {
  it("sends the shipper account, both places, metric pieces one per parcel and the local planned time", async () => {
    await connector.rate(rateRequest(), ctx);
    const request = lastRequest();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/rates");
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from("shipcompareFR:s3cret").toString("base64")}`,
    );
    expect(request.headers["x-version"]).toBe("3.1.0");
    expect(request.json).toMatchObject({
      customerDetails: {
        shipperDetails: { postalCode: "75001", cityName: "Paris", countryCode: "FR" },
        receiverDetails: { postalCode: "10115", cityName: "Berlin", countryCode: "DE" },
      },
      accounts: [{ typeCode: "shipper", number: "123456789" }],
      // Paris in November is GMT+01:00.
      plannedShippingDateAndTime: "2026-11-26T12:00:00 GMT+01:00",
      unitOfMeasurement: "metric",
      isCustomsDeclarable: false,
      nextBusinessDay: true,
    });
    const piece = { weight: 2.5, dimensions: { length: 30, width: 20, height: 10.5 } };
    expect(request.json.packages).toEqual([piece, piece]);
  });

  it("keeps imperial weights and sizes in pounds and inches, and declares customs outside the EU", async () => {
    await connector.rate(
      rateRequest({
        ship_to: { country_code: "US", postcode: "10001", city: "New York" },
        parcels: [{ number: 1, weight: 5.5, x: 12, y: 10, z: 4.25 }],
        unit: "us",
      }),
      ctx,
    );
    expect(lastRequest().json).toMatchObject({
      unitOfMeasurement: "imperial",
      isCustomsDeclarable: true,
      packages: [{ weight: 5.5, dimensions: { length: 12, width: 10, height: 4.25 } }],
    });
  });

  it("bills the import account when the sender is abroad and the recipient in the account's country", async () => {
    const quotes = await connector.rate(
      rateRequest({
        ship_from: { country_code: "GB", postcode: "SW1A 1AA", city: "London" },
        ship_to: { country_code: "FR", postcode: "75001", city: "Paris" },
      }),
      ctx,
    );
    expect(lastRequest().json).toMatchObject({
      accounts: [{ typeCode: "shipper", number: "950000002" }],
      payerCountryCode: "FR",
      isCustomsDeclarable: true,
    });
    expect(quotes.map((quote) => quote.service_code)).toEqual(["DHL_EXPRESS_IMPORT"]);
  });

  it("asks nothing for pallets: DHL Freight is not sold through MyDHL", async () => {
    const before = stub.requests.length;
    expect(await connector.rate(rateRequest({ shipment_type: 3 }), ctx)).toEqual([]);
    expect(stub.requests.length).toBe(before);
  });
});

describe("DHL rate: response mapping", () => {
  it("offers the products of our services with DHL's price, fuel line, dates and billed weight", async () => {
    const quotes = await connector.rate(rateRequest(), ctx);
    // Express 9:00 (E) has no service of ours.
    expect(quotes.map((quote) => quote.service_code)).toEqual(["DHL_EXPRESS_WORLDWIDE", "DHL_EXPRESS_1200"]);
    const [worldwide, noon] = quotes;
    expect(worldwide).toMatchObject({
      carrier_code: "DHL",
      service_name: "DHL Express Worldwide",
      shipment_date: "2026-11-26",
      expected_delivery_date: "2026-11-27",
      transit_days: 2,
      currency: "EUR",
    });
    expect(worldwide?.breakdown.base_price).toBe(7800);
    expect(worldwide?.breakdown.surcharges).toEqual([{ code: "fuel", amount: 1884 }]);
    expect(worldwide?.breakdown.billable_weight_g).toBe(2500);
    // The operator's margin on top of DHL's 96.84 EUR, VAT of an intra-EU shipment on top of that.
    expect(worldwide?.price_te).toBe(9684 + (worldwide?.breakdown.margin ?? 0));
    expect(worldwide?.breakdown.margin).toBeGreaterThan(0);
    expect(worldwide?.price_ti).toBe((worldwide?.price_te ?? 0) + (worldwide?.breakdown.vat_amount ?? 0));
    expect(noon).toMatchObject({ delivery_time: "12:00", is_express: 1 });
  });

  it("converts DHL's euros into the request's dollars", async () => {
    const [worldwide] = await connector.rate(rateRequest({ currency: "USD" }), ctx);
    expect(worldwide?.currency).toBe("USD");
    expect(worldwide?.breakdown.base_price).toBeGreaterThan(7800);
  });
});

describe("DHL rate: errors", () => {
  const cases = [
    ["rate: account refused", "carrier.auth_failed"],
    ["rate: unauthorized", "carrier.auth_failed"],
    ["rate: city format", "carrier.invalid_address"],
    ["rate: process error", "carrier.unavailable"],
    ["rate: maintenance page", "carrier.unavailable"],
    ["rate: html with 200", "carrier.malformed_answer"],
    ["rate: wrong shape", "carrier.malformed_answer"],
    ["rate: hang", "carrier.timeout"],
  ] as const;
  it.each(cases)("%s -> %s", async (pair, code) => {
    stub.use(pair);
    const error = await failureOf((pair === "rate: hang" ? hasty : connector).rate(rateRequest(), ctx));
    expect(error.code).toBe(code);
    // DHL's own words stay in the detail, for the logs.
    expect(error.detail.length).toBeGreaterThan(0);
  });

  it("retries a rating once after DHL's 500, never a timeout", async () => {
    stub.use("rate: process error");
    let before = stub.requests.length;
    await failureOf(connector.rate(rateRequest(), ctx));
    expect(stub.requests.length - before).toBe(2);
    stub.reset();
    stub.use("rate: hang");
    before = stub.requests.length;
    await failureOf(hasty.rate(rateRequest(), ctx));
    expect(stub.requests.length - before).toBe(1);
  });
});

describe("DHL shipment: request mapping", () => {
  it("maps parties, phones, address lines, pickup, insurance, reference, customs lines and the label format", async () => {
    await connector.createShipment(shipRequest(), ctx);
    const { json, path } = lastRequest();
    expect(path).toBe("/shipments");
    expect(json).toMatchObject({
      plannedShippingDateAndTime: "2026-11-26T10:30:00 GMT+01:00",
      pickup: { isRequested: true, closeTime: "18:00" },
      productCode: "P",
      accounts: [{ typeCode: "shipper", number: "123456789" }],
      valueAddedServices: [{ serviceCode: "II", value: 150, currency: "EUR" }],
      outputImageProperties: {
        encodingFormat: "pdf",
        imageOptions: [{ typeCode: "label", isRequested: true }],
      },
      customerReferences: [{ value: "SC-2026-000123", typeCode: "CU" }],
    });
    const shipper = json.customerDetails.shipperDetails;
    expect(shipper.contactInformation).toEqual({
      email: "jeanne@example.fr",
      phone: "+33612345678",
      companyName: "Librairie du Louvre",
      fullName: "Jeanne Martin",
    });
    expect(shipper.typeCode).toBe("business");
    // Three lines of at most 45 characters, words kept whole.
    expect(shipper.postalAddress).toEqual({
      postalCode: "75001",
      cityName: "Paris",
      countryCode: "FR",
      addressLine1: "12 rue de Rivoli, bâtiment B, escalier 3,",
      addressLine2: "quatrième étage porte gauche",
      addressLine3: "Cour intérieure",
    });
    const receiver = json.customerDetails.receiverDetails;
    expect(receiver.contactInformation).toMatchObject({ phone: "+12125550175", companyName: "John Smith" });
    expect(receiver.typeCode).toBe("private");
    expect(json.content).toMatchObject({
      packages: [{ weight: 3, dimensions: { length: 40, width: 30, height: 20 } }],
      isCustomsDeclarable: true,
      declaredValue: 80,
      declaredValueCurrency: "EUR",
      description: "Books",
      incoterm: "DAP",
      unitOfMeasurement: "metric",
    });
    expect(json.content.exportDeclaration).toMatchObject({
      invoice: { number: "SC-2026-000123", date: "2026-11-26" },
      exportReasonType: "commercial_purpose_or_sale",
      lineItems: [
        {
          number: 1,
          description: "Printed books",
          price: 20,
          quantity: { value: 3, unitOfMeasurement: "PCS" },
          manufacturerCountry: "FR",
          // 60 of the 80 EUR: three quarters of the 3 kg.
          weight: { netValue: 2.25, grossValue: 2.25 },
        },
        { number: 2, price: 2, manufacturerCountry: "CN", weight: { netValue: 0.75, grossValue: 0.75 } },
      ],
    });
  });

  it("chooses the domestic 12:00 product, no customs inside the EU, and a drop-off at noon", async () => {
    await connector.createShipment(
      shipRequest({
        quote: { offer_id: "offer-dhl-2", service_code: "DHL_EXPRESS_1200", shipment_date: "2026-11-27" },
        ship_to: {
          ...shipRequest().ship_to,
          country_code: "FR",
          postcode: "69001",
          city: "Lyon",
          phone: "0478000000",
        },
        shipping_method: "dropoff",
        pickup: undefined,
        insurance: undefined,
        duties: undefined,
      }),
      ctx,
    );
    const { json } = lastRequest();
    expect(json.productCode).toBe("1");
    expect(json.pickup).toEqual({ isRequested: false });
    expect(json.plannedShippingDateAndTime).toBe("2026-11-27T12:00:00 GMT+01:00");
    expect(json.content.isCustomsDeclarable).toBe(false);
    expect(json.content.exportDeclaration).toBeUndefined();
    expect(json.valueAddedServices).toBeUndefined();
    expect(json.customerDetails.receiverDetails.contactInformation.phone).toBe("+33478000000");
  });

  it("ships goods that stay inside the EU as DHL's non-dutiable product, without customs", async () => {
    const toBerlin = { ...shipRequest().ship_to, country_code: "DE", postcode: "10115", city: "Berlin" };
    await connector.createShipment(shipRequest({ ship_to: toBerlin, duties: undefined }), ctx);
    const { json } = lastRequest();
    expect(json.productCode).toBe("U");
    expect(json.content.isCustomsDeclarable).toBe(false);
    expect(json.content.declaredValue).toBeUndefined();
  });

  it("refuses a dutiable shipment without any value before calling DHL", async () => {
    const before = stub.requests.length;
    const error = await failureOf(
      connector.createShipment(shipRequest({ duties: [], declared_value: undefined }), ctx),
    );
    expect(error.code).toBe("carrier.invalid_request");
    expect(stub.requests.length).toBe(before);
  });
});

describe("DHL shipment: response mapping", () => {
  it("returns the waybill number, the decoded PDF label and the pickup confirmation", async () => {
    const created = await connector.createShipment(shipRequest(), ctx);
    expect(created).toMatchObject({
      carrier_shipment_id: "1103733901",
      tracking_numbers: ["1103733901"],
      pickup_confirmation: "PRG201220123456",
    });
    expect(created.tracking_url).toContain("tracking-id=1103733901");
    expect(created.labels).toHaveLength(1);
    expect(created.labels[0]).toMatchObject({ format: "PDF", content_type: "application/pdf" });
    expect(Buffer.from(created.labels[0]?.data ?? []).toString("utf8")).toBe(DHL_LABEL_PDF);
  });

  it("asks for and decodes a ZPL label", async () => {
    const created = await connector.createShipment(shipRequest({ label_format: "ZPL" }), ctx);
    expect(lastRequest().json.outputImageProperties.encodingFormat).toBe("zpl");
    expect(created.labels[0]?.content_type).toBe("application/zpl");
    expect(Buffer.from(created.labels[0]?.data ?? []).toString("utf8")).toBe(DHL_LABEL_ZPL);
  });
});

describe("DHL shipment: errors", () => {
  const cases = [
    ["ship: date format", "carrier.invalid_request"],
    ["ship: service not on route", "carrier.service_unavailable"],
    ["ship: multiple problems", "carrier.invalid_address"],
    ["ship: schema validation", "carrier.invalid_request"],
    ["ship: process error", "carrier.unavailable"],
    ["ship: without label", "carrier.malformed_answer"],
  ] as const;
  it.each(cases)("%s -> %s, sent once", async (pair, code) => {
    stub.use(pair);
    const before = stub.requests.length;
    const error = await failureOf(connector.createShipment(shipRequest(), ctx));
    expect(error.code).toBe(code);
    expect(stub.requests.length - before).toBe(1);
  });

  it("reports a timeout's outcome as unknown and never sends the shipment twice", async () => {
    stub.use("ship: hang");
    const before = stub.requests.length;
    const error = await failureOf(hasty.createShipment(shipRequest(), ctx));
    expect(error.code).toBe("carrier.timeout");
    expect(error.outcomeUnknown).toBe(true);
    expect(stub.requests.length - before).toBe(1);
  });
});

describe("DHL tracking", () => {
  it("reads every checkpoint as our keys, newest first, with DHL's offsets", async () => {
    const result = await connector.track({ tracking_number: "1103733901" }, ctx);
    const request = lastRequest();
    expect(request.path).toBe("/shipments/1103733901/tracking");
    expect(request.query).toContain("trackingView=all-checkpoints");
    expect(request.query).toContain("requestGMTOffsetPerEvent=true");
    expect(result.status).toBe("Delivered");
    expect(result.events.map((event) => event.description.key)).toEqual([
      "tracking.delivered",
      "tracking.out_for_delivery",
      "tracking.in_transit",
      "tracking.in_transit",
      "tracking.pickuped",
    ]);
    expect(result.events[0]).toEqual({
      date: "2026-11-26T10:59:23.000Z",
      description: { key: "tracking.delivered", params: {} },
      location: "BERLIN-DE",
    });
  });

  it.each([
    ["track: bad view", "carrier.invalid_request"],
    ["track: hang", "carrier.timeout"],
  ] as const)("%s -> %s", async (pair, code) => {
    stub.use(pair);
    const track = (pair === "track: hang" ? hasty : connector).track({ tracking_number: "1103733901" }, ctx);
    expect((await failureOf(track)).code).toBe(code);
  });

  it("reports an unknown waybill as not found", async () => {
    const error = await failureOf(connector.track({ tracking_number: DHL_UNKNOWN_TRACKING_NUMBER }, ctx));
    expect(error.code).toBe("carrier.not_found");
  });
});

describe("DHL findShipment (reconciliation by our reference)", () => {
  it("finds the waybill DHL made with our reference, within the last 30 days", async () => {
    const found = await connector.findShipment({ customer_reference: DHL_KNOWN_REFERENCE }, ctx);
    expect(found).toMatchObject({
      carrier_shipment_id: "1103733901",
      tracking_numbers: ["1103733901"],
      labels: [],
    });
    const query = new URLSearchParams(lastRequest().query);
    expect(Object.fromEntries(query)).toMatchObject({
      shipmentReference: DHL_KNOWN_REFERENCE,
      shipmentReferenceType: "CU",
      shipperAccountNumber: "123456789",
      dateRangeFrom: "2026-10-26",
      dateRangeTo: "2026-11-26",
    });
  });

  it("answers undefined when DHL has no shipment with it", async () => {
    expect(await connector.findShipment({ customer_reference: "SC-NEVER-SENT" }, ctx)).toBeUndefined();
  });

  it("passes DHL's refusal on", async () => {
    stub.use("find: missing account");
    const error = await failureOf(connector.findShipment({ customer_reference: "SC-X" }, ctx));
    expect(error.code).toBe("carrier.invalid_request");
  });
});

describe("DHL testCredentials", () => {
  it("resolves when DHL accepts the credentials, asking for a pickup capability in the account's country", async () => {
    await expect(dhlCarrier.testCredentials(dhlTestOptions(stub.url), ctx)).resolves.toBeUndefined();
    const request = lastRequest();
    expect(request.path).toBe("/address-validate");
    expect(request.query).toBe("?type=pickup&countryCode=FR");
  });

  it("rejects with carrier.auth_failed when DHL refuses them", async () => {
    stub.use("credentials: refused");
    const error = await failureOf(dhlCarrier.testCredentials(dhlTestOptions(stub.url), ctx));
    expect(error.code).toBe("carrier.auth_failed");
  });

  it("rejects missing credentials without calling DHL", async () => {
    const options = dhlTestOptions(stub.url);
    const before = stub.requests.length;
    const error = await failureOf(
      dhlCarrier.testCredentials({ ...options, credentials: { ...options.credentials, password: " " } }, ctx),
    );
    expect(error.code).toBe("carrier.auth_failed");
    expect(stub.requests.length).toBe(before);
  });
});

describe("DHL Service Points (drop-off)", () => {
  const search = {
    service_code: "DHL_EXPRESS_WORLDWIDE",
    country_code: "fr",
    postcode: "75001",
    city: "Paris",
    limit: 5,
  };

  it("searches near the postcode and town in the country, and reads points with their weekly hours", async () => {
    const points = await connector.dropOffLocations(search, ctx);
    const query = Object.fromEntries(new URLSearchParams(lastRequest().query));
    expect(query).toMatchObject({ countryCode: "FR", address: "75001 Paris", servicePointResults: "5" });
    expect(points?.map((point) => point.id)).toEqual(["PAR041", "PAR077"]);
    expect(points?.[0]).toEqual({
      id: "PAR041",
      name: "Tabac du Louvre",
      company: "DHL Service Point",
      address1: "14 rue du Louvre",
      address2: "Galerie marchande",
      postcode: "75001",
      city: "PARIS",
      country_code: "FR",
      latitude: 48.8623,
      longitude: 2.3412,
      // Minutes after midnight, "1:00 PM"; the HOLIDAY row is no weekday.
      opening_hours: [
        { weekday: 1, open: "10:00", close: "16:30" },
        { weekday: 6, open: "10:00", close: "13:00" },
      ],
    });
    expect(points?.[1]?.opening_hours[0]).toEqual({ weekday: 1, open: "09:00", close: "19:30" });
  });

  it("reads DHL's 'no service points found' as none", async () => {
    expect(await connector.dropOffLocations({ ...search, country_code: "ZZ" }, ctx)).toEqual([]);
  });

  it("finds one point again by its id", async () => {
    const point = await connector.dropOffLocation(
      { service_code: "DHL_EXPRESS_WORLDWIDE", id: "PAR041" },
      ctx,
    );
    expect(Object.fromEntries(new URLSearchParams(lastRequest().query))).toEqual({
      servicePointID: "PAR041",
    });
    expect(point?.name).toBe("Tabac du Louvre");
    const missing = await connector.dropOffLocation(
      { service_code: "DHL_EXPRESS_WORLDWIDE", id: "PAR999" },
      ctx,
    );
    expect(missing).toBeUndefined();
  });

  it("reports a refused search as an invalid request", async () => {
    stub.use("relay: missing parameter");
    expect((await failureOf(connector.dropOffLocations(search, ctx))).code).toBe("carrier.invalid_request");
  });
});
