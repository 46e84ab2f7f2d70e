import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startCarrierStub, type TCarrierStub } from "../../testing/carrier-stub-server.ts";
import type { TCreateShipmentRequest } from "../../types.ts";
import type { TLiveConnectorOptions } from "../live-carrier.ts";
import { LIVE_CARRIERS } from "../live-carriers.ts";
import { colissimoCarrier } from "./index.ts";
import { splitAddressLines } from "./label-request.ts";
import { findPart, parseMultipart, readBoundary } from "./multipart.ts";
import { COLISSIMO_STUB_PAIRS, STUB_PARCEL_NUMBER, STUB_PDF_LABEL, STUB_ZPL_LABEL } from "./stub-pairs.ts";
import { toEventKey } from "./tracking.ts";

let stub: TCarrierStub;
let options: TLiveConnectorOptions;

beforeAll(async () => {
  stub = await startCarrierStub(COLISSIMO_STUB_PAIRS);
  options = {
    baseUrl: stub.url,
    credentials: { user_id: "812345", password: "s3cret", account_number: "812345" },
    operator: {} as TLiveConnectorOptions["operator"],
    timeouts: { ship: 3000, relay: 3000, track: 3000, auth: 3000 },
  };
});
afterEach(() => stub.reset());
afterAll(() => stub.close());

const connector = () => colissimoCarrier.create(options);
/** Short time limits for the scenarios where the stub never answers. */
const connectorFor = (pair: string) =>
  colissimoCarrier.create(
    pair.endsWith("hang") ? { ...options, timeouts: { ship: 200, relay: 200, track: 200 } } : options,
  );
const ctx = { now: new Date("2026-11-25T10:00:00Z") };
const lastBody = () => JSON.parse(stub.requests.at(-1)?.body ?? "{}");

const order: TCreateShipmentRequest = {
  quote: { offer_id: "offer-1", service_code: "COLISSIMO_SIGNATURE", shipment_date: "2026-11-26" },
  ship_from: {
    company: "Atelier Lumière",
    name: "Claire Martin",
    phone: "01 42 60 30 00",
    email: "claire@example.fr",
    address1: "12 rue de Rivoli",
    city: "Paris",
    postcode: "75004",
    country_code: "FR",
  },
  ship_to: {
    name: "Jean-Baptiste de La Fontaine",
    phone: "06 12 34 56 78",
    email: "jb@example.fr",
    address1: "Résidence des Grands Chênes Bâtiment B escalier 4 appartement 12",
    address2: "Lieu-dit La Croix",
    city: "Château-Thierry",
    postcode: "02400",
    country_code: "fr",
  },
  parcels: [{ number: 2, weight: 2.5, x: 30, y: 20, z: 10 }],
  unit: "fr",
  shipment_type: 2,
  shipping_method: "dropoff",
  label_format: "PDF",
  content: "Lampes",
  reason: "commercial",
  customer_reference: "SC-2026-000123-A",
};

describe("createShipment: request mapping", () => {
  it("sends the contract, product, weight in kg, ISO countries, French phones and our reference", async () => {
    await connector().createShipment?.(order, ctx);
    const body = lastBody();
    expect(body.contractNumber).toBe("812345");
    expect(body.password).toBe("s3cret");
    expect(body.fields).toBeUndefined();
    expect(body.outputFormat.outputPrintingType).toBe("PDF_10x15_300dpi");
    expect(body.letter.service).toMatchObject({
      productCode: "DOS",
      depositDate: "2026-11-26",
      orderNumber: "SC-2026-000123-A",
    });
    expect(body.letter.parcel.weight).toBe(2.5);
    expect(body.letter.sender.senderParcelRef).toBe("SC-2026-000123-A");
    expect(body.letter.addressee.address).toMatchObject({
      countryCode: "FR",
      zipCode: "02400",
      firstName: "Jean-Baptiste",
      lastName: "de La Fontaine",
      phoneNumber: "0612345678",
      mobileNumber: "0612345678",
    });
    expect(body.letter.sender.address).toMatchObject({
      phoneNumber: "0142603000",
      companyName: "Atelier Lumière",
    });
    expect(body.letter.sender.address.mobileNumber).toBeUndefined();
    // Within the EU: no CN23.
    expect(body.letter.customsDeclarations).toBeUndefined();
  });

  it("wraps long address lines into Colissimo's 35-character lines, street first", async () => {
    await connector().createShipment?.(order, ctx);
    const address = lastBody().letter.addressee.address;
    for (const line of ["line0", "line1", "line2", "line3"])
      expect((address[line] ?? "").length).toBeLessThanOrEqual(35);
    expect(address.line2).toBe("Résidence des Grands Chênes");
    expect(address.line3).toBe("Bâtiment B escalier 4 appartement");
    expect(address.line1).toBe("12");
    expect(address.line0).toBe("Lieu-dit La Croix");
    expect(splitAddressLines({ address1: "5 rue du Bellay" })).toEqual({
      line0: undefined,
      line1: undefined,
      line2: "5 rue du Bellay",
      line3: undefined,
    });
  });

  it("labels each parcel with its own call: two parcels, two labels and tracking numbers", async () => {
    const before = stub.requests.length;
    const created = await connector().createShipment?.(order, ctx);
    expect(stub.requests.length - before).toBe(2);
    expect(created?.tracking_numbers).toEqual([STUB_PARCEL_NUMBER, STUB_PARCEL_NUMBER]);
    expect(created?.carrier_shipment_id).toBe(STUB_PARCEL_NUMBER);
    expect(created?.tracking_url).toContain(STUB_PARCEL_NUMBER);
  });

  it("converts imperial weights to kg, asks for ZPL, and sends E.164 phones and a CN23 abroad", async () => {
    const created = await connector().createShipment?.(
      {
        ...order,
        quote: { ...order.quote, service_code: "COLISSIMO_INTERNATIONAL" },
        ship_to: {
          ...order.ship_to,
          country_code: "US",
          postcode: "10001",
          city: "New York",
          phone: "(212) 555-0143",
          address1: "350 Fifth Avenue",
          address2: undefined,
        },
        parcels: [{ number: 1, weight: 4.4, x: 12, y: 8, z: 4 }],
        unit: "us",
        label_format: "ZPL",
        reason: "gift",
        duties: [
          { description: "Ceramic lamp", country: "fr", quantity: 2, unit_price: 4550, currency: "EUR" },
          { description: "Silk lampshade", country: "IT", quantity: 1, unit_price: 2000, currency: "EUR" },
        ],
      },
      ctx,
    );
    const body = lastBody();
    expect(body.outputFormat.outputPrintingType).toBe("ZPL_10x15_203dpi");
    expect(body.letter.service.productCode).toBe("DOS");
    // 4.4 lb = 1.9958 kg, rounded up to the hundredth.
    expect(body.letter.parcel.weight).toBe(2);
    expect(body.letter.addressee.address).toMatchObject({ countryCode: "US", mobileNumber: "+12125550143" });
    expect(body.letter.addressee.address.phoneNumber).toBeUndefined();
    expect(body.letter.customsDeclarations).toMatchObject({
      includeCustomsDeclarations: true,
      invoiceNumber: "SC-2026-000123-A",
      contents: {
        category: { value: 1 },
        article: [
          {
            description: "Ceramic lamp",
            quantity: 2,
            value: 45.5,
            currency: "EUR",
            originCountry: "FR",
            weight: 0.66,
          },
          {
            description: "Silk lampshade",
            quantity: 1,
            value: 20,
            currency: "EUR",
            originCountry: "IT",
            weight: 0.66,
          },
        ],
      },
    });
    expect(created?.labels[0]?.content_type).toBe("application/x-zpl");
    expect(Array.from(created?.labels[0]?.data ?? [])).toEqual(Array.from(STUB_ZPL_LABEL));
  });

  it("sends a pickup-point parcel as HD with the point, a mobile number, the trade name and the insured value", async () => {
    await connector().createShipment?.(
      {
        ...order,
        quote: { ...order.quote, service_code: "COLISSIMO_POINT_RETRAIT" },
        parcels: [{ number: 1, weight: 1, x: 10, y: 10, z: 10 }],
        collection_point_id: "987654",
        insurance: { amount: 15_000, currency: "EUR" },
      },
      ctx,
    );
    const body = lastBody();
    expect(body.letter.service).toMatchObject({ productCode: "HD", commercialName: "Atelier Lumière" });
    expect(body.letter.parcel).toMatchObject({
      pickupLocationId: "987654",
      nonMachinable: false,
      insuranceValue: 15_000,
    });
    expect(body.letter.addressee.address.mobileNumber).toBe("0612345678");
  });

  it("uses the overseas products to 97x postcodes, and names a different billed account", async () => {
    const billed = colissimoCarrier.create({
      ...options,
      credentials: { ...options.credentials, account_number: "899999" },
    });
    await billed.createShipment?.(
      {
        ...order,
        quote: { ...order.quote, service_code: "COLISSIMO_DOMICILE" },
        ship_to: { ...order.ship_to, postcode: "97110", city: "Pointe-à-Pitre", phone: "0690 12 34 56" },
        parcels: [{ number: 1, weight: 1, x: 10, y: 10, z: 10 }],
      },
      ctx,
    );
    const body = lastBody();
    expect(body.letter.service.productCode).toBe("COM");
    expect(body.letter.customsDeclarations?.includeCustomsDeclarations).toBe(true);
    expect(body.fields.field).toEqual([{ key: "ACCOUNT_NUMBER", value: "899999" }]);
  });

  it("refuses a service Colissimo does not have, and a pickup parcel without a point, before any call", async () => {
    const before = stub.requests.length;
    const unknown = await connector()
      .createShipment?.({ ...order, quote: { ...order.quote, service_code: "EXPRESS_12" } }, ctx)
      .catch((error) => error);
    expect(unknown.code).toBe("carrier.service_unavailable");
    const noPoint = await connector()
      .createShipment?.({ ...order, quote: { ...order.quote, service_code: "COLISSIMO_POINT_RETRAIT" } }, ctx)
      .catch((error) => error);
    expect(noPoint.code).toBe("carrier.invalid_request");
    expect(stub.requests.length).toBe(before);
  });
});

describe("createShipment: response mapping", () => {
  it("returns the parcel number and the PDF bytes of the multipart answer, untouched", async () => {
    const created = await connector().createShipment?.(
      { ...order, parcels: [{ ...order.parcels[0], number: 1 }] as never },
      ctx,
    );
    expect(created?.labels).toHaveLength(1);
    expect(created?.labels[0]).toMatchObject({
      tracking_number: STUB_PARCEL_NUMBER,
      format: "PDF",
      content_type: "application/pdf",
    });
    expect(Array.from(created?.labels[0]?.data ?? [])).toEqual(Array.from(STUB_PDF_LABEL));
  });

  it("keeps a label that comes with a warning", async () => {
    stub.use("ship: ok with a warning");
    const created = await connector().createShipment?.(
      { ...order, parcels: [{ number: 1, weight: 1, x: 10, y: 10, z: 10 }] },
      ctx,
    );
    expect(created?.tracking_numbers).toEqual([STUB_PARCEL_NUMBER]);
  });

  it("reads multipart bodies by boundary and Content-ID", () => {
    const pair = COLISSIMO_STUB_PAIRS.find((candidate) => candidate.name === "ship: ok (PDF)");
    if (!pair || "hang" in pair.response) throw new Error("missing pair");
    const boundary = readBoundary(pair.response.headers?.["content-type"] ?? null);
    expect(boundary).toMatch(/^uuid:/);
    const parts = parseMultipart(pair.response.body as Uint8Array, boundary ?? "");
    expect(parts.map((part) => part.headers["content-id"])).toEqual(["<jsonInfos>", "<label>"]);
    expect(findPart(parts, "label")?.body).toEqual(STUB_PDF_LABEL);
    expect(readBoundary("application/json")).toBeUndefined();
  });
});

describe("createShipment: errors", () => {
  it.each([
    ["ship: credentials refused", "carrier.auth_failed"],
    ["ship: service not allowed", "carrier.service_unavailable"],
    ["ship: refused details (multipart)", "carrier.invalid_request"],
    ["ship: account closed (403)", "carrier.auth_failed"],
    ["ship: badly formatted JSON (422)", "carrier.invalid_request"],
    ["ship: technical error (500)", "carrier.unavailable"],
    ["ship: maintenance page", "carrier.unavailable"],
    ["ship: not JSON", "carrier.malformed_answer"],
    ["ship: success without label", "carrier.malformed_answer"],
  ])("%s -> %s, and is never repeated", async (pair, code) => {
    stub.use(pair);
    const before = stub.requests.length;
    const error = await connector()
      .createShipment?.(order, ctx)
      .catch((e) => e);
    expect(error.code).toBe(code);
    expect(error.carrier_code).toBe("COLISSIMO");
    expect(stub.requests.length - before).toBe(1);
  });

  it("a timeout is reported with an unknown outcome, to reconcile rather than repeat", async () => {
    stub.use("ship: hang");
    const before = stub.requests.length;
    const error = await connectorFor("ship: hang")
      .createShipment?.(order, ctx)
      .catch((e) => e);
    expect(error.code).toBe("carrier.timeout");
    expect(error.outcomeUnknown).toBe(true);
    expect(stub.requests.length - before).toBe(1);
  });
});

describe("dropOffLocations", () => {
  it("maps points with opening hours per ISO weekday, leaves out points closed for holidays", async () => {
    const points = await connector().dropOffLocations?.(
      { service_code: "COLISSIMO_POINT_RETRAIT", country_code: "fr", postcode: "75001", city: "Paris" },
      ctx,
    );
    expect(lastBody()).toMatchObject({
      accountNumber: "812345",
      password: "s3cret",
      zipCode: "75001",
      city: "Paris",
      countryCode: "FR",
      shippingDate: "25/11/2026",
      optionInter: "0",
    });
    expect(points?.map((point) => point.id)).toEqual(["987654", "987656"]);
    expect(points?.[0]).toMatchObject({
      name: "BUREAU DE POSTE PARIS LOUVRE",
      latitude: 48.8638,
      longitude: 2.3433,
      country_code: "FR",
    });
    const hours = points?.[0]?.opening_hours ?? [];
    expect(hours.filter((slot) => slot.weekday === 1)).toEqual([
      { weekday: 1, open: "08:00", close: "12:00" },
      { weekday: 1, open: "13:30", close: "19:00" },
    ]);
    expect(hours.filter((slot) => slot.weekday === 3)).toEqual([
      { weekday: 3, open: "08:00", close: "19:00" },
    ]);
    expect(hours.some((slot) => slot.weekday === 7)).toBe(false);
  });

  it("honours the limit, and answers no point as an empty list", async () => {
    const one = await connector().dropOffLocations?.(
      { service_code: "COLISSIMO_POINT_RETRAIT", country_code: "FR", postcode: "75001", limit: 1 },
      ctx,
    );
    expect(one).toHaveLength(1);
    const none = await connector().dropOffLocations?.(
      { service_code: "COLISSIMO_POINT_RETRAIT", country_code: "FR", postcode: "48000" },
      ctx,
    );
    expect(none).toEqual([]);
  });

  it.each([
    ["relay: credentials refused", "carrier.auth_failed"],
    ["relay: invalid postcode", "carrier.invalid_address"],
    ["relay: not JSON", "carrier.malformed_answer"],
    ["relay: wrong shape", "carrier.malformed_answer"],
    ["relay: maintenance page", "carrier.unavailable"],
    ["relay: hang", "carrier.timeout"],
  ])("%s -> %s", async (pair, code) => {
    stub.use(pair);
    const error = await connectorFor(pair)
      .dropOffLocations?.(
        { service_code: "COLISSIMO_POINT_RETRAIT", country_code: "FR", postcode: "75001" },
        ctx,
      )
      .catch((e) => e);
    expect(error.code).toBe(code);
  });

  it("reads one point by id, and an unknown id as undefined", async () => {
    const point = await connector().dropOffLocation?.(
      { service_code: "COLISSIMO_POINT_RETRAIT", id: "987654" },
      ctx,
    );
    expect(point?.id).toBe("987654");
    expect(lastBody()).toMatchObject({ id: "987654", accountNumber: "812345" });
    const unknown = await connector().dropOffLocation?.(
      { service_code: "COLISSIMO_POINT_RETRAIT", id: "000000" },
      ctx,
    );
    expect(unknown).toBeUndefined();
  });
});

describe("track", () => {
  it("maps events newest first with their tracking keys, and the status from the newest", async () => {
    const result = await connector().track?.({ tracking_number: STUB_PARCEL_NUMBER }, ctx);
    expect(lastBody()).toMatchObject({
      login: "812345",
      password: "s3cret",
      parcelNumber: STUB_PARCEL_NUMBER,
    });
    expect(result?.status).toBe("Delivered");
    expect(result?.events.map((event) => event.description.key)).toEqual([
      "tracking.delivered",
      "tracking.out_for_delivery",
      "tracking.in_transit",
      "tracking.pickuped",
      "tracking.validated",
    ]);
    expect(result?.events[0]).toMatchObject({
      date: "2026-11-23T10:40:00.000Z",
      location: "75001 PARIS LOUVRE FR",
    });
  });

  it("reads a single event given as an object", async () => {
    const result = await connector().track?.({ tracking_number: "6A22222222222" }, ctx);
    expect(result?.events.map((event) => event.description.key)).toEqual(["tracking.at_relay_point"]);
    expect(result?.status).toBe("Pickuped");
  });

  it.each([
    ["track: unknown parcel", "carrier.not_found"],
    ["track: credentials refused", "carrier.auth_failed"],
    ["track: wrong shape", "carrier.malformed_answer"],
    ["track: hang", "carrier.timeout"],
  ])("%s -> %s", async (pair, code) => {
    stub.use(pair);
    const error = await connectorFor(pair)
      .track?.({ tracking_number: STUB_PARCEL_NUMBER }, ctx)
      .catch((e) => e);
    expect(error.code).toBe(code);
  });

  it("maps event families, specific codes and unknown codes", () => {
    expect(toEventKey("LIVBAL")).toBe("delivered");
    expect(toEventKey("LIVEXP")).toBe("returned");
    expect(toEventKey("RCDREA")).toBe("returned");
    expect(toEventKey("RENAIN")).toBe("exception");
    expect(toEventKey("DOUDDM")).toBe("exception");
    expect(toEventKey("DOUDOU")).toBe("in_transit");
    expect(toEventKey("RSTAVI")).toBe("at_relay_point");
    expect(toEventKey("DEPGUI")).toBe("pickuped");
    expect(toEventKey("ANNULE")).toBe("cancelled");
    expect(toEventKey("ZZZ999")).toBe("in_transit");
  });
});

describe("testCredentials and registration", () => {
  it("accepts working credentials with one pickup-point search", async () => {
    const before = stub.requests.length;
    await expect(colissimoCarrier.testCredentials(options, ctx)).resolves.toBeUndefined();
    expect(stub.requests.length - before).toBe(1);
  });

  it("reports refused credentials, and missing ones without calling", async () => {
    stub.use("relay: credentials refused");
    const refused = await colissimoCarrier.testCredentials(options, ctx).catch((e) => e);
    expect(refused.code).toBe("carrier.auth_failed");
    const before = stub.requests.length;
    const missing = await colissimoCarrier
      .testCredentials({ ...options, credentials: { account_number: "812345" } }, ctx)
      .catch((e) => e);
    expect(missing.code).toBe("carrier.auth_failed");
    expect(stub.requests.length).toBe(before);
  });

  it("is listed among the live carriers, for the settings form's colissimo credentials", () => {
    expect(LIVE_CARRIERS).toContain(colissimoCarrier);
    expect(colissimoCarrier).toMatchObject({ carrier_code: "COLISSIMO", credential_carrier: "colissimo" });
    expect(connector().rate).toBeUndefined();
  });
});
