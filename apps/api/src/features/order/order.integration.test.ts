import type { TOffer } from "@ship/contracts";
import { addDaysToIsoDate } from "@ship/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dropoffOnly,
  IN_TWO_DAYS as inTwoDays,
  shippingInfo as journeyShippingInfo,
  MARSEILLE,
  offerWhere,
  PARIS,
  party,
  pickupAndDropoff,
  rate,
  selectOffer,
  type TRated,
  TODAY as today,
  updateShipment,
} from "../../testing/journey.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TError = { code: string; field?: string; message: string };

const rateParisMarseille = (overrides: { weight?: number; toPro?: 0 | 1 } = {}, cookie?: string) =>
  rate(t, { ...overrides, cookie });
const serviceOf = offerWhere;
const select = (rated: TRated, offerId: string, cookie: string | null = rated.cookie) =>
  selectOffer(t, rated, offerId, cookie);
const address = (postcode: string, city: string, overrides: Record<string, unknown> = {}) =>
  party({ ...PARIS, postcode, city }, { address2: "", address3: "", ...overrides });

/** The order page as this file fills it: the recipient Louis Durand, a note and an own reference. */
const shippingInfo = (overrides: Record<string, unknown> = {}) =>
  journeyShippingInfo(PARIS, MARSEILLE, {
    ship_from: address("75011", "Paris"),
    ship_to: address("13001", "Marseille", { name: "Louis Durand", address1: "3 La Canebière" }),
    notes: "Ring twice",
    customer_code: "REF-42",
    ...overrides,
  });

const update = (
  rated: TRated,
  offerId: string,
  info: Record<string, unknown>,
  cookie: string | null = rated.cookie,
  lang = "en",
) => updateShipment(t, rated, offerId, info, { cookie, lang });

async function storedShippingInfo(shipmentId: string) {
  return t.db
    .selectFrom("order_shipping_info")
    .selectAll()
    .where("shipment_id", "=", shipmentId)
    .executeTakeFirst();
}

describe("POST /offer/select", () => {
  it("answers the chosen offer of a rating Paris 75011 -> Marseille 13001 as it was shown", async () => {
    const rated = await rateParisMarseille();
    const chosen = serviceOf(rated, pickupAndDropoff);
    const response = await select(rated, chosen.offer_id);
    expect(response.statusCode).toBe(200);
    const { order } = response.json();
    expect(order.shipment_id).toBe(rated.shipment_id);
    expect(order.offer).toEqual(chosen);
    expect(order.price).toEqual({
      currency: chosen.currency,
      offer_te: chosen.price_te,
      offer_ti: chosen.price_ti,
      insurance: 0,
      voucher_discount: 0,
      total_ti: chosen.price_ti,
    });
    expect(order.options).toMatchObject({
      pickup_allowed: true,
      dropoff_allowed: true,
      customs_required: false,
      default_ready_time: "11:00",
      default_close_time: "17:00",
      min_date: today,
      max_date: addDaysToIsoDate(today, 15),
    });
    // A 2 kg parcel may travel as 'Documents' (decision 006).
    expect(order.options.reasons).toContain("documents");
    expect(order.options.ready_times[0]).toBe("08:00");
    expect(order.options.close_times.at(-1)).toBe("20:00");
    expect(order.shipping_info).toBeNull();
    const row = await t.db
      .selectFrom("orders")
      .select(["offer_id", "status", "origin"])
      .where("shipment_id", "=", rated.shipment_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ offer_id: chosen.offer_id, status: "offer_selected", origin: "order-offer" });
  });

  it("keeps one order per rating: a retry changes nothing, another choice replaces the offer", async () => {
    const rated = await rateParisMarseille();
    const [first, second] = rated.offers;
    if (!first || !second) throw new Error("expected two offers at least");
    expect((await select(rated, first.offer_id)).statusCode).toBe(200);
    expect((await select(rated, first.offer_id)).json().order.offer.offer_id).toBe(first.offer_id);
    expect((await select(rated, second.offer_id)).json().order.offer.offer_id).toBe(second.offer_id);
    const rows = await t.db
      .selectFrom("orders")
      .select("offer_id")
      .where("shipment_id", "=", rated.shipment_id)
      .execute();
    expect(rows).toEqual([{ offer_id: second.offer_id }]);
  });

  it("refuses an offer that is not one of the rating's", async () => {
    const rated = await rateParisMarseille();
    const response = await select(rated, "ups_standard-00000000000000000000");
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ code: "order.offer_not_found", field: "offer_id" });
  });

  it("answers 404 to another visitor and to a caller without a session", async () => {
    const rated = await rateParisMarseille();
    const other = await rateParisMarseille();
    const chosen = rated.offers[0] as TOffer;
    for (const cookie of [other.cookie, null]) {
      const response = await select(rated, chosen.offer_id, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe("not_found");
    }
    const rows = await t.db
      .selectFrom("orders")
      .select("shipment_id")
      .where("shipment_id", "=", rated.shipment_id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("POST /update-shipment", () => {
  it("stores valid shipping info and keeps the offer when the date is the rated one", async () => {
    const rated = await rateParisMarseille();
    const chosen = serviceOf(rated, pickupAndDropoff);
    await select(rated, chosen.offer_id);
    const response = await update(rated, chosen.offer_id, shippingInfo());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.changes).toEqual({
      date_reset: false,
      offer_replaced: false,
      previous_offer_id: null,
      shipping_method_switched: false,
      price_changed: false,
    });
    expect(body.order.offer.offer_id).toBe(chosen.offer_id);
    expect(body.new_dates).toEqual({
      shipment_date: chosen.shipment_date,
      shipment_timestamp: chosen.shipment_timestamp,
      delivery_timestamp: chosen.delivery_timestamp,
      expected_delivery_date: chosen.expected_delivery_date,
    });
    expect(body.order.shipping_info).toMatchObject({
      ship_from: { name: "Camille Martin", country_code: "FR", postcode: "75011", city: "Paris", pro: 0 },
      ship_to: { name: "Louis Durand", country_code: "FR", postcode: "13001", city: "Marseille" },
      reason: "gift",
      declared_value: 15_000,
      shipping_method: "pickup",
      shipment_date: inTwoDays,
      ready_time: "09:00",
      close_time: "18:00",
      label_format: "PDF",
      notes: "Ring twice",
      customer_code: "REF-42",
    });
    const stored = await storedShippingInfo(rated.shipment_id);
    expect(stored).toMatchObject({
      declared_value_cents: 15_000,
      insurance: false,
      insurance_price_cents: 0,
      shipping_method: "pickup",
      shipment_date: inTwoDays,
      label_format: "PDF",
    });
    const order = await t.db
      .selectFrom("orders")
      .select("status")
      .where("shipment_id", "=", rated.shipment_id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe("shipping_info");
    // Going back to step 2 and choosing the same offer shows what was typed.
    const again = await select(rated, chosen.offer_id);
    expect(again.json().order.shipping_info.ship_to.name).toBe("Louis Durand");
  });

  it("prices the insurance: 0.6 % of the declared value, at least 2 euros, dollars at 0.9408", async () => {
    const rated = await rateParisMarseille();
    const chosen = serviceOf(rated, pickupAndDropoff);
    await select(rated, chosen.offer_id);
    const cases = [
      { value: "1000", currency: "EUR", insurance: 600 },
      { value: "120,50", currency: "EUR", insurance: 200 },
      // 6 USD = 5.6448 EUR.
      { value: "1000", currency: "USD", insurance: 564 },
    ];
    for (const { value, currency, insurance } of cases) {
      const response = await update(rated, chosen.offer_id, shippingInfo({ value, currency, insurance: 1 }));
      expect(response.statusCode, `${value} ${currency}`).toBe(200);
      expect(response.json().order.price).toEqual({
        currency: "EUR",
        offer_te: chosen.price_te,
        offer_ti: chosen.price_ti,
        insurance,
        voucher_discount: 0,
        total_ti: chosen.price_ti + insurance,
      });
      const stored = await storedShippingInfo(rated.shipment_id);
      expect(stored).toMatchObject({ insurance: true, insurance_price_cents: insurance, currency });
    }
  });

  it("switches pickup to drop-off when the offer does not allow pickup", async () => {
    const rated = await rateParisMarseille();
    const chosen = serviceOf(rated, dropoffOnly);
    await select(rated, chosen.offer_id);
    const response = await update(rated, chosen.offer_id, shippingInfo({ shipping_method: "pickup" }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.changes.shipping_method_switched).toBe(true);
    expect(body.order.shipping_info).toMatchObject({
      shipping_method: "dropoff",
      ready_time: null,
      close_time: null,
    });
  });

  it("resets a past pickup date to today", async () => {
    const rated = await rateParisMarseille();
    const chosen = serviceOf(rated, pickupAndDropoff);
    await select(rated, chosen.offer_id);
    const response = await update(
      rated,
      chosen.offer_id,
      shippingInfo({ shipment_date: addDaysToIsoDate(today, -3) }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.changes.date_reset).toBe(true);
    expect(body.order.shipping_info.shipment_date).toBe(today);
    expect(body.order.offer.shipment_date >= today).toBe(true);
    const stored = await storedShippingInfo(rated.shipment_id);
    expect(stored?.shipment_date).toBe(today);
  });

  it("dates the offer again when the date moves: a new offer id replaces the old one", async () => {
    const rated = await rateParisMarseille();
    const chosen = serviceOf(rated, pickupAndDropoff);
    await select(rated, chosen.offer_id);
    // A week after the carrier's first collection day: always a later collection day.
    const later = addDaysToIsoDate(chosen.shipment_date, 7);
    const response = await update(rated, chosen.offer_id, shippingInfo({ shipment_date: later }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.changes).toMatchObject({ offer_replaced: true, previous_offer_id: chosen.offer_id });
    expect(body.order.offer.offer_id).not.toBe(chosen.offer_id);
    expect(body.order.offer.service_code).toBe(chosen.service_code);
    expect(body.changes.price_changed).toBe(body.order.offer.price_ti !== chosen.price_ti);
    expect(body.order.price.offer_ti).toBe(body.order.offer.price_ti);
    expect(body.new_dates.shipment_date >= later).toBe(true);
    expect(body.new_dates.delivery_timestamp).toBeGreaterThan(chosen.delivery_timestamp);
    const row = await t.db
      .selectFrom("orders")
      .select(["offer_id", "replaced_offer_id", "rated_date"])
      .where("shipment_id", "=", rated.shipment_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      offer_id: body.order.offer.offer_id,
      replaced_offer_id: chosen.offer_id,
      rated_date: later,
    });

    // A retry that still sends the replaced id gets the same answer and changes nothing.
    const retry = await update(rated, chosen.offer_id, shippingInfo({ shipment_date: later }));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(body);
    // The new id is the one to use from now on; an unknown id is refused.
    expect(
      (await update(rated, body.order.offer.offer_id, shippingInfo({ shipment_date: later }))).statusCode,
    ).toBe(200);
    const stale = await update(rated, "ups_standard-00000000000000000000", shippingInfo());
    expect(stale.statusCode).toBe(404);
    expect(stale.json().errors[0]).toMatchObject({ code: "order.offer_not_found", field: "offer_id" });
  });

  it("answers 404 to another visitor, without a session and before an offer is chosen", async () => {
    const rated = await rateParisMarseille();
    const other = await rateParisMarseille();
    const chosen = rated.offers[0] as TOffer;
    const notChosenYet = await update(rated, chosen.offer_id, shippingInfo());
    expect(notChosenYet.statusCode).toBe(404);
    await select(rated, chosen.offer_id);
    for (const cookie of [other.cookie, null]) {
      const response = await update(rated, chosen.offer_id, shippingInfo(), cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe("not_found");
    }
    expect(await storedShippingInfo(rated.shipment_id)).toBeUndefined();
  });
});

describe("orders of a logged-in user", () => {
  async function login(email: string, password: string) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v4/login",
      payload: { login: email, password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response);
    if (!cookie) throw new Error("login set no cookie");
    return cookie;
  }

  it("follows the user to a new session, and stays hidden from other users", async () => {
    const first = await login("demo@shipcompare.test", "demo-perso-1");
    const rated = await rateParisMarseille({}, first);
    const chosen = serviceOf(rated, pickupAndDropoff);
    expect((await select(rated, chosen.offer_id)).statusCode).toBe(200);
    // Logging in again ends the first session: the order belongs to the user, not to it.
    const second = await login("demo@shipcompare.test", "demo-perso-1");
    const response = await update(rated, chosen.offer_id, shippingInfo(), second);
    expect(response.statusCode).toBe(200);
    const owner = await t.db
      .selectFrom("orders")
      .innerJoin("users", "users.id", "orders.user_id")
      .select("users.email")
      .where("orders.shipment_id", "=", rated.shipment_id)
      .executeTakeFirstOrThrow();
    expect(owner.email).toBe("demo@shipcompare.test");

    const pro = await login("pro@shipcompare.test", "demo-pro-1");
    for (const call of [
      select(rated, chosen.offer_id, pro),
      update(rated, chosen.offer_id, shippingInfo(), pro),
    ]) {
      const refused = await call;
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errors[0].code).toBe("not_found");
    }
  });
});

describe("POST /update-shipment: spec §5 field errors", () => {
  let rated: TRated;
  let chosen: TOffer;
  beforeAll(async () => {
    rated = await rateParisMarseille();
    chosen = serviceOf(rated, pickupAndDropoff);
    await select(rated, chosen.offer_id);
  });

  async function expectFieldError(info: Record<string, unknown>, expected: Partial<TError>, lang = "en") {
    const response = await update(rated, chosen.offer_id, info, rated.cookie, lang);
    expect(response.statusCode, JSON.stringify(expected)).toBe(400);
    const body = response.json() as { success: boolean; errors: TError[]; message: string };
    expect(body.success).toBe(false);
    expect(body.errors).toContainEqual(expect.objectContaining(expected));
    for (const error of body.errors) expect(error.message).not.toBe("");
    // Bad input changes nothing.
    expect(await storedShippingInfo(rated.shipment_id)).toBeUndefined();
    return body;
  }

  const from = (overrides: Record<string, unknown>) => ({
    ship_from: address("75011", "Paris", overrides),
  });

  it("requires the names, phones, e-mails, first address lines, postcodes and cities", async () => {
    for (const field of ["name", "phone", "email", "address1", "postcode", "city"]) {
      await expectFieldError(shippingInfo(from({ [field]: "" })), {
        code: "validation.required",
        field: `shipping_info.ship_from.${field}`,
        message: "This field is required.",
      });
    }
  });

  it("enforces the order form's maximum lengths", async () => {
    const cases: [Record<string, unknown>, string, number][] = [
      [from({ name: "n".repeat(36) }), "shipping_info.ship_from.name", 35],
      [from({ company: "c".repeat(36) }), "shipping_info.ship_from.company", 35],
      [from({ address1: "a".repeat(36) }), "shipping_info.ship_from.address1", 35],
      [from({ address3: "a".repeat(36) }), "shipping_info.ship_from.address3", 35],
      [from({ email: `${"e".repeat(40)}@example.com` }), "shipping_info.ship_from.email", 50],
      [from({ postcode: "1".repeat(21) }), "shipping_info.ship_from.postcode", 20],
      [from({ city: "c".repeat(256) }), "shipping_info.ship_from.city", 255],
      [{ notes: "n".repeat(31) }, "shipping_info.notes", 30],
      [{ content: "c".repeat(36) }, "shipping_info.content", 35],
      [{ customer_code: "r".repeat(36) }, "shipping_info.customer_code", 35],
      [{ value: "1".repeat(33) }, "shipping_info.value", 32],
    ];
    for (const [overrides, field, max] of cases) {
      const body = await expectFieldError(shippingInfo(overrides), { code: "validation.too_long", field });
      expect(body.errors.find((error) => error.field === field)?.message).toContain(String(max));
    }
  });

  it("refuses a malformed e-mail and a phone number that is not valid", async () => {
    await expectFieldError(shippingInfo(from({ email: "camille.example.com" })), {
      code: "validation.invalid_email",
      field: "shipping_info.ship_from.email",
    });
    await expectFieldError(shippingInfo(from({ phone: "12" })), {
      code: "account.invalid_phone",
      field: "shipping_info.ship_from.phone",
      message: "This phone number is not valid.",
    });
  });

  it("keeps the rated postcodes", async () => {
    await expectFieldError(shippingInfo({ ship_to: address("13002", "Marseille") }), {
      code: "order.postcode_changed",
      field: "shipping_info.ship_to.postcode",
    });
  });

  it("requires the reason, the content, the hazardous declaration and the terms", async () => {
    await expectFieldError(shippingInfo({ reason: "bribe" }), { field: "shipping_info.reason" });
    await expectFieldError(shippingInfo({ content: " " }), {
      code: "validation.required",
      field: "shipping_info.content",
    });
    await expectFieldError(shippingInfo({ hazardous: 0 }), {
      code: "order.hazardous_required",
      field: "shipping_info.hazardous",
      message: "You must confirm the hazardous goods declaration.",
    });
    await expectFieldError(shippingInfo({ terms: 0 }), {
      code: "account.terms_required",
      field: "shipping_info.terms",
    });
  });

  it("checks the declared value", async () => {
    await expectFieldError(shippingInfo({ value: "", insurance: 1 }), {
      code: "validation.required",
      field: "shipping_info.value",
    });
    await expectFieldError(shippingInfo({ value: "12.345" }), {
      code: "validation.too_many_decimals",
      field: "shipping_info.value",
    });
    await expectFieldError(shippingInfo({ value: "12 euros" }), {
      code: "validation.invalid_type",
      field: "shipping_info.value",
    });
    await expectFieldError(shippingInfo({ value: "0" }), { code: "0 higher", field: "shipping_info.value" });
  });

  it("checks the pickup date and times", async () => {
    await expectFieldError(shippingInfo({ shipment_date: addDaysToIsoDate(today, 16) }), {
      code: "rating.date_too_late",
      field: "shipping_info.shipment_date",
    });
    await expectFieldError(shippingInfo({ shipment_date: "" }), {
      code: "validation.required",
      field: "shipping_info.shipment_date",
    });
    await expectFieldError(shippingInfo({ shipment_date: "2026-02-30" }), {
      code: "validation.invalid_value",
      field: "shipping_info.shipment_date",
    });
    await expectFieldError(shippingInfo({ ready_time: "07:45" }), {
      code: "order.pickup_time_invalid",
      field: "shipping_info.ready_time",
    });
    await expectFieldError(shippingInfo({ close_time: "16:10" }), {
      code: "order.pickup_time_invalid",
      field: "shipping_info.close_time",
    });
    await expectFieldError(shippingInfo({ close_time: undefined }), {
      code: "validation.required",
      field: "shipping_info.close_time",
    });
  });

  it("refuses unknown label formats and fields", async () => {
    await expectFieldError(shippingInfo({ label_format: "PNG" }), { field: "shipping_info.label_format" });
    await expectFieldError(shippingInfo({ apporteur: "X" }), {
      code: "validation.unknown_field",
      field: "shipping_info.apporteur",
    });
  });

  it("answers in French and Spanish", async () => {
    const fr = await expectFieldError(
      shippingInfo({ hazardous: 0 }),
      { code: "order.hazardous_required" },
      "fr",
    );
    expect(fr.errors[0]?.message).toBe("Vous devez confirmer la déclaration de marchandises dangereuses.");
    expect(fr.message).toBe("Certains champs sont incorrects");
    const es = await expectFieldError(
      shippingInfo({ hazardous: 0 }),
      { code: "order.hazardous_required" },
      "es",
    );
    expect(es.errors[0]?.message).toBe("Debe confirmar la declaración de mercancías peligrosas.");
  });
});

describe("POST /update-shipment: rules that depend on the rating", () => {
  it("requires the company of a business address", async () => {
    const rated = await rateParisMarseille({ toPro: 1 });
    const chosen = serviceOf(rated, pickupAndDropoff);
    await select(rated, chosen.offer_id);
    const response = await update(rated, chosen.offer_id, shippingInfo());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ code: "validation.required", field: "shipping_info.ship_to.company" }),
    );
    const withCompany = await update(
      rated,
      chosen.offer_id,
      shippingInfo({ ship_to: address("13001", "Marseille", { company: "Durand SARL" }) }),
    );
    expect(withCompany.statusCode).toBe(200);
    expect(withCompany.json().order.shipping_info.ship_to).toMatchObject({ company: "Durand SARL", pro: 1 });
  });

  it("allows 'Documents' only for parcels of 2 kg or less", async () => {
    const rated = await rateParisMarseille({ weight: 5 });
    const chosen = serviceOf(rated, pickupAndDropoff);
    const selected = await select(rated, chosen.offer_id);
    expect(selected.json().order.options.reasons).not.toContain("documents");
    const response = await update(rated, chosen.offer_id, shippingInfo({ reason: "documents" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ code: "order.documents_not_allowed", field: "shipping_info.reason" }),
    );
  });
});
