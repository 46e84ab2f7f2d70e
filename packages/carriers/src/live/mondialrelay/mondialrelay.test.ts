import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startCarrierStub, type TCarrierStub } from "../../testing/carrier-stub-server.ts";
import { mondialrelayCarrier } from "./index.ts";
import { MONDIALRELAY_STUB_PAIRS, STUB_LABEL_PDF } from "./stub-pairs.ts";
import { buildOptions, buildShipmentRequest, ENSEIGNE, PRIVATE_KEY, readLastCall } from "./test-support.ts";
import { mapTracingLabel } from "./tracking.ts";
import { toCity, wrapStreet } from "./wsi-text.ts";

let stub: TCarrierStub;
let connector: ReturnType<typeof mondialrelayCarrier.create>;
const ctx = {};
const md5 = (text: string) => createHash("md5").update(text, "latin1").digest("hex").toUpperCase();

beforeAll(async () => {
  stub = await startCarrierStub(MONDIALRELAY_STUB_PAIRS);
  connector = mondialrelayCarrier.create(buildOptions(stub.url));
});
afterEach(() => stub.reset());
afterAll(() => stub.close());

/** The error a call ends with (undefined when it succeeds); a missing method fails the test. */
const failure = (promise: Promise<unknown> | undefined) =>
  (promise ?? Promise.reject(new Error("method missing"))).then(
    () => undefined,
    (error: unknown) => error,
  );
const search = (postcode = "75011", limit?: number) =>
  connector.dropOffLocations?.(
    { service_code: "MONDIALRELAY_POINT_RELAIS", country_code: "fr", postcode, limit },
    ctx,
  );

describe("relay points (WSI4_PointRelais_Recherche)", () => {
  it("asks for 24R points near the postcode, signed in the documented order", async () => {
    await search("75011", 5);
    const params = readLastCall(stub, "WSI4_PointRelais_Recherche");
    expect(params).toMatchObject({ Enseigne: ENSEIGNE, Pays: "FR", CP: "75011", Ville: "", Action: "24R" });
    expect(params.NombreResultats).toBe("5");
    // Enseigne, Pays, NumPointRelais, Ville, CP, ..., Action, DelaiEnvoi, ..., NombreResultats, key.
    const signed = [ENSEIGNE, "FR", "75011", "24R", "0", "5"].join("");
    expect(params.Security).toBe(md5(`${signed}${PRIVATE_KEY}`));
    const headers = stub.requests.at(-1)?.headers;
    expect(headers?.soapaction).toBe('"http://www.mondialrelay.fr/webservice/WSI4_PointRelais_Recherche"');
    expect(headers?.["content-type"]).toContain("text/xml");
  });

  it("asks for 10 points by default and at most (the chooser's markers)", async () => {
    await search();
    expect(readLastCall(stub, "WSI4_PointRelais_Recherche").NombreResultats).toBe("10");
    await search("75011", 50);
    expect(readLastCall(stub, "WSI4_PointRelais_Recherche").NombreResultats).toBe("10");
  });

  it("maps each point: id with its country, address lines, coordinates and hours per weekday", async () => {
    const points = (await search()) ?? [];
    expect(points.map((point) => point.id)).toEqual(["FR-066974", "FR-020458"]);
    const [balto, proxi] = points;
    expect(balto).toMatchObject({
      name: "TABAC LE BALTO",
      address1: "12 RUE DE LA ROQUETTE",
      postcode: "75011",
      city: "PARIS",
      country_code: "FR",
      latitude: 48.85534,
      longitude: 2.37261,
    });
    expect(balto?.opening_hours.filter((slot) => slot.weekday === 1)).toEqual([
      { weekday: 1, open: "09:00", close: "12:30" },
      { weekday: 1, open: "14:00", close: "19:00" },
    ]);
    expect(balto?.opening_hours.filter((slot) => slot.weekday >= 6)).toEqual([
      { weekday: 6, open: "09:00", close: "12:30" },
    ]);
    // Coordinates with a decimal comma, a fourth address line, Sunday mornings.
    expect(proxi).toMatchObject({ latitude: 48.86349, longitude: 2.37042, address2: "ANGLE RUE OBERKAMPF" });
    expect(proxi?.opening_hours.at(-1)).toEqual({ weekday: 7, open: "08:00", close: "13:00" });
  });

  it("has no relay points for home delivery, without calling the carrier", async () => {
    const before = stub.requests.length;
    const points = await connector.dropOffLocations?.(
      { service_code: "MONDIALRELAY_DOMICILE", country_code: "FR", postcode: "75011" },
      ctx,
    );
    expect(points).toEqual([]);
    expect(stub.requests.length).toBe(before);
  });

  it("reads one point by its id, and none for an unknown or malformed id", async () => {
    const point = await connector.dropOffLocation?.(
      { service_code: "MONDIALRELAY_EUROPE", id: "FR-066974" },
      ctx,
    );
    expect(point?.name).toBe("TABAC LE BALTO");
    expect(readLastCall(stub, "WSI4_PointRelais_Recherche")).toMatchObject({
      Pays: "FR",
      NumPointRelais: "066974",
      CP: "",
      NombreResultats: "1",
    });
    const unknown = { service_code: "MONDIALRELAY_POINT_RELAIS", id: "FR-999999" };
    expect(await connector.dropOffLocation?.(unknown, ctx)).toBeUndefined();
    const before = stub.requests.length;
    expect(await connector.dropOffLocation?.({ ...unknown, id: "MR-12" }, ctx)).toBeUndefined();
    expect(stub.requests.length).toBe(before);
  });

  it("maps the documented STATs: unknown city, refused key, technical error", async () => {
    expect(await failure(search("99999"))).toMatchObject({ code: "carrier.invalid_address" });
    expect(await failure(search("99099"))).toMatchObject({ code: "carrier.unavailable" });
    const refused = mondialrelayCarrier.create(
      buildOptions(stub.url, { account_number: "BDTEST99", key: "x" }),
    );
    const error = await failure(
      refused.dropOffLocations?.(
        { service_code: "MONDIALRELAY_POINT_RELAIS", country_code: "FR", postcode: "1" },
        ctx,
      ),
    );
    expect(error).toMatchObject({ code: "carrier.auth_failed" });
    expect((error as Error).message).toContain("STAT 97");
  });

  it("times out, and reads malformed answers and maintenance pages as such", async () => {
    stub.use("relay: no answer (hang)");
    expect(await failure(search())).toMatchObject({ code: "carrier.timeout" });
    stub.reset();
    stub.use("relay: not XML");
    expect(await failure(search())).toMatchObject({ code: "carrier.malformed_answer" });
    stub.reset();
    stub.use("relay: point without its number");
    expect(await failure(search())).toMatchObject({ code: "carrier.malformed_answer" });
    stub.reset();
    stub.use("relay: maintenance page");
    const before = stub.requests.length;
    expect(await failure(search())).toMatchObject({ code: "carrier.unavailable", status: 503 });
    // A search is idempotent: tried once more before giving up.
    expect(stub.requests.length - before).toBe(2);
  });
});

describe("shipment and label (WSI2_CreationEtiquette)", () => {
  it("sends the documented fields: modes, relay point, weight in grams, parcels, reference, value", async () => {
    await connector.createShipment?.(
      buildShipmentRequest({ declared_value: { amount: 15000, currency: "EUR" } }),
      ctx,
    );
    const params = readLastCall(stub, "WSI2_CreationEtiquette");
    expect(params).toMatchObject({
      Enseigne: ENSEIGNE,
      ModeCol: "REL",
      ModeLiv: "24R",
      NDossier: "SC-000123",
      COL_Rel_Pays: "FR",
      COL_Rel: "AUTO",
      LIV_Rel_Pays: "FR",
      LIV_Rel: "066974",
      Poids: "1200",
      NbColis: "1",
      Exp_Valeur: "15000",
      Exp_Devise: "EUR",
      Expe_Langage: "FR",
    });
    const { Security, ...signed } = params;
    expect(Security).toBe(md5(Object.values(signed).join("") + PRIVATE_KEY));
    expect(Object.keys(signed).slice(0, 6)).toEqual([
      "Enseigne",
      "ModeCol",
      "ModeLiv",
      "NDossier",
      "NClient",
      "Expe_Langage",
    ]);
  });

  it("converts pounds to grams (at least 100 g) and international numbers, countries, addresses", async () => {
    const request = buildShipmentRequest({
      unit: "us",
      parcels: [{ number: 1, weight: 3.3, x: 12, y: 8, z: 4 }],
      ship_to: {
        country_code: "be",
        postcode: "1000",
        city: "Bruxelles-Ville (Centre)",
        name: "Zoé Lefèvre-Dupont",
        company: "Café & Co",
        phone: "0470 12 34 56",
        email: "Zoe@Example.com",
        address1: "Boulevard Anspach 112, bâtiment B, escalier 3",
        address2: "porte 12",
      },
      collection_point_id: "BE-123456",
      quote: { offer_id: "o", service_code: "MONDIALRELAY_EUROPE", shipment_date: "2026-11-03" },
      customer_reference: "ord_2026/abc-1234567890",
    });
    await connector.createShipment?.(request, ctx);
    const params = readLastCall(stub, "WSI2_CreationEtiquette");
    expect(params).toMatchObject({
      Poids: "1497",
      Dest_Pays: "BE",
      Dest_Langage: "FR",
      Dest_Ad1: "ZOE LEFEVRE-DUPONT",
      Dest_Ad2: "CAFE CO",
      Dest_Ad3: "BOULEVARD ANSPACH 112, BATIMENT",
      Dest_Ad4: "B, ESCALIER 3 PORTE 12",
      Dest_Ville: "BRUXELLES-VILLE CENTRE",
      Dest_CP: "1000",
      Dest_Tel1: "+32470123456",
      Dest_Mail: "zoe@example.com",
      Expe_Tel1: "+33320123456",
      LIV_Rel_Pays: "BE",
      LIV_Rel: "123456",
      NDossier: "ORD_2026 ABC-12",
    });
    await connector.createShipment?.(
      buildShipmentRequest({ parcels: [{ number: 1, weight: 0.04, x: 1, y: 1, z: 1 }] }),
      ctx,
    );
    expect(readLastCall(stub, "WSI2_CreationEtiquette").Poids).toBe("100");
  });

  it("asks home delivery (HOM) without a relay point", async () => {
    const quote = { offer_id: "o", service_code: "MONDIALRELAY_DOMICILE", shipment_date: "2026-11-03" };
    await connector.createShipment?.(buildShipmentRequest({ quote, collection_point_id: undefined }), ctx);
    expect(readLastCall(stub, "WSI2_CreationEtiquette")).toMatchObject({
      ModeLiv: "HOM",
      LIV_Rel: "",
      LIV_Rel_Pays: "",
    });
  });

  it("returns the shipment number and the carrier's PDF label, read from URL_Etiquette", async () => {
    const created = await connector.createShipment?.(buildShipmentRequest(), ctx);
    expect(created).toMatchObject({ carrier_shipment_id: "31236189", tracking_numbers: ["31236189"] });
    expect(created?.labels).toHaveLength(1);
    expect(created?.labels[0]).toMatchObject({
      tracking_number: "31236189",
      format: "PDF",
      content_type: "application/pdf",
    });
    expect(Buffer.from(created?.labels[0]?.data ?? []).equals(Buffer.from(STUB_LABEL_PDF))).toBe(true);
    const labelCall = stub.requests.at(-1);
    expect(labelCall?.method).toBe("GET");
    expect(labelCall?.query).toContain("?ens=BDTEST1311&expedition=31236189&lg=FR&format=A4");
  });

  it("refuses what the WSI cannot do before sending anything", async () => {
    const before = stub.requests.length;
    const zpl = await failure(connector.createShipment?.(buildShipmentRequest({ label_format: "ZPL" }), ctx));
    expect(zpl).toMatchObject({ code: "carrier.service_unavailable" });
    const pickup = await failure(
      connector.createShipment?.(buildShipmentRequest({ shipping_method: "pickup" }), ctx),
    );
    expect(pickup).toMatchObject({ code: "carrier.service_unavailable" });
    const noPoint = await failure(
      connector.createShipment?.(buildShipmentRequest({ collection_point_id: undefined }), ctx),
    );
    expect(noPoint).toMatchObject({ code: "carrier.invalid_request" });
    const badPhone = buildShipmentRequest();
    badPhone.ship_to.phone = "12";
    expect(await failure(connector.createShipment?.(badPhone, ctx))).toMatchObject({
      code: "carrier.invalid_request",
    });
    expect(stub.requests.length).toBe(before);
  });

  it("never repeats a creation: a timeout or an unreadable answer leaves the outcome unknown", async () => {
    for (const [name, code] of [
      ["ship: no answer (hang)", "carrier.timeout"],
      ["ship: not XML", "carrier.malformed_answer"],
      ["ship: success without label URL", "carrier.malformed_answer"],
    ] as const) {
      stub.use(name);
      const before = stub.requests.length;
      const error = await failure(connector.createShipment?.(buildShipmentRequest(), ctx));
      stub.reset();
      expect(error, name).toMatchObject({ code, outcomeUnknown: true });
      expect(stub.requests.length - before, name).toBe(1);
    }
  });

  it("reports a label that cannot be read after the shipment was made as an unknown outcome", async () => {
    stub.use("label: error page instead of the PDF");
    const error = await failure(connector.createShipment?.(buildShipmentRequest(), ctx));
    expect(error).toMatchObject({ code: "carrier.malformed_answer", outcomeUnknown: true });
    expect((error as Error).message).toContain("31236189");
  });

  it("maps a refusal's STAT, and a maintenance page without repeating the call", async () => {
    stub.use("ship: incorrect postcode (STAT 36)");
    expect(await failure(connector.createShipment?.(buildShipmentRequest(), ctx))).toMatchObject({
      code: "carrier.invalid_address",
      outcomeUnknown: false,
    });
    stub.reset();
    stub.use("ship: maintenance page");
    const before = stub.requests.length;
    expect(await failure(connector.createShipment?.(buildShipmentRequest(), ctx))).toMatchObject({
      code: "carrier.unavailable",
    });
    expect(stub.requests.length - before).toBe(1);
  });
});

describe("tracking (WSI2_TracingColisDetaille)", () => {
  it("asks in French with the signed shipment number, and maps events newest first", async () => {
    const result = await connector.track?.({ tracking_number: "31236189" }, ctx);
    const params = readLastCall(stub, "WSI2_TracingColisDetaille");
    expect(params).toMatchObject({ Enseigne: ENSEIGNE, Expedition: "31236189", Langue: "FR" });
    expect(params.Security).toBe(md5(`${ENSEIGNE}31236189FR${PRIVATE_KEY}`));
    expect(result?.status).toBe("Delivered");
    expect(result?.events.map((event) => event.description.key)).toEqual([
      "tracking.delivered",
      "tracking.at_relay_point",
      "tracking.in_transit",
      "tracking.pickuped",
    ]);
    // 06/11/26 17:30 in Paris (winter time, UTC+1).
    expect(result?.events[0]).toMatchObject({
      date: "2026-11-06T16:30:00.000Z",
      location: "PARIS (Point Relais FR-066974)",
    });
  });

  it("reads a single event, four-digit years and an empty list", async () => {
    const inTransit = await connector.track?.({ tracking_number: "31236190" }, ctx);
    expect(inTransit?.status).toBe("Pickuped");
    expect(inTransit?.events).toEqual([
      {
        date: "2026-11-02T10:20:00.000Z",
        description: { key: "tracking.pickuped", params: {} },
        location: "LILLE (Point Relais FR-031245)",
      },
    ]);
    expect(await connector.track?.({ tracking_number: "31236191" }, ctx)).toEqual({
      status: "Validated",
      events: [],
    });
  });

  it("maps unknown parcels, refused accounts, timeouts and malformed answers", async () => {
    const track = (tracking_number: string) => failure(connector.track?.({ tracking_number }, ctx));
    expect(await track("99999999")).toMatchObject({ code: "carrier.not_found" });
    expect(await track("12AB")).toMatchObject({ code: "carrier.not_found" });
    expect(await track("00000001")).toMatchObject({ code: "carrier.auth_failed" });
    stub.use("track: no answer (hang)");
    expect(await track("31236189")).toMatchObject({ code: "carrier.timeout" });
    stub.reset();
    stub.use("track: wrong shape");
    expect(await track("31236189")).toMatchObject({ code: "carrier.malformed_answer" });
  });

  it("turns the carrier's labels into event keys, unknown ones into a step in transit", () => {
    expect(mapTracingLabel("Retour expéditeur")).toBe("tracking.returned");
    expect(mapTracingLabel("Anomalie : adresse incomplète")).toBe("tracking.exception");
    expect(mapTracingLabel("Colis en cours de livraison")).toBe("tracking.out_for_delivery");
    expect(mapTracingLabel("Colis livré au Point Relais")).toBe("tracking.at_relay_point");
    expect(mapTracingLabel("Colis enregistré")).toBe("tracking.created");
    expect(mapTracingLabel("Tri en plateforme")).toBe("tracking.in_transit");
  });
});

describe("credentials", () => {
  it("accepts a working account and refuses a wrong key, or a missing one without calling", async () => {
    await expect(mondialrelayCarrier.testCredentials(buildOptions(stub.url), ctx)).resolves.toBeUndefined();
    const refused = buildOptions(stub.url, { account_number: "BDTEST99", key: "wrong" });
    await expect(mondialrelayCarrier.testCredentials(refused, ctx)).rejects.toMatchObject({
      code: "carrier.auth_failed",
    });
    const before = stub.requests.length;
    const missing = buildOptions(stub.url, { account_number: ENSEIGNE, key: "" });
    await expect(mondialrelayCarrier.testCredentials(missing, ctx)).rejects.toMatchObject({
      code: "carrier.auth_failed",
    });
    expect(stub.requests.length).toBe(before);
  });
});

describe("WSI text fields", () => {
  it("wraps street lines at word boundaries over two 32-character fields", () => {
    expect(wrapStreet(["12 rue du Faubourg Saint-Honoré", "Résidence les Tilleuls, bât. C"])).toEqual([
      "12 RUE DU FAUBOURG SAINT-HONORE",
      "RESIDENCE LES TILLEULS, BAT. C",
    ]);
    expect(toCity("Saint-Étienne-du-Rouvray 2")).toBe("SAINT-ETIENNE-DU-ROUVRAY");
  });
});
