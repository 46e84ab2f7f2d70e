import { PDFDict, PDFDocument, PDFName, type PDFRawStream } from "pdf-lib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startCarrierStub, type TCarrierStub } from "../../testing/carrier-stub-server.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";
import { upsCarrier } from "./index.ts";
import { UPS_STUB_PAIRS } from "./stub-pairs.ts";
import {
  buildUpsTestOptions,
  UPS_TEST_NOW as NOW,
  buildUpsTestRateRequest as rateRequest,
  buildUpsTestShipRequest as shipRequest,
} from "./ups-test-fixtures.ts";

const optionsFor = (overrides: Partial<TLiveConnectorOptions> = {}) =>
  buildUpsTestOptions(stub.url, overrides);

let stub: TCarrierStub;
beforeAll(async () => {
  stub = await startCarrierStub(UPS_STUB_PAIRS);
});
afterAll(() => stub.close());
afterEach(() => stub.reset());

const requestsTo = (path: string) => stub.requests.filter((request) => request.path === path);
const lastBodyTo = (path: string) => JSON.parse(requestsTo(path).at(-1)?.body ?? "{}");
const RATE = "/api/rating/v2409/Shop";
const SHIP = "/api/shipments/v2409/ship";
const TOKEN = "/security/v1/oauth/token";
const RATE_ONE = "/api/rating/v2409/Rate";
const LOCATOR = "/api/locations/v3/search/availabilities/64";

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error) => error,
  );

describe("UPS OAuth", () => {
  it("asks a token with basic auth of the client id and secret and the account as x-merchant-id", async () => {
    const options = optionsFor();
    await upsCarrier.testCredentials(options, {});
    const request = requestsTo(TOKEN).at(-1);
    const basic = Buffer.from(`${options.credentials.username}:secret`).toString("base64");
    expect(request?.headers.authorization).toBe(`Basic ${basic}`);
    expect(request?.headers["x-merchant-id"]).toBe("A1B2C3");
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request?.body).toBe("grant_type=client_credentials");
  });

  it("says clearly when UPS refuses the credentials", async () => {
    stub.use("token: invalid client");
    const error = await errorOf(upsCarrier.testCredentials(optionsFor(), {}));
    expect(error.code).toBe("carrier.auth_failed");
    expect(error.detail).toContain("10401");
  });

  it("keeps the token until it expires, and concurrent calls share one token request", async () => {
    const connector = upsCarrier.create(optionsFor());
    const before = requestsTo(TOKEN).length;
    await Promise.all([1, 2, 3].map(() => connector.rate?.(rateRequest(), { now: NOW })));
    await connector.rate?.(rateRequest(), { now: NOW });
    expect(requestsTo(TOKEN).length - before).toBe(1);
    expect(requestsTo(RATE).at(-1)?.headers.authorization).toBe("Bearer stub-access-token");
  });

  it("lets a caller give up while the shared token is on its way, without failing the others", async () => {
    const slowTokens: typeof fetch = async (input, init) => {
      if (String(input).endsWith(TOKEN)) await new Promise((resolve) => setTimeout(resolve, 300));
      return fetch(input, init);
    };
    const options = optionsFor({ fetch: slowTokens });
    const before = requestsTo(TOKEN).length;
    const controller = new AbortController();
    const first = errorOf(
      upsCarrier
        .create(options)
        .rate?.(rateRequest(), { now: NOW, signal: controller.signal }) as Promise<unknown>,
    );
    const second = upsCarrier.create(options).rate?.(rateRequest(), { now: NOW });
    setTimeout(() => controller.abort(new Error("rating budget spent")), 50);
    expect((await first).message).toBe("rating budget spent");
    expect((await second)?.length).toBe(4);
    expect(requestsTo(TOKEN).length - before).toBe(1);
  });

  it("renews a token UPS refuses once, then reports the refusal", async () => {
    const connector = upsCarrier.create(optionsFor());
    await connector.rate?.(rateRequest(), { now: NOW });
    const tokens = requestsTo(TOKEN).length;
    const rates = requestsTo(RATE).length;
    stub.use("rate: invalid authentication");
    const error = await errorOf(connector.rate?.(rateRequest(), { now: NOW }) as Promise<unknown>);
    expect(error.code).toBe("carrier.auth_failed");
    expect(requestsTo(TOKEN).length - tokens).toBe(1);
    expect(requestsTo(RATE).length - rates).toBe(2);
  });
});

describe("UPS rating", () => {
  it("sends one Shop request: account, places, units and packages as UPS wants them", async () => {
    await upsCarrier.create(optionsFor()).rate?.(rateRequest(), { now: NOW });
    const recorded = requestsTo(RATE).at(-1);
    expect(recorded?.query).toBe("?additionalinfo=timeintransit");
    expect(recorded?.headers.transid).toMatch(/^[0-9a-f]{32}$/);
    expect(recorded?.headers.transactionsrc).toBe("shipcompare");
    const shipment = lastBodyTo(RATE).RateRequest.Shipment;
    expect(shipment.Shipper).toMatchObject({
      ShipperNumber: "A1B2C3",
      Address: { City: "Paris", PostalCode: "75011", CountryCode: "FR" },
    });
    expect(shipment.ShipTo.Address).toEqual({
      City: "Berlin",
      PostalCode: "10115",
      CountryCode: "DE",
      ResidentialAddressIndicator: "Y",
    });
    expect(shipment.Package).toHaveLength(2);
    expect(shipment.Package[0]).toEqual({
      PackagingType: { Code: "02" },
      Dimensions: { UnitOfMeasurement: { Code: "CM" }, Length: "30", Width: "21", Height: "10" },
      PackageWeight: { UnitOfMeasurement: { Code: "KGS" }, Weight: "2.5" },
    });
    expect(shipment.ShipmentTotalWeight).toEqual({ UnitOfMeasurement: { Code: "KGS" }, Weight: "5" });
    expect(shipment.DeliveryTimeInformation).toEqual({ PackageBillType: "03", Pickup: { Date: "20260112" } });
  });

  it("converts imperial parcels to the origin's units: kg and cm from France, lb and in from the US", async () => {
    const connector = upsCarrier.create(optionsFor());
    const imperial = { unit: "us" as const, parcels: [{ number: 1, weight: 2, x: 10, y: 10, z: 4 }] };
    await connector.rate?.(rateRequest(imperial), { now: NOW });
    expect(lastBodyTo(RATE).RateRequest.Shipment.Package[0]).toMatchObject({
      Dimensions: { UnitOfMeasurement: { Code: "CM" }, Length: "26", Width: "26", Height: "11" },
      PackageWeight: { UnitOfMeasurement: { Code: "KGS" }, Weight: "1" },
    });
    const fromUs = { ship_from: { country_code: "US", postcode: "10001" } };
    await connector.rate?.(
      rateRequest({ ...fromUs, parcels: [{ number: 1, weight: 1, x: 30, y: 20, z: 10 }] }),
      {
        now: NOW,
      },
    );
    expect(lastBodyTo(RATE).RateRequest.Shipment.Package[0]).toMatchObject({
      Dimensions: { UnitOfMeasurement: { Code: "IN" }, Length: "12", Width: "8", Height: "4" },
      PackageWeight: { UnitOfMeasurement: { Code: "LBS" }, Weight: "2.3" },
    });
  });

  it("rates an envelope as a UPS Letter of documents", async () => {
    const quotes = await upsCarrier
      .create(optionsFor())
      .rate?.(rateRequest({ shipment_type: 1, parcels: [{ number: 1, weight: 0.3, x: 30, y: 20, z: 1 }] }), {
        now: NOW,
      });
    const shipment = lastBodyTo(RATE).RateRequest.Shipment;
    expect(shipment.Package[0].PackagingType).toEqual({ Code: "01" });
    expect(shipment.DocumentsOnlyIndicator).toBe("Y");
    expect(shipment.DeliveryTimeInformation.PackageBillType).toBe("02");
    expect(quotes?.map((quote) => quote.service_code)).toContain("UPS_EXPRESS_ENVELOPE");
  });

  it("answers one offer per service we know, at the account's negotiated price when UPS gives one", async () => {
    const quotes = (await upsCarrier.create(optionsFor()).rate?.(rateRequest(), { now: NOW })) ?? [];
    expect(quotes.map((quote) => quote.service_code)).toEqual([
      "UPS_STANDARD",
      "UPS_EXPRESS_SAVER",
      "UPS_EXPRESS",
      "UPS_STANDARD_ACCESS_POINT",
    ]);
    const saver = quotes[1];
    expect(saver?.breakdown.surcharges).toEqual([{ code: "fuel", amount: 310 }]);
    expect(saver?.breakdown.base_price).toBe(2790 - 310);
    expect(saver?.price_te).toBe(2790 + (saver?.breakdown.margin ?? 0));
    expect(saver).toMatchObject({
      carrier_code: "UPS",
      shipment_date: "2026-01-12",
      expected_delivery_date: "2026-01-13",
      transit_days: 1,
      is_express: 1,
    });
    expect(saver?.breakdown.billable_weight_g).toBe(3000);
    expect(quotes[0]).toMatchObject({ price_te: 1860 + (quotes[0]?.breakdown.margin ?? 0), transit_days: 2 });
  });

  it("prices UPS Standard held at an Access Point near the recipient in a second call at the same time", async () => {
    const quotes = (await upsCarrier.create(optionsFor()).rate?.(rateRequest(), { now: NOW })) ?? [];
    const shipment = lastBodyTo(RATE_ONE).RateRequest.Shipment;
    expect(shipment.Service).toEqual({ Code: "11" });
    expect(shipment.ShipmentIndicationType).toEqual([{ Code: "01" }]);
    expect(shipment.AlternateDeliveryAddress).toEqual({
      Name: "UPS Access Point",
      Address: { City: "Berlin", PostalCode: "10115", CountryCode: "DE" },
    });
    const accessPoint = quotes.find((quote) => quote.service_code === "UPS_STANDARD_ACCESS_POINT");
    expect(accessPoint).toMatchObject({ delivery_to_collection_point: 1, allow_pickup: 0, transit_days: 2 });
    expect(accessPoint?.price_te).toBe(1590 + (accessPoint?.breakdown.margin ?? 0));
  });

  it("keeps the other offers when UPS refuses to price the Access Point, and asks none for envelopes", async () => {
    stub.use("rate access point: refused");
    const quotes = (await upsCarrier.create(optionsFor()).rate?.(rateRequest(), { now: NOW })) ?? [];
    expect(quotes.map((quote) => quote.service_code)).toEqual([
      "UPS_STANDARD",
      "UPS_EXPRESS_SAVER",
      "UPS_EXPRESS",
    ]);
    stub.reset();
    const before = requestsTo(RATE_ONE).length;
    const envelope = { shipment_type: 1 as const, parcels: [{ number: 1, weight: 0.3, x: 30, y: 20, z: 1 }] };
    await upsCarrier.create(optionsFor()).rate?.(rateRequest(envelope), { now: NOW });
    expect(requestsTo(RATE_ONE).length).toBe(before);
  });

  it.each([
    ["rate: service unavailable between locations", "carrier.service_unavailable"],
    ["rate: invalid postcode", "carrier.invalid_address"],
    ["rate: weight over the service's limit", "carrier.service_unavailable"],
    ["rate: blocked merchant", "carrier.auth_failed"],
    ["rate: rate limit exceeded", "carrier.unavailable"],
    ["rate: maintenance page", "carrier.unavailable"],
    ["rate: wrong shape", "carrier.malformed_answer"],
    ["rate: not JSON", "carrier.malformed_answer"],
  ])("maps %s to %s, UPS's text kept for the logs", async (pair, code) => {
    stub.use(pair);
    const error = await errorOf(
      upsCarrier.create(optionsFor()).rate?.(rateRequest(), { now: NOW }) as Promise<unknown>,
    );
    expect(error.code).toBe(code);
    expect(error.carrier_code).toBe("UPS");
    expect(error.detail).toMatch(/HTTP \d{3}|not JSON|unexpected shape/);
  });

  it("gives up when UPS does not answer within the rate time limit", async () => {
    stub.use("rate: hang");
    const started = Date.now();
    const options = optionsFor({ timeouts: { rate: 150 } });
    const error = await errorOf(
      upsCarrier.create(options).rate?.(rateRequest(), { now: NOW }) as Promise<unknown>,
    );
    expect(error.code).toBe("carrier.timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("UPS shipping", () => {
  it("maps the parties: names, phone numbers as dialled, address lines of at most 35 characters", async () => {
    await upsCarrier.create(optionsFor()).createShipment?.(shipRequest(), { now: NOW });
    const shipment = lastBodyTo(SHIP).ShipmentRequest.Shipment;
    expect(shipment.Shipper).toMatchObject({
      Name: "Atelier Lumière",
      AttentionName: "Jeanne Martin",
      ShipperNumber: "A1B2C3",
      // A British number for a French address stays international.
      Phone: { Number: "+442079460958" },
    });
    expect(shipment.ShipTo.Name).toBe("John Smith");
    expect(shipment.ShipTo.Phone).toEqual({ Number: "2127363100" });
    expect(shipment.ShipTo.Address).toEqual({
      AddressLine: ["Apartment 4B, Building of the", "Northern Lights Cooperative", "350 Fifth Avenue"],
      City: "New York",
      PostalCode: "10001",
      CountryCode: "US",
      ResidentialAddressIndicator: "Y",
    });
    for (const line of shipment.ShipTo.Address.AddressLine) expect(line.length).toBeLessThanOrEqual(35);
    expect(shipment.Service).toEqual({ Code: "65", Description: "UPS Express Saver" });
    expect(shipment.PaymentInformation.ShipmentCharge[0].BillShipper.AccountNumber).toBe("A1B2C3");
  });

  it("declares the customs lines on UPS's invoice and our reference on every package", async () => {
    await upsCarrier.create(optionsFor()).createShipment?.(shipRequest(), { now: NOW });
    const shipment = lastBodyTo(SHIP).ShipmentRequest.Shipment;
    const forms = shipment.ShipmentServiceOptions.InternationalForms;
    expect(forms).toMatchObject({
      FormType: ["01"],
      ReasonForExport: "SALE",
      CurrencyCode: "EUR",
      InvoiceDate: "20260112",
    });
    expect(forms.Product).toEqual([
      {
        Description: ["Ceramic bowl, hand made"],
        Unit: { Number: "2", Value: "12.50", UnitOfMeasurement: { Code: "PCS" } },
        OriginCountryCode: "FR",
      },
      {
        Description: ["Linen napkin"],
        Unit: { Number: "4", Value: "5.00", UnitOfMeasurement: { Code: "PCS" } },
        OriginCountryCode: "PT",
      },
    ]);
    expect(shipment.InvoiceLineTotal).toEqual({ CurrencyCode: "EUR", MonetaryValue: "45.00" });
    expect(shipment.Package).toHaveLength(2);
    for (const item of shipment.Package) expect(item.ReferenceNumber).toEqual([{ Value: "ORD-42" }]);
    expect(shipment.Package[0].PackageWeight).toEqual({ UnitOfMeasurement: { Code: "KGS" }, Weight: "1.5" });
  });

  it("sends no customs form for a shipment without customs lines", async () => {
    await upsCarrier.create(optionsFor()).createShipment?.(shipRequest({ duties: undefined }), { now: NOW });
    const shipment = lastBodyTo(SHIP).ShipmentRequest.Shipment;
    expect(shipment.ShipmentServiceOptions).toBeUndefined();
    expect(shipment.InvoiceLineTotal).toBeUndefined();
  });

  it("returns UPS's tracking numbers and its label on a PDF page", async () => {
    const created = await upsCarrier.create(optionsFor()).createShipment?.(shipRequest(), { now: NOW });
    expect(lastBodyTo(SHIP).ShipmentRequest.LabelSpecification.LabelImageFormat).toEqual({ Code: "GIF" });
    expect(created?.carrier_shipment_id).toBe("1Z12345E0205271688");
    expect(created?.tracking_numbers).toEqual(["1Z12345E0205271688", "1Z12345E0205271697"]);
    expect(created?.labels).toHaveLength(2);
    const label = created?.labels[0];
    expect(label).toMatchObject({
      format: "PDF",
      content_type: "application/pdf",
      tracking_number: "1Z12345E0205271688",
    });
    const pdf = await PDFDocument.load(label?.data ?? new Uint8Array());
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    // UPS's image itself is on the page (6 x 4 pixels, as the stub's GIF).
    const xObjects = pdf.getPage(0).node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
    const image = pdf.context.lookup(xObjects?.values()[0]) as PDFRawStream | undefined;
    expect(image?.dict.get(PDFName.of("Width"))?.toString()).toBe("6");
    expect(image?.dict.get(PDFName.of("Height"))?.toString()).toBe("4");
  });

  it("returns UPS's ZPL label as it is when ZPL was asked", async () => {
    const created = await upsCarrier
      .create(optionsFor())
      .createShipment?.(shipRequest({ label_format: "ZPL" }), { now: NOW });
    expect(lastBodyTo(SHIP).ShipmentRequest.LabelSpecification).toEqual({
      LabelImageFormat: { Code: "ZPL" },
      LabelStockSize: { Height: "6", Width: "4" },
    });
    const label = created?.labels[0];
    expect(label?.format).toBe("ZPL");
    expect(Buffer.from(label?.data ?? []).toString()).toMatch(/^\^XA.*\^XZ$/);
  });

  it.each([
    ["ship: address validation error", "carrier.invalid_address"],
    ["ship: invalid shipper number", "carrier.auth_failed"],
    ["ship: wrong shape", "carrier.malformed_answer"],
  ])("maps %s to %s", async (pair, code) => {
    stub.use(pair);
    const error = await errorOf(
      upsCarrier.create(optionsFor()).createShipment?.(shipRequest(), { now: NOW }) as Promise<unknown>,
    );
    expect(error.code).toBe(code);
  });

  it("never repeats a shipment call that timed out, and reports its outcome as unknown", async () => {
    const connector = upsCarrier.create(optionsFor({ timeouts: { ship: 150 } }));
    await connector.rate?.(rateRequest(), { now: NOW });
    stub.use("ship: hang");
    const before = requestsTo(SHIP).length;
    const error = await errorOf(connector.createShipment?.(shipRequest(), { now: NOW }) as Promise<unknown>);
    expect(error.code).toBe("carrier.timeout");
    expect(error.outcomeUnknown).toBe(true);
    expect(requestsTo(SHIP).length - before).toBe(1);
  });

  it("finds the shipment made for our reference by label recovery, or none", async () => {
    const connector = upsCarrier.create(optionsFor());
    const found = await connector.findShipment?.({ customer_reference: "ORD-42" }, { now: NOW });
    expect(lastBodyTo("/api/labels/v1/recovery").LabelRecoveryRequest.ReferenceValues).toEqual({
      ReferenceNumber: { Value: "ORD-42" },
      ShipperNumber: "A1B2C3",
    });
    expect(found?.tracking_numbers).toEqual(["1Z12345E0205271688"]);
    expect(found?.labels[0]?.format).toBe("PDF");
    expect(
      Buffer.from(found?.labels[0]?.data ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    stub.use("recovery: not found");
    expect(await connector.findShipment?.({ customer_reference: "ORD-43" }, { now: NOW })).toBeUndefined();
  });

  it("voids a shipment, and reports a void UPS refuses as not cancelled", async () => {
    const connector = upsCarrier.create(optionsFor());
    const request = { carrier_shipment_id: "1Z12345E0205271688", tracking_numbers: ["1Z12345E0205271688"] };
    expect(await connector.cancel?.(request, {})).toEqual({ cancelled: true });
    expect(stub.requests.at(-1)?.path).toBe("/api/shipments/v2409/void/cancel/1Z12345E0205271688");
    stub.use("void: refused");
    expect(await connector.cancel?.(request, {})).toEqual({
      cancelled: false,
      reason_key: "carrier_refused",
    });
  });
});

describe("UPS Access Points", () => {
  const search = {
    service_code: "UPS_STANDARD_ACCESS_POINT",
    country_code: "fr",
    postcode: "75011",
    city: "Paris",
  };

  it("searches active Access Points near the postcode and town, with their weekly opening hours", async () => {
    const points = (await upsCarrier.create(optionsFor()).dropOffLocations?.(search, {})) ?? [];
    const body = lastBodyTo(LOCATOR).LocatorRequest;
    expect(body.OriginAddress.AddressKeyFormat).toEqual({
      PoliticalDivision2: "Paris",
      PostcodePrimaryLow: "75011",
      CountryCode: "FR",
    });
    expect(body.LocationSearchCriteria).toMatchObject({
      AccessPointSearch: { AccessPointStatus: "01" },
      MaximumListSize: "10",
    });
    // The customer centre without an Access Point id is left out.
    expect(points.map((point) => point.id)).toEqual(["FR-U51234567", "FR-U59876543"]);
    expect(points[0]).toMatchObject({
      name: "TABAC DE LA ROQUETTE",
      address1: "12 RUE DE LA ROQUETTE",
      postcode: "75011",
      city: "PARIS",
      country_code: "FR",
      latitude: 48.8553,
      longitude: 2.3736,
    });
    expect(points[0]?.opening_hours).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: "09:30", close: "19:00" })),
      { weekday: 6, open: "10:00", close: "23:59" },
    ]);
  });

  it("reads one Access Point again by its id, and none for another service or a foreign id", async () => {
    const connector = upsCarrier.create(optionsFor());
    const point = await connector.dropOffLocation?.(
      { service_code: "UPS_STANDARD_ACCESS_POINT", id: "FR-U51234567" },
      {},
    );
    expect(lastBodyTo(LOCATOR).LocatorRequest.LocationSearchCriteria).toEqual({
      AccessPointSearch: { PublicAccessPointID: "U51234567" },
    });
    expect(point?.id).toBe("FR-U51234567");
    const before = requestsTo(LOCATOR).length;
    expect(
      await connector.dropOffLocation?.({ service_code: "UPS_STANDARD", id: "FR-U51234567" }, {}),
    ).toBeUndefined();
    expect(
      await connector.dropOffLocation?.({ service_code: "UPS_STANDARD_ACCESS_POINT", id: "x" }, {}),
    ).toBeUndefined();
    expect(await connector.dropOffLocations?.({ ...search, service_code: "UPS_EXPRESS" }, {})).toEqual([]);
    expect(requestsTo(LOCATOR).length).toBe(before);
  });

  it("ships to the chosen Access Point, read again from UPS, and tells the recipient by e-mail", async () => {
    const connector = upsCarrier.create(optionsFor());
    const request = shipRequest({
      quote: { offer_id: "offer-2", service_code: "UPS_STANDARD_ACCESS_POINT", shipment_date: "2026-01-12" },
      ship_to: {
        ...shipRequest().ship_to,
        country_code: "FR",
        postcode: "75011",
        city: "Paris",
        phone: "+33612345678",
      },
      duties: undefined,
      collection_point_id: "FR-U51234567",
    });
    const created = await connector.createShipment?.(request, { now: NOW });
    expect(created?.tracking_numbers).toHaveLength(2);
    const shipment = lastBodyTo(SHIP).ShipmentRequest.Shipment;
    expect(shipment.Service.Code).toBe("11");
    expect(shipment.ShipmentIndicationType).toEqual([{ Code: "01" }]);
    expect(shipment.AlternateDeliveryAddress).toEqual({
      Name: "TABAC DE LA ROQUETTE",
      AttentionName: "John Smith",
      UPSAccessPointID: "U51234567",
      Address: {
        AddressLine: ["12 RUE DE LA ROQUETTE"],
        City: "PARIS",
        PostalCode: "75011",
        CountryCode: "FR",
      },
    });
    expect(shipment.ShipmentServiceOptions.Notification).toEqual([
      {
        NotificationCode: "012",
        EMail: { EMailAddress: ["jeanne@example.com"] },
        Locale: { Language: "FRA", Dialect: "97" },
      },
    ]);
    const without = { ...request, collection_point_id: undefined };
    const error = await errorOf(connector.createShipment?.(without, { now: NOW }) as Promise<unknown>);
    expect(error.code).toBe("carrier.invalid_request");
  });

  it("reports a Locator failure and a Locator that does not answer in time", async () => {
    stub.use("locator: failure");
    const failure = await errorOf(
      upsCarrier.create(optionsFor()).dropOffLocations?.(search, {}) as Promise<unknown>,
    );
    expect(failure.code).toBe("carrier.invalid_request");
    stub.reset();
    stub.use("locator: hang");
    const options = optionsFor({ timeouts: { relay: 150 } });
    const timeout = await errorOf(
      upsCarrier.create(options).dropOffLocations?.(search, {}) as Promise<unknown>,
    );
    expect(timeout.code).toBe("carrier.timeout");
  });
});

describe("UPS tracking", () => {
  it("normalises UPS's activities, newest first, with the status of the newest", async () => {
    const result = await upsCarrier
      .create(optionsFor())
      .track?.({ tracking_number: "1Z12345E0205271688" }, {});
    expect(stub.requests.at(-1)?.headers.transactionsrc).toBe("shipcompare");
    expect(result?.status).toBe("Delivered");
    expect(result?.events.map((event) => event.description.key)).toEqual([
      "tracking.delivered",
      "tracking.out_for_delivery",
      "tracking.in_transit",
      "tracking.pickuped",
      "tracking.validated",
    ]);
    expect(result?.events[0]).toEqual({
      date: "2026-01-14T09:15:00.000Z",
      description: { key: "tracking.delivered", params: {} },
      location: "75001 Paris, FR",
    });
    expect(result?.tracking_url).toContain("1Z12345E0205271688");
  });

  it("reads an exception as a parcel still on its way, with the exception event", async () => {
    const result = await upsCarrier
      .create(optionsFor())
      .track?.({ tracking_number: "1Z12345E0205271697" }, {});
    expect(result?.status).toBe("Pickuped");
    expect(result?.events[0]?.description.key).toBe("tracking.exception");
  });

  it.each([
    ["1Z00000000000000", "carrier.not_found"],
    ["BAD", "carrier.not_found"],
  ])("reports %s as %s", async (trackingNumber, code) => {
    const error = await errorOf(
      upsCarrier.create(optionsFor()).track?.({ tracking_number: trackingNumber }, {}) as Promise<unknown>,
    );
    expect(error.code).toBe(code);
  });

  it("gives up on a tracking call that does not answer in time", async () => {
    const options = optionsFor({ timeouts: { track: 150 } });
    const error = await errorOf(
      upsCarrier.create(options).track?.({ tracking_number: "1ZHANG0000000000" }, {}) as Promise<unknown>,
    );
    expect(error.code).toBe("carrier.timeout");
  });
});
