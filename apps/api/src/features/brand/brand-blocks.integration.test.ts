import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  offersEndpoint,
  rateEndpoint,
  registerPersonalEndpoint,
  settingsCarrierCredentialsEndpoint,
  settingsSaveCarrierCredentialsEndpoint,
  type TRegisterBody,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBrands } from "../../brands/load-brands.ts";
import { call } from "../../testing/call.ts";
import {
  MARSEILLE,
  offerWhere,
  PARIS,
  rate,
  selectOffer,
  shippingInfo,
  toTheDoor,
  updateShipment,
} from "../../testing/journey.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";
import { completeUpsCredentials, insertTestUser, loginAs } from "../settings/settings-test-helpers.ts";

// Decision 049: what a brand's file switches off is refused by the API, not only hidden. The
// shipped brands, plus "bare" (bare.localhost) with every form block off but sending_abroad (so that
// a route that needs customs meets taxes_and_customs, not sending_abroad, first).
const shipped = path.resolve(import.meta.dirname, "../../../../../brands");
function brandsWithBare() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brands-"));
  for (const file of ["default.json", "restricted.json"])
    fs.copyFileSync(path.join(shipped, file), path.join(dir, file));
  const { seller: _seller, ...base } = JSON.parse(
    fs.readFileSync(path.join(shipped, "default.json"), "utf8"),
  );
  const bare = { ...base, id: "bare", hosts: ["bare.localhost"], blocks: ["sending_abroad"] };
  fs.writeFileSync(path.join(dir, "bare.json"), JSON.stringify(bare));
  return loadBrands(dir);
}

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { brands: brandsWithBare() });
});
afterAll(() => t.close());

const RESTRICTED = "restricted.localhost";
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const shipmentTo = (country: string, address: string) => ({
  ship_from: { country_code: "FR", address: "75011, Paris" },
  ship_to: { country_code: country, address },
  parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
  unit: "fr" as const,
  shipment_date: today,
  shipment_type: 2 as const,
});
const toGermany = shipmentTo("DE", "10115, Berlin");
const toMarseille = shipmentTo("FR", "13001, Marseille");
const personal = (email: string): TRegisterBody => ({
  login: email,
  password: "secret-12",
  passwordCompr: "secret-12",
  address_lastname: "Moreau",
  terms: 1,
});

describe("shipping-factory mode (spec §1)", () => {
  it("refuses a personal account on the restricted brand, in the caller's language, and creates nothing", async () => {
    const refused = await call(
      t,
      registerPersonalEndpoint,
      { body: personal("factory@example.com") },
      { lang: "fr", headers: { host: RESTRICTED } },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.failure().errors[0]).toMatchObject({
      code: "account.personal_not_offered",
      message: "Ce site ouvre uniquement des comptes professionnels.",
    });
    const stored = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "factory@example.com")
      .execute();
    expect(stored).toEqual([]);
  });

  it("still opens a personal account on the default brand", async () => {
    const opened = await call(t, registerPersonalEndpoint, { body: personal("personal@example.com") });
    expect(opened.success().user).toMatchObject({ pro: 0 });
  });
});

describe("register_form switched off", () => {
  it("refuses the form's optional fields, one field error each, and opens the account without them", async () => {
    const bare = { headers: { host: "bare.localhost" } };
    const filled = await call(
      t,
      registerPersonalEndpoint,
      {
        body: {
          ...personal("bare@example.com"),
          gender: "F",
          referrer_email: "friend@example.com",
          newsletter: 1,
        },
      },
      { lang: "fr", ...bare },
    );
    expect(filled.statusCode).toBe(400);
    expect(filled.failure().errors.map((error) => `${error.field}:${error.code}`)).toEqual([
      "gender:validation.unknown_field",
      "referrer_email:validation.unknown_field",
      "newsletter:validation.unknown_field",
    ]);
    expect(filled.failure().errors[0]?.message).toBe("Champ inconnu.");
    const none = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "bare@example.com")
      .execute();
    expect(none).toEqual([]);

    const plain = await call(t, registerPersonalEndpoint, { body: personal("bare@example.com") }, bare);
    expect(plain.success().user).toMatchObject({ pro: 0 });
    // The default brand keeps them.
    const full = await call(t, registerPersonalEndpoint, {
      body: { ...personal("full@example.com"), gender: "F", newsletter: 1 },
    });
    expect(full.statusCode).toBe(200);
  });
});

describe("sending_abroad switched off (restricted brand)", () => {
  it("rates within the sender's country only, with a translated field error for another country", async () => {
    const abroad = await call(
      t,
      rateEndpoint,
      { body: { shipment: toGermany } },
      { lang: "es", headers: { host: RESTRICTED } },
    );
    expect(abroad.statusCode).toBe(400);
    expect(abroad.failure().errors).toContainEqual(
      expect.objectContaining({
        code: "rating.abroad_not_offered",
        field: "shipment.ship_to.country_code",
        message: "Este sitio solo envía dentro de un país: elija para el destinatario el país del remitente.",
      }),
    );

    const domestic = await call(
      t,
      rateEndpoint,
      { body: { shipment: toMarseille } },
      { headers: { host: RESTRICTED } },
    );
    expect(domestic.success().shipment_id).toBeTruthy();
  });

  it("lets the default brand rate abroad", async () => {
    const abroad = await call(t, rateEndpoint, { body: { shipment: toGermany } });
    expect(abroad.success().shipment_id).toBeTruthy();
  });
});

describe("account_provider switched off (restricted brand)", () => {
  const UPS = completeUpsCredentials("20");

  it("refuses the own-carrier credentials and rates without the user's own-account offers", async () => {
    await insertTestUser(t.db, { email: "provider@example.com", password: "secret-12", saas: 1 });
    const home = await loginAs(t, "provider@example.com", "secret-12");
    const saved = await home.call(settingsSaveCarrierCredentialsEndpoint, {
      params: { carrier: "ups" },
      body: { values: UPS },
    });
    expect(saved.statusCode).toBe(200);

    const restricted = await loginAs(t, "provider@example.com", "secret-12", RESTRICTED);
    const list = await restricted.call(settingsCarrierCredentialsEndpoint, {});
    expect(list.statusCode).toBe(403);
    expect(list.json().errors[0]).toMatchObject({
      code: "permission.account_provider_off",
      message: "Own-carrier accounts are not offered on this site.",
    });
    const save = await restricted.call(settingsSaveCarrierCredentialsEndpoint, {
      params: { carrier: "ups" },
      body: { values: { ...UPS, discount: "30" } },
    });
    expect(save.statusCode).toBe(403);

    const isSaasOf = async (caller: typeof home) => {
      const rated = (await caller.post("/rate", { shipment: toMarseille })).json();
      const listed = await caller.post("/offers", {
        shipment_id: rated.shipment_id,
        order_id: rated.order_id,
      });
      return (listed.json().offers as { is_saas: number }[]).map((offer) => offer.is_saas);
    };
    expect(await isSaasOf(home)).toContain(1);
    expect(await isSaasOf(restricted)).not.toContain(1);
  });
});

describe("order form blocks switched off (bare brand: no shipment_info, shipment_value or taxes_and_customs)", () => {
  const BARE = { host: "bare.localhost" };
  const errorFields = (response: { failure(): { errors: { code: string; field?: string }[] } }) =>
    response.failure().errors.map((error) => `${error.field}:${error.code}`);

  async function orderOnBare() {
    const rated = await call(t, rateEndpoint, { body: { shipment: toMarseille } }, { headers: BARE });
    const { shipment_id, order_id } = rated.success();
    const cookie = sessionCookieOf(rated) ?? "";
    const keys = { cookie, shipment_id, order_id };
    const { offers } = (
      await call(t, offersEndpoint, { body: { shipment_id, order_id } }, { cookie })
    ).success();
    const offer = offers.find((candidate) => candidate.delivery_to_collection_point === 0);
    if (!offer) throw new Error("no door-to-door offer");
    await selectOffer(t, { ...keys, offers }, offer.offer_id);
    return { keys, offerId: offer.offer_id };
  }

  it("refuses reason, content, insurance and value, and stores the defaults without them", async () => {
    const { keys, offerId } = await orderOnBare();
    const info = shippingInfo(PARIS, MARSEILLE, { insurance: 1, value: "150" });
    const refused = await updateShipment(t, keys, offerId, info, { headers: BARE, lang: "fr" });
    expect(refused.statusCode).toBe(400);
    expect(errorFields(refused)).toEqual([
      "shipping_info.reason:validation.unknown_field",
      "shipping_info.content:validation.unknown_field",
      "shipping_info.insurance:validation.unknown_field",
      "shipping_info.value:validation.unknown_field",
    ]);
    const { reason: _r, content: _c, value: _v, insurance: _i, ...withoutBlocks } = info;
    const saved = await updateShipment(t, keys, offerId, withoutBlocks, { headers: BARE });
    expect(saved.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom("order_shipping_info")
      .select(["reason", "content", "insurance", "declared_value_cents"])
      .where("shipment_id", "=", keys.shipment_id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      reason: "commercial",
      content: "Goods",
      insurance: false,
      declared_value_cents: null,
    });
  });

  it("still asks reason and content where the block exists", async () => {
    const rated = await rate(t);
    const offer = offerWhere(rated, toTheDoor);
    await selectOffer(t, rated, offer.offer_id);
    const { reason: _r, content: _c, ...withoutInfo } = shippingInfo(PARIS, MARSEILLE);
    const refused = await updateShipment(t, rated, offer.offer_id, withoutInfo);
    expect(errorFields(refused)).toEqual([
      "shipping_info.reason:validation.required",
      "shipping_info.content:validation.required",
    ]);
  });

  it("rates no shipment that needs customs, and no insurance", async () => {
    const fromNewYork = { ...toMarseille, ship_from: { country_code: "US", address: "10001, New York" } };
    const customs = await call(
      t,
      rateEndpoint,
      { body: { shipment: fromNewYork } },
      { headers: BARE, lang: "fr" },
    );
    expect(customs.failure().errors).toContainEqual(
      expect.objectContaining({
        code: "rating.customs_not_offered",
        field: "shipment.ship_to.country_code",
        message:
          "Ce site ne gère pas les déclarations en douane\u00a0: choisissez une destination qui n'en demande pas.",
      }),
    );
    const insured = { ...toMarseille, insurance: 1 as const, insurance_declared_value: 200 };
    const refused = await call(t, rateEndpoint, { body: { shipment: insured } }, { headers: BARE });
    expect(errorFields(refused)).toEqual([
      "shipment.insurance:validation.unknown_field",
      "shipment.insurance_declared_value:validation.unknown_field",
    ]);
    // The default brand has the blocks: the same requests are rated.
    expect((await call(t, rateEndpoint, { body: { shipment: fromNewYork } })).statusCode).toBe(200);
    expect((await call(t, rateEndpoint, { body: { shipment: insured } })).statusCode).toBe(200);
  });
});
