import { type TOffer, voucherCheckEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import {
  BERLIN,
  party as journeyParty,
  rate as journeyRate,
  MARSEILLE,
  NEW_YORK,
  ofCarrier,
  offerWhere,
  PARIS,
  selectOffer,
  type TEnd,
  type TRated,
  toTheDoor,
  updateShipment,
} from "../../testing/journey.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInUser } from "../payment/payment-test-helpers.ts";

/**
 * The order form's customs, duty payment, personal effects and voucher rules (spec §5, migration
 * 0010) through POST /offer/select and POST /update-shipment, and the voucher in the payment total.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TError = { code: string; field?: string; message: string };

const rate = (from: TEnd, to: TEnd, cookie?: string) => journeyRate(t, { from, to, cookie });

/** A door delivery: a relay-point offer would also ask for its dropoff_to (tested in relay-points/). */
const pick = (rated: TRated, carrier?: string): TOffer =>
  offerWhere(rated, carrier ? ofCarrier(carrier, toTheDoor) : toTheDoor);

async function select(rated: TRated, offer: TOffer) {
  const response = await selectOffer(t, rated, offer.offer_id);
  expect(response.statusCode).toBe(200);
  return response.json().order;
}

const party = (end: TEnd, name: string) => journeyParty(end, { name });

function info(from: TEnd, to: TEnd, overrides: Record<string, unknown> = {}) {
  return {
    ship_from: party(from, "Camille Martin"),
    ship_to: party(to, "Louis Durand"),
    reason: "gift",
    content: "Books",
    currency: "EUR",
    insurance: 0,
    shipping_method: "dropoff",
    label_format: "PDF",
    hazardous: 1,
    terms: 1,
    ...overrides,
  };
}

const update = (rated: TRated, offer: TOffer, shippingInfo: Record<string, unknown>, lang = "en") =>
  updateShipment(t, rated, offer.offer_id, shippingInfo, { lang });

/** The order's saved shipping info, undefined while nothing was saved. */
const storedInfoOf = (shipmentId: string) =>
  t.db
    .selectFrom("order_shipping_info")
    .select("shipment_id")
    .where("shipment_id", "=", shipmentId)
    .executeTakeFirst();

const errorsOf = (response: { json(): { errors: TError[] } }) =>
  response.json().errors.map((error) => `${error.field}:${error.code}`);

const row = (unit_price: string, qty = 1, currency = "USD") => ({
  desc: "Books",
  country: "US",
  qty,
  unit_price,
  currency,
});

describe("customs block (spec §5: origin outside Europe, destination inside)", () => {
  it("shows the customs block for an import US -> FR, not for Paris -> Marseille", async () => {
    const domestic = await rate(PARIS, MARSEILLE);
    expect((await select(domestic, pick(domestic))).options.customs_required).toBe(false);
    const imported = await rate(NEW_YORK, PARIS);
    const order = await select(imported, pick(imported));
    expect(order.options.customs_required).toBe(true);
    expect(order.price.voucher_discount).toBe(0);
  });

  it("needs at least one goods row, refuses bad rows, and stores rows with totals in euros", async () => {
    const imported = await rate(NEW_YORK, PARIS);
    const offer = pick(imported);
    await select(imported, offer);
    const empty = await update(imported, offer, info(NEW_YORK, PARIS), "fr");
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty)).toEqual(["shipping_info.duties:order.duties_required"]);
    expect(empty.json().errors[0].message).toBe(
      "Décrivez la marchandise\u00a0: au moins une ligne douanière est nécessaire pour cet envoi.",
    );

    const bad = await update(
      imported,
      offer,
      info(NEW_YORK, PARIS, {
        duties: [{ ...row("10"), qty: 0 }, { ...row("10"), desc: "d".repeat(36) }, row("1,234")],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([
      "shipping_info.duties.0.qty:validation.too_small",
      "shipping_info.duties.1.desc:validation.too_long",
    ]);
    const decimals = await update(imported, offer, info(NEW_YORK, PARIS, { duties: [row("1,234")] }));
    expect(errorsOf(decimals)).toEqual(["shipping_info.duties.0.unit_price:validation.too_many_decimals"]);

    const saved = await update(
      imported,
      offer,
      info(NEW_YORK, PARIS, { duties: [row("100", 1), row("12.50", 2, "EUR")] }),
    );
    expect(saved.statusCode).toBe(200);
    const stored = saved.json().order.shipping_info;
    expect(stored.duties).toEqual([
      { desc: "Books", country: "US", qty: 1, unit_price: 10000, currency: "USD", total_eur: 9408 },
      { desc: "Books", country: "US", qty: 2, unit_price: 1250, currency: "EUR", total_eur: 2500 },
    ]);
    expect(stored.duties_total_eur).toBe(11908);
    expect(stored.eei_required).toBe(false);
    const row0 = await t.db
      .selectFrom("order_shipping_info")
      .select(["duties_total_eur_cents", "eei_required"])
      .where("shipment_id", "=", imported.shipment_id)
      .executeTakeFirstOrThrow();
    expect(Number(row0.duties_total_eur_cents)).toBe(11908);
  });

  it("flags a US export of $2,500 or more for electronic export information", async () => {
    const imported = await rate(NEW_YORK, PARIS);
    const offer = pick(imported);
    await select(imported, offer);
    const saved = await update(imported, offer, info(NEW_YORK, PARIS, { duties: [row("1250", 2)] }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().order.shipping_info.eei_required).toBe(true);
  });

  it("applies the duty payment rules: UPS asks postcode and country, DHL/FEDEX not for visitors, limits", async () => {
    const imported = await rate(NEW_YORK, PARIS);
    const ups = imported.offers.find((offer) => offer.carrier_code === "UPS");
    const other = imported.offers.find(
      (offer) => offer.carrier_code === "DHL" || offer.carrier_code === "FEDEX",
    );
    expect(ups ?? other).toBeDefined();
    if (ups) {
      expect((await select(imported, ups)).options.duty_third_party).toBe("ups");
      const missing = await update(
        imported,
        ups,
        info(NEW_YORK, PARIS, { duties: [row("10")], duty_payment_third_party: 1 }),
      );
      expect(errorsOf(missing)).toEqual([
        "shipping_info.duty_account_number:validation.required",
        "shipping_info.duty_account_postcode:validation.required",
        "shipping_info.duty_account_country:validation.required",
      ]);
      const tooLong = await update(
        imported,
        ups,
        info(NEW_YORK, PARIS, {
          duties: [row("10")],
          duty_payment_third_party: 1,
          duty_account_number: "1".repeat(13),
          duty_account_postcode: "2".repeat(21),
          duty_account_country: "FR",
        }),
      );
      expect(errorsOf(tooLong)).toEqual([
        "shipping_info.duty_account_number:validation.too_long",
        "shipping_info.duty_account_postcode:validation.too_long",
      ]);
      const saved = await update(
        imported,
        ups,
        info(NEW_YORK, PARIS, {
          duties: [row("10")],
          duty_payment_third_party: 1,
          duty_account_number: "A1B2C3",
          duty_account_postcode: "75011",
          duty_account_country: "fr",
        }),
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json().order.shipping_info).toMatchObject({
        duty_payment_third_party: 1,
        duty_account_number: "A1B2C3",
        duty_account_postcode: "75011",
        duty_account_country: "FR",
      });
    }
    if (other) {
      expect((await select(imported, other)).options.duty_third_party).toBe("not_allowed");
      const refused = await update(
        imported,
        other,
        info(NEW_YORK, PARIS, {
          duties: [row("10")],
          duty_payment_third_party: 1,
          duty_account_number: "123",
        }),
      );
      expect(errorsOf(refused)).toEqual([
        "shipping_info.duty_payment_third_party:order.duty_third_party_not_allowed",
      ]);
    }
  });
});

describe("duty payment of a logged-in user (spec §5: DHL and FEDEX when duty_payment_displayed is 1)", () => {
  it("offers DHL/FEDEX third-party duty payment to a user whose shipment defaults display it", async () => {
    const user = await loggedInUser(t);
    await t.db
      .insertInto("user_settings")
      .values({ user_id: user.id, shipment_defaults: JSON.stringify({ duty_payment_displayed: 1 }) })
      .execute();
    const imported = await rate(NEW_YORK, PARIS, user.cookie);
    const offer = imported.offers.find((candidate) => ["DHL", "FEDEX"].includes(candidate.carrier_code));
    if (!offer) throw new Error("the sandbox carriers offer no DHL or FEDEX service US -> FR");
    expect((await select(imported, offer)).options.duty_third_party).toBe("account");
    const saved = await update(
      imported,
      offer,
      info(NEW_YORK, PARIS, {
        duties: [row("10")],
        duty_payment_third_party: 1,
        duty_account_number: "DHL123456",
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().order.shipping_info).toMatchObject({
      duty_payment_third_party: 1,
      duty_account_number: "DHL123456",
      // Only UPS asks the account's postcode and country.
      duty_account_postcode: "",
      duty_account_country: "",
    });
  });
});

describe("personal effects (spec §5)", () => {
  it("refuses insurance abroad, asks a passport number, limits remarks to 255", async () => {
    const abroad = await rate(PARIS, BERLIN);
    const offer = pick(abroad);
    await select(abroad, offer);
    const personal = { reason: "personal_effects" };
    const refused = await update(
      abroad,
      offer,
      info(PARIS, BERLIN, { ...personal, insurance: 1, value: "200" }),
    );
    expect(errorsOf(refused)).toEqual([
      "shipping_info.insurance:order.insurance_not_allowed",
      "shipping_info.passport_number:validation.required",
    ]);
    const long = await update(
      abroad,
      offer,
      info(PARIS, BERLIN, { ...personal, passport_number: "X1", remarks: "r".repeat(256) }),
    );
    expect(errorsOf(long)).toEqual(["shipping_info.remarks:validation.too_long"]);
    const saved = await update(
      abroad,
      offer,
      info(PARIS, BERLIN, { ...personal, passport_number: "12AB34567", remarks: "Used clothes" }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().order.shipping_info).toMatchObject({
      passport_number: "12AB34567",
      remarks: "Used clothes",
    });
  });
});

describe("vouchers", () => {
  it("gives a clear field error for an unknown, expired, used-up or too long code, in the caller's language", async () => {
    const rated = await rate(PARIS, MARSEILLE);
    const offer = pick(rated);
    await select(rated, offer);
    const cases: [string, string, string][] = [
      ["NOPE", "order.voucher_invalid", "Este código promocional no es válido."],
      ["summer2020", "order.voucher_expired", "Este código promocional ha caducado."],
      [
        "USEDUP",
        "order.voucher_used_up",
        "Este código promocional ya se ha utilizado el número máximo de veces.",
      ],
    ];
    for (const [code, error, message] of cases) {
      const refused = await update(rated, offer, info(PARIS, MARSEILLE, { voucher: code }), "es");
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ code: error, field: "shipping_info.voucher", message }]);
    }
    const tooLong = await update(rated, offer, info(PARIS, MARSEILLE, { voucher: "V".repeat(51) }));
    expect(errorsOf(tooLong)).toEqual(["shipping_info.voucher:validation.too_long"]);
    // Nothing was stored by the refused attempts.
    expect(await storedInfoOf(rated.shipment_id)).toBeUndefined();
  });

  it("takes the discount off the order's price and off the payment total", async () => {
    const rated = await rate(PARIS, MARSEILLE);
    const offer = pick(rated);
    await select(rated, offer);
    const saved = await update(
      rated,
      offer,
      info(PARIS, MARSEILLE, { voucher: " welcome10 ", insurance: 1, value: "1000" }),
    );
    expect(saved.statusCode).toBe(200);
    const { price, shipping_info } = saved.json().order;
    expect(shipping_info.voucher).toBe("WELCOME10");
    expect(price.insurance).toBe(600);
    expect(price.voucher_discount).toBe(Math.floor((price.offer_ti * 10 + 50) / 100));
    expect(price.total_ti).toBe(price.offer_ti + price.insurance - price.voucher_discount);

    const payment = await t.app.inject({
      method: "POST",
      url: "/api/v4/payment?lang=en",
      payload: { shipment_id: rated.shipment_id, order_id: rated.order_id },
      cookies: { PHPSESSID: rated.cookie },
    });
    expect(payment.statusCode).toBe(200);
    expect(payment.json().payment).toMatchObject({
      amount_total: price.total_ti,
      amount_to_pay: price.total_ti,
    });
  });

  it("checks a code before Continue: the discount at once, refusals on the field, nothing stored, owner only", async () => {
    const rated = await rate(PARIS, MARSEILLE);
    const offer = pick(rated);
    await select(rated, offer);
    const check = (code: string, cookie: string | null = rated.cookie, lang = "en") =>
      call(
        t,
        voucherCheckEndpoint,
        { body: { shipment_id: rated.shipment_id, order_id: rated.order_id, code } },
        { cookie, lang },
      );
    const accepted = await check(" welcome10 ");
    expect(accepted.statusCode, accepted.body).toBe(200);
    const discount = Math.floor((offer.price_ti * 10 + 50) / 100);
    expect(accepted.json()).toEqual({
      success: true,
      code: "WELCOME10",
      currency: offer.currency,
      discount,
      total: offer.price_ti - discount,
    });
    const expired = await check("summer2020", rated.cookie, "fr");
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual([
      { code: "order.voucher_expired", field: "code", message: "Ce code promo a expiré." },
    ]);
    expect(errorsOf(await check(""))).toEqual(["code:validation.required"]);
    // Another visitor's order does not exist for them.
    const other = await rate(PARIS, MARSEILLE);
    expect((await check("WELCOME10", other.cookie)).statusCode).toBe(404);
    // Checking stored nothing: Continue applies the code.
    expect(await storedInfoOf(rated.shipment_id)).toBeUndefined();
  });

  it("takes no code on a brand without the voucher block (spec §1): refused on Continue, no check endpoint", async () => {
    const rated = await rate(PARIS, MARSEILLE);
    const offer = pick(rated);
    await select(rated, offer);
    const restricted = { host: "restricted.localhost" };
    const refused = await updateShipment(
      t,
      rated,
      offer.offer_id,
      info(PARIS, MARSEILLE, { voucher: "WELCOME10" }),
      {
        headers: restricted,
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual(["shipping_info.voucher:order.voucher_invalid"]);
    const check = await call(
      t,
      voucherCheckEndpoint,
      { body: { shipment_id: rated.shipment_id, order_id: rated.order_id, code: "WELCOME10" } },
      { cookie: rated.cookie, headers: restricted },
    );
    expect(check.statusCode).toBe(404);
    // Without a code the order goes on as on any brand.
    const saved = await updateShipment(t, rated, offer.offer_id, info(PARIS, MARSEILLE), {
      headers: restricted,
    });
    expect(saved.statusCode).toBe(200);
  });

  it("never takes the total below 0 with a fixed amount larger than the order", async () => {
    await t.db
      .insertInto("vouchers")
      .values({
        code: "BIGGIFT",
        kind: "fixed",
        value: 100_000,
        valid_from: null,
        valid_until: null,
        usage_limit: null,
      })
      .execute();
    const rated = await rate(PARIS, MARSEILLE);
    const offer = pick(rated);
    await select(rated, offer);
    const saved = await update(rated, offer, info(PARIS, MARSEILLE, { voucher: "BIGGIFT" }));
    expect(saved.statusCode).toBe(200);
    const { price } = saved.json().order;
    expect(price.voucher_discount).toBe(price.offer_ti);
    expect(price.total_ti).toBe(0);
  });

  it("counts a use when the order is paid: a code limited to one use is then used up", async () => {
    await t.db
      .insertInto("vouchers")
      .values({
        code: "ONCE",
        kind: "percentage",
        value: 5,
        valid_from: null,
        valid_until: null,
        usage_limit: 1,
      })
      .execute();
    const first = await rate(PARIS, MARSEILLE);
    const firstOffer = pick(first);
    await select(first, firstOffer);
    expect((await update(first, firstOffer, info(PARIS, MARSEILLE, { voucher: "ONCE" }))).statusCode).toBe(
      200,
    );
    // Chosen but unpaid: the code is still free for another order.
    const second = await rate(PARIS, MARSEILLE);
    const secondOffer = pick(second);
    await select(second, secondOffer);
    expect((await update(second, secondOffer, info(PARIS, MARSEILLE, { voucher: "ONCE" }))).statusCode).toBe(
      200,
    );
    // The first order is settled (as the payment's settlement writes it, decision 016).
    await t.db
      .insertInto("order_payments")
      .values({
        shipment_id: first.shipment_id,
        user_id: null,
        method: "free",
        currency: "EUR",
        total_cents: 0,
      })
      .execute();
    const third = await rate(PARIS, MARSEILLE);
    const thirdOffer = pick(third);
    await select(third, thirdOffer);
    const refused = await update(third, thirdOffer, info(PARIS, MARSEILLE, { voucher: "ONCE" }));
    expect(errorsOf(refused)).toEqual(["shipping_info.voucher:order.voucher_used_up"]);
  });
});

describe("a town quoted by name only (towns abroad come without a postcode)", () => {
  it("asks the postcode on the order form, checked against the country's format", async () => {
    const townOnly: TEnd = { ...NEW_YORK, postcode: "" };
    const rated = await rate(townOnly, PARIS);
    const offer = pick(rated);
    const order = await select(rated, offer);
    expect(order.shipment.ship_from.postcode).toBe("");
    const withPostcode = (postcode: string) =>
      info(NEW_YORK, PARIS, {
        ship_from: { ...party(NEW_YORK, "Jane Doe"), postcode },
        duties: [row("30")],
      });

    const refused = await update(rated, offer, withPostcode("ABC"));
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toContain("shipping_info.ship_from.postcode:order.postcode_invalid");

    const accepted = await update(rated, offer, withPostcode("10001"));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().order.shipping_info.ship_from.postcode).toBe("10001");
    // The recipient's postcode was quoted: it still cannot change.
    const moved = await update(rated, offer, {
      ...withPostcode("10001"),
      ship_to: { ...party(PARIS, "Louis Durand"), postcode: "75012" },
    });
    expect(errorsOf(moved)).toContain("shipping_info.ship_to.postcode:order.postcode_changed");
  });
});
