import {
  citiesEndpoint,
  documentAllowedEndpoint,
  offersEndpoint,
  rateEndpoint,
  type TEndpointInput,
  type TShipmentInput,
} from "@ship/contracts";
import { addDaysToIsoDate } from "@ship/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const inTwoDays = addDaysToIsoDate(today, 2);

function shipment(overrides: Record<string, unknown> = {}) {
  return {
    ship_from: { country_code: "FR", address: "75011, Paris" },
    ship_to: { country_code: "FR", address: "13001, Marseille" },
    parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
    unit: "fr",
    shipment_date: inTwoDays,
    shipment_type: 2,
    ...overrides,
  };
}

type TError = { code: string; field?: string; message: string; params?: Record<string, unknown> };

/** POST /rate; `body` is what the home form sends, refused shipments included: the API checks it. */
async function rate(body: unknown, cookie?: string, lang = "en") {
  return call(
    t,
    rateEndpoint,
    { body: { shipment: body as TShipmentInput } },
    { cookie: cookie ?? null, lang },
  );
}

async function offers(ids: { shipment_id: string; order_id: string }, cookie?: string) {
  const body = { shipment_id: ids.shipment_id, order_id: ids.order_id };
  return call(t, offersEndpoint, { body }, { cookie: cookie ?? null, lang: "en" });
}

const cities = (city: string, countryId: number) =>
  call(t, citiesEndpoint, { query: { city, country_id: countryId } });

async function expectErrors(body: unknown, expected: Partial<TError>[], lang = "en") {
  const response = await rate(body, undefined, lang);
  expect(response.statusCode).toBe(400);
  const json = response.json() as { success: boolean; errors: TError[]; message: string };
  expect(json.success).toBe(false);
  for (const error of expected) expect(json.errors).toContainEqual(expect.objectContaining(error));
  // Bad input changes nothing: no session is opened for it.
  expect(sessionCookieOf(response)).toBeUndefined();
  return json;
}

describe("POST /rate: spec §5 checks", () => {
  it("requires both towns, with the spec's messages", async () => {
    const json = await expectErrors(
      shipment({ ship_from: { country_code: "FR" }, ship_to: { country_code: "FR", address: " " } }),
      [
        {
          code: "rating.city_from_required",
          field: "shipment.ship_from.address",
          message: "You did not enter a field city ship from",
        },
        {
          code: "rating.city_to_required",
          field: "shipment.ship_to.address",
          message: "You did not enter a field city ship to",
        },
      ],
    );
    expect(json.message).toBe("No result for your rating");
  });

  it("refuses a postcode or town unknown in that country", async () => {
    await expectErrors(
      shipment({
        ship_from: { country_code: "FR", address: "99999, Nowhere" },
        ship_to: { country_code: "FR", postcode: "13001", city: "Lyon" },
      }),
      [
        { code: "rating.origin_town_invalid", message: "origin town invalid" },
        { code: "rating.destination_town_invalid", message: "destination town invalid" },
      ],
    );
    await expectErrors(shipment({ ship_to: { country_code: "DE", address: "ABCDE, Berlin" } }), [
      { code: "rating.destination_town_invalid", field: "shipment.ship_to.address" },
    ]);
    await expectErrors(shipment({ ship_to: { country_code: "DE", address: "Notatownatall" } }), [
      { code: "rating.destination_town_invalid" },
    ]);
  });

  it("refuses a country code that does not exist", async () => {
    await expectErrors(shipment({ ship_to: { country_code: "ZZ", address: "12345, Somewhere" } }), [
      { code: "country.not_found", field: "shipment.ship_to.country_code" },
    ]);
  });

  it("checks every parcel field, under the key '0 higher' for values not above 0", async () => {
    const json = await expectErrors(
      shipment({
        parcels: [
          { number: 0, weight: "0", x: -1, y: 20, z: 10 },
          { number: "1.5", weight: null, x: "12345", y: "2,5", z: "abc" },
        ],
      }),
      [
        { code: "0 higher", field: "shipment.parcels.0.number" },
        { code: "0 higher", field: "shipment.parcels.0.weight" },
        { code: "0 higher", field: "shipment.parcels.0.x" },
        { code: "validation.not_integer", field: "shipment.parcels.1.number" },
        { code: "validation.required", field: "shipment.parcels.1.weight" },
        { code: "validation.too_long", field: "shipment.parcels.1.x", params: { max: 3 } },
        { code: "validation.invalid_type", field: "shipment.parcels.1.z" },
      ],
    );
    expect(json.errors.find((e) => e.code === "0 higher")?.message).toBe("The value must be higher than 0.");
  });

  it("applies the imperial input limits (weight 7, dimensions 7 characters, 2 decimals)", async () => {
    await expectErrors(
      shipment({ unit: "us", parcels: [{ number: 1, weight: "1.125", x: 12, y: 8, z: 4 }] }),
      [{ code: "validation.too_many_decimals", field: "shipment.parcels.0.weight", params: { max: 2 } }],
    );
    await expectErrors(
      shipment({ unit: "us", parcels: [{ number: 1, weight: "12345678", x: 12, y: 8, z: 4 }] }),
      [{ code: "validation.too_long", field: "shipment.parcels.0.weight", params: { max: 7 } }],
    );
    await expectErrors(
      shipment({ unit: "fr", parcels: [{ number: 1, weight: "12345", x: 12, y: 8, z: 4 }] }),
      [{ code: "validation.too_long", field: "shipment.parcels.0.weight", params: { max: 4 } }],
    );
  });

  it("allows a collection date up to 15 days ahead and resets a past one to today", async () => {
    await expectErrors(shipment({ shipment_date: addDaysToIsoDate(today, 16) }), [
      { code: "rating.date_too_late", field: "shipment.shipment_date", params: { max: 15 } },
    ]);
    await expectErrors(shipment({ shipment_date: "2026-02-30" }), [
      { code: "validation.invalid_value", field: "shipment.shipment_date" },
    ]);
    await expectErrors(shipment({ shipment_date: "" }), [
      { code: "validation.required", field: "shipment.shipment_date" },
    ]);
    const past = await rate(shipment({ shipment_date: addDaysToIsoDate(today, -3) }));
    expect(past.statusCode).toBe(200);
    const read = await offers(past.json(), sessionCookieOf(past));
    expect(read.json().shipment.shipment_date).toBe(today);
    const last = await rate(shipment({ shipment_date: addDaysToIsoDate(today, 15) }));
    expect(last.statusCode).toBe(200);
  });

  it("offers stackable for pallets only", async () => {
    await expectErrors(shipment({ shipment_type: 2, stackable: 1 }), [
      { code: "rating.stackable_pallet_only", field: "shipment.stackable" },
    ]);
  });

  it("answers in French and Spanish", async () => {
    const fr = await expectErrors(shipment({ ship_from: { country_code: "FR" } }), [], "fr");
    expect(fr.errors[0]?.message).toBe("Vous n'avez pas renseigné la ville de départ");
    const es = await expectErrors(shipment({ ship_to: { country_code: "FR", address: "00000" } }), [], "es");
    expect(es.errors[0]?.message).toBe("Ciudad de destino no válida");
  });
});

describe("POST /rate then POST /offers", () => {
  it("Paris 75011 -> Marseille 13001, one parcel of 2 kg 30x20x10: offers from at least 6 carriers", async () => {
    const rated = await rate(shipment());
    expect(rated.statusCode).toBe(200);
    const ids = rated.json() as {
      success: boolean;
      shipment_id: string;
      order_id: string;
      carrier_errors: unknown[];
    };
    expect(ids.success).toBe(true);
    expect(ids.shipment_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ids.order_id).not.toBe(ids.shipment_id);
    expect(ids.carrier_errors).toEqual([]);
    // A visitor without a session got one before rating.
    const cookie = sessionCookieOf(rated);
    expect(cookie).toBeDefined();

    const read = await offers(ids, cookie);
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(body.shipment).toMatchObject({
      ship_from: { country_code: "FR", postcode: "75011", city: "Paris" },
      ship_to: { country_code: "FR", postcode: "13001", city: "Marseille" },
      parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
      currency: "EUR",
    });
    const carriers = new Set(body.offers.map((offer: { carrier_code: string }) => offer.carrier_code));
    expect(carriers.size).toBeGreaterThanOrEqual(6);
    for (const offer of body.offers) {
      expect(offer.shipment_id).toBe(ids.shipment_id);
      expect(Number.isInteger(offer.price_ti)).toBe(true);
      expect(offer.price_ti).toBe(offer.price_te + offer.breakdown.vat_amount);
    }
    const prices = body.offers.map((offer: { price_ti: number }) => offer.price_ti);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The same cookie rates again without a new session.
    const again = await rate(shipment(), cookie);
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it("rates an international pallet", async () => {
    const rated = await rate(
      shipment({
        shipment_type: 3,
        stackable: 1,
        ship_to: { country_code: "DE", address: "Berlin" },
        parcels: [{ number: 1, weight: 300, x: 120, y: 80, z: 150 }],
      }),
    );
    expect(rated.statusCode).toBe(200);
    const read = await offers(rated.json(), sessionCookieOf(rated));
    expect(read.statusCode).toBe(200);
    expect(read.json().shipment).toMatchObject({
      shipment_type: 3,
      stackable: 1,
      ship_to: { city: "Berlin" },
    });
    expect(read.json().offers.length).toBeGreaterThan(0);
  });

  it("rates in imperial units (pounds and inches) and keeps them in the recap", async () => {
    const rated = await rate(
      shipment({ unit: "us", parcels: [{ number: 1, weight: "4.41", x: 12, y: 8, z: 4 }] }),
    );
    expect(rated.statusCode).toBe(200);
    const body = (await offers(rated.json(), sessionCookieOf(rated))).json();
    expect(body.shipment).toMatchObject({ unit: "us", parcels: [{ weight: 4.41, x: 12, y: 8, z: 4 }] });
    // 4.41 lb is 2.000 kg: billed like the metric 2 kg parcel.
    expect(body.offers[0].breakdown.billable_weight_g).toBeGreaterThanOrEqual(2000);
  });

  it("says 'No offer available' when no carrier takes the shipment", async () => {
    // Pallets travel internationally only (spec §5): none for a domestic pallet.
    const rated = await rate(
      shipment({ shipment_type: 3, parcels: [{ number: 1, weight: 300, x: 120, y: 80, z: 150 }] }),
    );
    expect(rated.statusCode).toBe(200);
    const read = await offers(rated.json(), sessionCookieOf(rated));
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({
      success: false,
      errors: [{ code: "rating.no_offer", message: "No offer available" }],
    });
  });

  it("shows a rating to its own session only", async () => {
    const rated = await rate(shipment());
    const ids = rated.json();
    const other = await t.app.inject({ method: "POST", url: "/api/v4/session", payload: {} });
    const otherCookie = sessionCookieOf(other);
    for (const cookie of [otherCookie, undefined]) {
      const read = await offers(ids, cookie);
      expect(read.statusCode).toBe(404);
      expect(read.json().errors[0].code).toBe("not_found");
    }
    const wrongOrder = await offers({ ...ids, order_id: "x".repeat(22) }, sessionCookieOf(rated));
    expect(wrongOrder.statusCode).toBe(404);
  });

  it("gives professional users the professional price list", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v4/login",
      payload: { login: "pro@shipcompare.test", password: "demo-pro-1" },
    });
    expect(login.statusCode).toBe(200);
    const proCookie = sessionCookieOf(login);
    const pro = await rate(shipment(), proCookie);
    const visitor = await rate(shipment());
    const proOffers = (await offers(pro.json(), proCookie)).json().offers as {
      offer_id: string;
      price_te: number;
    }[];
    const visitorOffers = (await offers(visitor.json(), sessionCookieOf(visitor))).json().offers as {
      service_code: string;
      price_te: number;
    }[];
    const total = (list: { price_te: number }[]) => list.reduce((sum, offer) => sum + offer.price_te, 0);
    expect(total(proOffers)).toBeLessThan(total(visitorOffers));
  });
});

describe("GET /cities", () => {
  it("suggests French postcodes and towns from 3 characters", async () => {
    const byPostcode = await cities("7501", 250);
    expect(byPostcode.statusCode).toBe(200);
    const rows = byPostcode.json().rows as { postcode: string; city: string; label: string }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows).toContainEqual({ postcode: "75011", city: "Paris", label: "75011, Paris" });

    const byTown = await cities("marseil", 250);
    expect(byTown.json().rows).toContainEqual({
      postcode: "13001",
      city: "Marseille",
      label: "13001, Marseille",
    });

    const short = await cities("75", 250);
    expect(short.statusCode).toBe(400);
  });

  it("suggests towns of other countries, biggest first", async () => {
    const response = await cities("Berl", 276);
    expect(response.json().rows[0]).toEqual({ postcode: "", city: "Berlin", label: "Berlin" });
  });

  it("answers 404 for an unknown country", async () => {
    const response = await cities("Paris", 9999);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe("country.not_found");
  });
});

describe("POST /document_allowed", () => {
  const ask = (body: TEndpointInput<typeof documentAllowedEndpoint>["body"]) =>
    call(t, documentAllowedEndpoint, { body });

  it("allows documents for an envelope or parcels of 2 kg or less", async () => {
    const light = await ask({
      parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 5 }],
      country_from: "FR",
      country_to: "US",
    });
    expect(light.json()).toEqual({ success: true, allowed: true });
    const heavy = await ask({
      parcels: [{ number: 1, weight: 3, x: 30, y: 20, z: 5 }],
      country_from: "FR",
      country_to: "US",
    });
    expect(heavy.json()).toEqual({ success: true, allowed: false });
    const envelope = await ask({
      parcels: [{ number: 1, weight: 3, x: 30, y: 20, z: 5 }],
      country_from: "FR",
      country_to: "US",
      shipment_type: 1,
    });
    expect(envelope.json().allowed).toBe(true);
  });

  it("checks the parcels", async () => {
    const response = await ask({
      parcels: [{ number: 1, weight: 0, x: 30, y: 20, z: 5 }],
      country_from: "FR",
      country_to: "US",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: "0 higher", field: "parcels.0.weight" });
  });
});

describe("POST /rate with progress (Accept: application/x-ndjson)", () => {
  const rateWithProgress = (body: unknown) =>
    call(
      t,
      rateEndpoint,
      { body: { shipment: body as TShipmentInput } },
      { lang: "en", headers: { accept: "application/x-ndjson" } },
    );

  it("streams one progress line per carrier, then the rating, with the visitor's cookie", async () => {
    const response = await rateWithProgress(shipment());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/x-ndjson");
    const lines = response.body
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const progress = lines.slice(0, -1).map((line) => line.progress as { done: number; total: number });
    expect(progress.length).toBeGreaterThanOrEqual(6);
    expect(progress.map((step) => step.done)).toEqual(progress.map((_, index) => index + 1));
    expect(progress.at(-1)?.done).toBe(progress[0]?.total);
    const result = lines.at(-1) as { success: boolean; shipment_id: string; order_id: string };
    expect(result.success).toBe(true);

    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const listed = await offers(result, cookie);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { offers: unknown[] }).offers.length).toBeGreaterThan(0);
  });

  it("refuses a bad shipment with a plain 400 and opens no session", async () => {
    const response = await rateWithProgress(shipment({ ship_to: { country_code: "FR", address: " " } }));
    expect(response.statusCode).toBe(400);
    expect((response.json() as { success: boolean }).success).toBe(false);
    expect(sessionCookieOf(response)).toBeUndefined();
  });
});
