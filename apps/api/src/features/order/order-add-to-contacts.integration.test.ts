import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  doorPickup,
  MARSEILLE,
  offerWhere,
  PARIS,
  party,
  rate,
  selectOffer,
  shippingInfo,
  updateShipment,
} from "../../testing/journey.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInUser } from "../payment/payment-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contactsOf = (userId: number) =>
  t.db
    .selectFrom("contacts")
    .innerJoin("countries", "countries.id", "contacts.country_id")
    .select(["lastname", "address1", "postcode", "city", "phone", "countries.code"])
    .where("user_id", "=", userId)
    .orderBy("lastname")
    .execute();

/** Rate Paris -> Marseille as the user, choose a door pickup: the order page's keys. */
async function orderPage(cookie: string) {
  const rated = await rate(t, { cookie });
  const offer = offerWhere(rated, doorPickup);
  (await selectOffer(t, rated, offer.offer_id)).success();
  return { rated, offerId: offer.offer_id };
}

describe("the order form's add-to-my-contacts ticks (spec §3 add_address1/2_to_contact)", () => {
  it("adds the sender and the recipient in the shipping info's transaction, once however often saved", async () => {
    const user = await loggedInUser(t);
    const { rated, offerId } = await orderPage(user.cookie);
    const info = shippingInfo(PARIS, MARSEILLE, { add_address1_to_contact: 1, add_address2_to_contact: 1 });
    (await updateShipment(t, rated, offerId, info)).success();
    // Saved again (a retry, or back from the payment page): still one contact each.
    (await updateShipment(t, rated, offerId, info)).success();
    // The same recipient typed with other case and spacing is the same contact (contactDuplicateKey).
    const again = await orderPage(user.cookie);
    const retyped = shippingInfo(PARIS, MARSEILLE, {
      ship_to: party(MARSEILLE, { name: "josé  MUÑOZ", address1: "12 RUE de la Roquette" }),
      add_address2_to_contact: 1,
    });
    (await updateShipment(t, again.rated, again.offerId, retyped)).success();

    expect(await contactsOf(user.id)).toEqual([
      {
        lastname: "Camille Martin",
        address1: "12 rue de la Roquette",
        postcode: "75011",
        city: "Paris",
        phone: PARIS.phone,
        code: "FR",
      },
      {
        lastname: "José Muñoz",
        address1: "12 rue de la Roquette",
        postcode: "13001",
        city: "Marseille",
        phone: MARSEILLE.phone,
        code: "FR",
      },
    ]);
  });

  it("adds only the ticked address, nothing when unticked", async () => {
    const user = await loggedInUser(t);
    const { rated, offerId } = await orderPage(user.cookie);
    (await updateShipment(t, rated, offerId, shippingInfo(PARIS, MARSEILLE))).success();
    expect(await contactsOf(user.id)).toEqual([]);
    const info = shippingInfo(PARIS, MARSEILLE, { add_address2_to_contact: 1 });
    (await updateShipment(t, rated, offerId, info)).success();
    expect((await contactsOf(user.id)).map((contact) => contact.lastname)).toEqual(["José Muñoz"]);
  });

  it("adds nothing when the shipping info is refused", async () => {
    const user = await loggedInUser(t);
    const { rated, offerId } = await orderPage(user.cookie);
    const refused = shippingInfo(PARIS, MARSEILLE, { add_address1_to_contact: 1, terms: 0 });
    expect((await updateShipment(t, rated, offerId, refused)).statusCode).toBe(400);
    expect(await contactsOf(user.id)).toEqual([]);
  });

  it("refuses a tick that is not 0 or 1 with a field error", async () => {
    const user = await loggedInUser(t);
    const { rated, offerId } = await orderPage(user.cookie);
    const info = shippingInfo(PARIS, MARSEILLE, { add_address1_to_contact: 2 });
    const response = await updateShipment(t, rated, offerId, info);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
      "shipping_info.add_address1_to_contact",
    ]);
  });

  it("ignores the ticks of a visitor, who has no address book", async () => {
    const before = await t.db
      .selectFrom("contacts")
      .select(t.db.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const rated = await rate(t);
    const offer = offerWhere(rated, doorPickup);
    (await selectOffer(t, rated, offer.offer_id)).success();
    const info = shippingInfo(PARIS, MARSEILLE, { add_address1_to_contact: 1, add_address2_to_contact: 1 });
    (await updateShipment(t, rated, offer.offer_id, info)).success();
    const after = await t.db
      .selectFrom("contacts")
      .select(t.db.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });
});
