import {
  offersEndpoint,
  shipToContactCurrencyEndpoint,
  shipToContactEndpoint,
  shipToContactOfferEndpoint,
  type TShipToContactBody,
} from "@ship/contracts";
import { contactDuplicateKey } from "@ship/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { IN_TWO_DAYS, rate, updateShipment } from "../../testing/journey.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInUser } from "../payment/payment-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TUser = Awaited<ReturnType<typeof loggedInUser>>;
const fields = (response: { json(): { errors?: { code: string; field?: string }[] } }) =>
  (response.json().errors ?? []).map((error) => `${error.field}:${error.code}`);

/** A contact in the user's address book (written as the contacts API writes it). */
async function contactOf(user: TUser, overrides: Partial<Record<string, string>> = {}) {
  const fields = {
    company: "",
    lastname: "Louis Durand",
    phone: "+33 6 98 76 54 32",
    email: "louis@example.com",
    address1: "3 La Canebière",
    postcode: "13001",
    city: "Marseille",
    ...overrides,
  };
  const france = await t.db
    .selectFrom("countries")
    .select("id")
    .where("code", "=", "FR")
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto("contacts")
    .values({
      user_id: user.id,
      country_id: france.id,
      duplicate_key: contactDuplicateKey(fields),
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const SENDER = {
  name: "Camille Martin",
  phone: "+33 6 12 34 56 78",
  email: "camille@example.com",
  address1: "12 rue de la Roquette",
  country_code: "FR",
  postcode: "75011",
  city: "Paris",
};

const body = (recipientId: number, overrides: Partial<TShipToContactBody> = {}): TShipToContactBody => ({
  recipient_id: recipientId,
  sender: SENDER,
  shipment: {
    parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
    shipment_date: IN_TWO_DAYS,
  },
  info: { reason: "gift", content: "Books", value: "150", currency: "EUR", insurance: 1 },
  ...overrides,
});

const shipToContact = (cookie: string | null, input: TShipToContactBody, lang = "en") =>
  call(t, shipToContactEndpoint, { body: input }, { cookie, lang });

describe("POST /ship-to-contact", () => {
  it("rates Paris -> the contact's Marseille and carries the addresses to the order page", async () => {
    const user = await loggedInUser(t);
    const recipient = await contactOf(user);
    const rated = (await shipToContact(user.cookie, body(recipient))).success();
    const key = { shipment_id: rated.shipment_id, order_id: rated.order_id };
    const offers = (await call(t, offersEndpoint, { body: key }, { cookie: user.cookie })).success();
    expect(offers.shipment.ship_to).toMatchObject({
      country_code: "FR",
      postcode: "13001",
      city: "Marseille",
    });
    const offer = offers.offers.find((candidate) => candidate.delivery_to_collection_point === 0);
    if (!offer) throw new Error("no door delivery Paris -> Marseille");

    const chosen = await call(
      t,
      shipToContactOfferEndpoint,
      { params: { id: offer.offer_id }, body: { shipment_id: rated.shipment_id, order_id: rated.order_id } },
      { cookie: user.cookie, lang: "en" },
    );
    const { order } = chosen.success();
    expect(order.offer.offer_id).toBe(offer.offer_id);
    expect(order.prefill).toMatchObject({
      ship_from: { name: "Camille Martin", address1: "12 rue de la Roquette", postcode: "75011" },
      ship_to: { name: "Louis Durand", address1: "3 La Canebière", phone: "+33 6 98 76 54 32" },
      reason: "gift",
      content: "Books",
      declared_value: 15_000,
      insurance: 1,
    });

    // The normal order flow continues: the order page sends the prefilled addresses back.
    const prefill = order.prefill;
    if (!prefill) throw new Error("no prefill");
    const address = ({ country_code: _c, pro: _p, ...typed }: typeof prefill.ship_from) => typed;
    const saved = await updateShipment(t, { ...rated, cookie: user.cookie }, offer.offer_id, {
      ship_from: address(prefill.ship_from),
      ship_to: address(prefill.ship_to),
      reason: prefill.reason,
      content: prefill.content,
      value: "150",
      insurance: 1,
      shipping_method: "dropoff",
      label_format: "PDF",
      hazardous: 1,
      terms: 1,
    });
    expect(saved.success().order.shipping_info?.ship_to.name).toBe("Louis Durand");
  });

  it("answers 404 for another user's contact, as recipient or as sender, and changes nothing", async () => {
    const owner = await loggedInUser(t);
    const other = await loggedInUser(t);
    const theirs = await contactOf(owner);
    const mine = await contactOf(other);
    const before = await t.db
      .selectFrom("ratings")
      .select(t.db.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();

    const asRecipient = await shipToContact(other.cookie, body(theirs));
    expect(asRecipient.statusCode).toBe(404);
    expect(fields(asRecipient)).toEqual(["recipient_id:not_found"]);
    const { sender: _typed, ...withoutSender } = body(mine);
    const asSender = await shipToContact(other.cookie, { ...withoutSender, sender_id: theirs });
    expect(asSender.statusCode).toBe(404);
    expect(fields(asSender)).toEqual(["sender_id:not_found"]);

    const after = await t.db
      .selectFrom("ratings")
      .select(t.db.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it("refuses a visitor (401), and a rating of someone else or of the quote form on the offer route (404)", async () => {
    const owner = await loggedInUser(t);
    const recipient = await contactOf(owner);
    expect((await shipToContact(null, body(recipient))).statusCode).toBe(401);

    const rated = (await shipToContact(owner.cookie, body(recipient))).success();
    const key = { shipment_id: rated.shipment_id, order_id: rated.order_id };
    const offers = (await call(t, offersEndpoint, { body: key }, { cookie: owner.cookie })).success();
    const offerId = offers.offers[0]?.offer_id ?? "";
    const other = await loggedInUser(t);
    const stolen = await call(
      t,
      shipToContactOfferEndpoint,
      { params: { id: offerId }, body: key },
      { cookie: other.cookie },
    );
    expect(stolen.statusCode).toBe(404);

    // A rating of the quote form has no ship-to-contact addresses to carry.
    const quoted = await rate(t, { cookie: owner.cookie });
    const plain = await call(
      t,
      shipToContactOfferEndpoint,
      {
        params: { id: quoted.offers[0]?.offer_id ?? "" },
        body: { shipment_id: quoted.shipment_id, order_id: quoted.order_id },
      },
      { cookie: owner.cookie },
    );
    expect(plain.statusCode).toBe(404);
  });

  it("refuses a sender picked and typed at once (400, translated), rating nothing", async () => {
    const user = await loggedInUser(t);
    const recipient = await contactOf(user);
    const sender = await contactOf(user, { lastname: "Anne Sender", address1: "1 rue de Rivoli" });
    const response = await shipToContact(user.cookie, body(recipient, { sender_id: sender }), "es");
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(["sender:validation.contact_or_address"]);
    expect(response.json().errors[0].message).toBe("Elija un contacto o escriba la dirección, no ambos.");
  });

  it("answers every field error of bad input at once, translated, and rates nothing", async () => {
    const user = await loggedInUser(t);
    const recipient = await contactOf(user);
    const response = await shipToContact(
      user.cookie,
      body(recipient, {
        sender: { ...SENDER, phone: "12", postcode: "ABC" },
        info: { reason: "gift", content: "Books", currency: "EUR", insurance: 1 },
      }),
      "fr",
    );
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual([
      "sender.phone:account.invalid_phone",
      "sender.postcode:order.postcode_invalid",
      "info.value:validation.required",
    ]);
    expect(response.json().message).toBe("Certains champs sont incorrects");

    const noSender = body(recipient);
    delete noSender.sender;
    expect(fields(await shipToContact(user.cookie, noSender))).toEqual(["sender:validation.required"]);

    const heavy = body(recipient, {
      shipment: { parcels: [{ number: 1, weight: 0, x: 30, y: 20, z: 10 }], shipment_date: IN_TWO_DAYS },
    });
    expect(fields(await shipToContact(user.cookie, heavy))).toEqual(["shipment.parcels.0.weight:0 higher"]);

    const long = body(recipient, { info: { reason: "gift", content: "x".repeat(36) } });
    const tooLong = await shipToContact(user.cookie, long);
    expect(tooLong.statusCode).toBe(400);
    expect(fields(tooLong)).toEqual(["info.content:validation.too_long"]);

    const drafts = await t.db
      .selectFrom("ship_to_contact_drafts")
      .select("shipment_id")
      .where("user_id", "=", user.id)
      .execute();
    expect(drafts).toEqual([]);
  });
});

describe("POST /ship-to-contact across customs", () => {
  it("rates New York -> a contact in Marseille without goods rows: the order page asks them", async () => {
    const user = await loggedInUser(t);
    const recipient = await contactOf(user);
    const newYork = {
      ...SENDER,
      phone: "+1 212 555 0142",
      address1: "350 5th Avenue",
      country_code: "US",
      postcode: "10001",
      city: "New York City",
    };
    const rated = (await shipToContact(user.cookie, body(recipient, { sender: newYork }))).success();
    const key = { shipment_id: rated.shipment_id, order_id: rated.order_id };
    const offers = (await call(t, offersEndpoint, { body: key }, { cookie: user.cookie })).success();
    const offer = offers.offers[0];
    if (!offer) throw new Error("no offer New York -> Marseille");
    const { order } = (
      await call(
        t,
        shipToContactOfferEndpoint,
        { params: { id: offer.offer_id }, body: key },
        { cookie: user.cookie },
      )
    ).success();
    expect(order.options.customs_required).toBe(true);
    expect(order.prefill).toMatchObject({ ship_from: { country_code: "US", postcode: "10001" }, duties: [] });

    const wrongRow = body(recipient, {
      sender: newYork,
      info: {
        reason: "commercial",
        content: "Shirts",
        duties: [{ desc: "Cotton shirts", country: "US", qty: 2, unit_price: "abc" }],
      },
    });
    expect(fields(await shipToContact(user.cookie, wrongRow))).toEqual([
      "info.duties.0.unit_price:validation.invalid_type",
    ]);
  });
});

describe("GET /ship-to-contact/currency/{code}", () => {
  it("answers the insurance facts in dollars at 1 USD = 0.9408 EUR, and in euros", async () => {
    const usd = (await call(t, shipToContactCurrencyEndpoint, { params: { code: "usd" } })).success();
    expect(usd).toEqual({
      success: true,
      currency: "USD",
      eur_per_unit: 0.9408,
      insurance: { rate_percent: 0.6, minimum_premium: 213, liability_per_kg: 2338 },
    });
    const eur = (await call(t, shipToContactCurrencyEndpoint, { params: { code: "EUR" } })).success();
    expect(eur.insurance).toEqual({ rate_percent: 0.6, minimum_premium: 200, liability_per_kg: 2200 });
  });

  it("refuses another currency with a field error", async () => {
    const response = await call(t, shipToContactCurrencyEndpoint, { params: { code: "GBP" as "EUR" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("code");
  });
});
