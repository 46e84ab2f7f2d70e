import {
  offerSelectEndpoint,
  settingsBankUserEndpoint,
  settingsCarrierCredentialsEndpoint,
  settingsEmailEndpoint,
  settingsPasswordEndpoint,
  settingsSaveCarrierCredentialsEndpoint,
  settingsShipmentEndpoint,
  settingsUpdateShipmentEndpoint,
  settingsUpdateUserEndpoint,
  settingsUserEndpoint,
  settingsUserPaymentMethodEndpoint,
  type TAnyEndpoint,
  type TBankBody,
  type TChangeEmailBody,
  type TChangePasswordBody,
  type TCredentialValues,
  type TEndpointInput,
  type TShipmentDefaults,
  type TUpdateUserBody,
  updateShipmentEndpoint,
} from "@ship/contracts";
import type { TCredentialCarrier, TPaymentMethod } from "@ship/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../seed/demo-users.ts";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { getCompleteSaasCarriers } from "./settings-repository.ts";
import { completeUpsCredentials, insertTestUser, loginAs } from "./settings-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FR = 250;
const address = {
  company: "Caves Martin",
  lastname: "Martin",
  phone: "+33612345678",
  address1: "1 rue du Port",
  address2: "",
  address3: "",
  country_id: FR,
  postcode: "33000",
  city: "Bordeaux",
};
type TErrorBody = { errors: { code: string; field?: string; message: string }[] };
const firstError = (response: { json: () => TErrorBody }) => {
  const error = response.json().errors[0];
  if (!error) throw new Error("no error in the response");
  return error;
};

describe("settings: access", () => {
  it("refuses every settings call without a logged-in session", async () => {
    const token = "abcdefghijklmnopqrstuv";
    const anonymous = <E extends TAnyEndpoint>(endpoint: E, input: TEndpointInput<E>) => ({
      endpoint,
      send: () => call(t, endpoint, input),
    });
    const calls = [
      anonymous(settingsUserEndpoint, { params: { token }, body: {} }),
      anonymous(settingsUpdateUserEndpoint, { params: { token }, body: { address, invoice_address: null } }),
      anonymous(settingsEmailEndpoint, {
        body: { newEmail: "a@b.fr", confirmEmail: "a@b.fr", password: "x" },
      }),
      anonymous(settingsPasswordEndpoint, {
        params: { id: 1 },
        body: { old: "x", new: "abcdefg", confirm: "abcdefg" },
      }),
      anonymous(settingsShipmentEndpoint, { params: { id: 1 }, body: {} }),
      anonymous(settingsUpdateShipmentEndpoint, { params: { id: 1 }, body: { shipment_defaults: {} } }),
      anonymous(settingsCarrierCredentialsEndpoint, {}),
      anonymous(settingsSaveCarrierCredentialsEndpoint, { params: { carrier: "ups" }, body: { values: {} } }),
      anonymous(settingsBankUserEndpoint, {
        params: { token },
        body: { iban: "FR1420041010050500013M02606", bic: "PSSTFRPPXXX" },
      }),
      anonymous(settingsUserPaymentMethodEndpoint, { body: { payment_method: "credit_card" } }),
    ];
    for (const { endpoint, send } of calls) {
      const response = await send();
      expect(response.statusCode, endpoint.path).toBe(401);
      expect(firstError(response).code).toBe("auth.login_required");
    }
  });

  it("answers 404 when the path names another user's token or id (no existence leak)", async () => {
    const owner = await loginAs(t, DEMO_USERS[0].email, DEMO_USERS[0].password);
    const other = await loginAs(t, DEMO_USERS[1].email, DEMO_USERS[1].password);
    const cases = [
      () => other.call(settingsUserEndpoint, { params: { token: owner.token }, body: {} }),
      () =>
        other.call(settingsUpdateUserEndpoint, {
          params: { token: owner.token },
          body: { address, invoice_address: null },
        }),
      () =>
        other.call(settingsBankUserEndpoint, {
          params: { token: owner.token },
          body: { iban: "FR1420041010050500013M02606", bic: "PSSTFRPPXXX" },
        }),
      () => other.call(settingsShipmentEndpoint, { params: { id: owner.id }, body: {} }),
      () =>
        other.call(settingsUpdateShipmentEndpoint, {
          params: { id: owner.id },
          body: { shipment_defaults: { notes: "x" } },
        }),
      () =>
        other.call(settingsPasswordEndpoint, {
          params: { id: owner.id },
          body: { old: DEMO_USERS[0].password, new: "hijacked1", confirm: "hijacked1" },
        }),
      () =>
        other.call(settingsEmailEndpoint, {
          body: { token: owner.token, newEmail: "x@y.fr", confirmEmail: "x@y.fr", password: "demo-pro-1" },
        }),
    ];
    for (const send of cases) {
      const response = await send();
      expect(response.statusCode, response.raw.req.url).toBe(404);
      expect(firstError(response).code).toBe("not_found");
    }
    // Nothing changed for the owner.
    const unchanged = await owner.call(settingsUserEndpoint, { params: { token: owner.token }, body: {} });
    expect(unchanged.success().data).toMatchObject({ address: null, bank: null });
  });

  it("answers the account's own name, company and phone, which the empty address form starts from", async () => {
    const demo = DEMO_USERS[1];
    const user = await loginAs(t, demo.email, demo.password);
    const account = await user.call(settingsUserEndpoint, { params: { token: user.token }, body: {} });
    expect(account.success().data.identity).toEqual({
      lastname: demo.lastname,
      company: demo.company,
      phone: demo.phone,
    });
  });

  it("refuses cross-site state changes", async () => {
    const user = await loginAs(t, DEMO_USERS[0].email, DEMO_USERS[0].password);
    const response = await user.call(
      settingsUpdateUserEndpoint,
      { params: { token: user.token }, body: { address, invoice_address: null } },
      { "sec-fetch-site": "cross-site" },
    );
    expect(response.statusCode).toBe(403);
    expect(firstError(response).code).toBe("request.cross_site");
  });
});

describe("settings: account address", () => {
  it("saves the address, the invoice address and the apporteur code", async () => {
    await insertTestUser(t.db, { email: "address@example.com", password: "secret-1" });
    const user = await loginAs(t, "address@example.com", "secret-1");
    const invoice = {
      ...address,
      lastname: "Compta",
      address1: "2 quai Sud",
      city: "Pauillac",
      postcode: "33250",
    };
    const updateUser = (body: TUpdateUserBody) =>
      user.call(settingsUpdateUserEndpoint, { params: { token: user.token }, body });
    const saved = await updateUser({ address, invoice_address: invoice, apporteur_code: "AP-12" });
    expect(saved.success().data).toMatchObject({
      address,
      invoice_address: invoice,
      apporteur_code: "AP-12",
    });
    const session = await user.get("/session");
    expect(session.json().user).toMatchObject({ lastname: "Martin", company: "Caves Martin" });

    const cleared = await updateUser({ address, invoice_address: null });
    expect(cleared.success().data).toMatchObject({ invoice_address: null, apporteur_code: "" });
  });

  it("enforces every limit with translated errors and changes nothing", async () => {
    const user = await loginAs(t, DEMO_USERS[0].email, DEMO_USERS[0].password);
    const updateUser = (body: object, headers?: Record<string, string>) =>
      user.call(
        settingsUpdateUserEndpoint,
        // Input the contract refuses, on purpose.
        { params: { token: user.token }, body: body as TUpdateUserBody },
        headers,
      );
    const cases: [object, string, string][] = [
      [
        { address: { ...address, lastname: "" }, invoice_address: null },
        "address.lastname",
        "validation.required",
      ],
      [
        { address: { ...address, address2: "x".repeat(36) }, invoice_address: null },
        "address.address2",
        "validation.too_long",
      ],
      [
        { address: { ...address, city: "x".repeat(256) }, invoice_address: null },
        "address.city",
        "validation.too_long",
      ],
      [
        { address: { ...address, postcode: "" }, invoice_address: null },
        "address.postcode",
        "validation.required",
      ],
      [
        { address: { ...address, country_id: 999 }, invoice_address: null },
        "address.country_id",
        "country.not_found",
      ],
      [
        { address, invoice_address: null, apporteur_code: "x".repeat(51) },
        "apporteur_code",
        "validation.too_long",
      ],
      [
        { address, invoice_address: { ...address, phone: "" } },
        "invoice_address.phone",
        "validation.required",
      ],
      [{ address, invoice_address: null, admin: 1 }, "admin", "validation.unknown_field"],
    ];
    for (const [body, field, code] of cases) {
      const response = await updateUser(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors).toContainEqual(expect.objectContaining({ field, code }));
    }
    const fr = await updateUser(
      { address: { ...address, address2: "x".repeat(36) }, invoice_address: null },
      { "accept-language": "fr" },
    );
    expect(firstError(fr).message).toBe("Cette valeur est trop longue (35 caractères au plus).");
  });
});

describe("settings: e-mail and password", () => {
  it("changes the e-mail after re-authentication", async () => {
    await insertTestUser(t.db, { email: "old-mail@example.com", password: "secret-1" });
    const user = await loginAs(t, "old-mail@example.com", "secret-1");
    const changeEmail = (body: TChangeEmailBody) => user.call(settingsEmailEndpoint, { body });
    const mismatch = await changeEmail({
      newEmail: "new-mail@example.com",
      confirmEmail: "other@example.com",
      password: "secret-1",
    });
    expect(firstError(mismatch)).toMatchObject({ code: "settings.email_mismatch", field: "confirmEmail" });
    const invalid = await changeEmail({
      newEmail: "nope",
      confirmEmail: "nope",
      password: "secret-1",
    });
    expect(firstError(invalid)).toMatchObject({ code: "validation.invalid_email", field: "newEmail" });
    const wrong = await changeEmail({
      newEmail: "new-mail@example.com",
      confirmEmail: "new-mail@example.com",
      password: "bad-password",
    });
    expect(firstError(wrong)).toMatchObject({ code: "settings.wrong_password", field: "password" });
    const taken = await changeEmail({
      newEmail: DEMO_USERS[1].email.toUpperCase(),
      confirmEmail: DEMO_USERS[1].email,
      password: "secret-1",
    });
    expect(firstError(taken)).toMatchObject({
      code: "settings.email_taken",
      message: "User with such email already exists",
    });
    const ok = await changeEmail({
      token: user.token,
      newEmail: "new-mail@example.com",
      confirmEmail: "new-mail@example.com",
      password: "secret-1",
    });
    expect(ok.success()).toEqual({ success: true });
    await expect(loginAs(t, "new-mail@example.com", "secret-1")).resolves.toBeDefined();
    await expect(loginAs(t, "old-mail@example.com", "secret-1")).rejects.toThrow();
  });

  it("changes the password with the brand's length rule and ends the other sessions", async () => {
    await insertTestUser(t.db, { email: "pw@example.com", password: "secret-1" });
    const user = await loginAs(t, "pw@example.com", "secret-1");
    const elsewhere = await loginAs(t, "pw@example.com", "secret-1");
    const changePassword = (body: TChangePasswordBody) =>
      user.call(settingsPasswordEndpoint, { params: { id: user.id }, body });
    expect(
      firstError(await changePassword({ old: "secret-1", new: "abcdefg", confirm: "abcdefh" })),
    ).toMatchObject({
      code: "settings.password_mismatch",
      field: "confirm",
    });
    expect(firstError(await changePassword({ old: "secret-1", new: "abc", confirm: "abc" }))).toMatchObject({
      code: "validation.too_short",
      field: "new",
      message: "This value is too short (at least 6 characters).",
    });
    const long = "x".repeat(16);
    expect(firstError(await changePassword({ old: "secret-1", new: long, confirm: long }))).toMatchObject({
      code: "validation.too_long",
    });
    expect(
      firstError(await changePassword({ old: "wrong-1", new: "secret-2", confirm: "secret-2" })),
    ).toMatchObject({
      code: "settings.wrong_password",
      field: "old",
    });
    const ok = await changePassword({ old: "secret-1", new: "secret-2", confirm: "secret-2" });
    expect(ok.success()).toEqual({ success: true });
    expect((await user.get("/login")).statusCode).toBe(200);
    expect((await elsewhere.get("/login")).statusCode).toBe(401);
    await expect(loginAs(t, "pw@example.com", "secret-2")).resolves.toBeDefined();
  });

  it("has no e-mail and password blocks on the restricted brand", async () => {
    await insertTestUser(t.db, { email: "restricted@example.com", password: "secret-1" });
    const user = await loginAs(t, "restricted@example.com", "secret-1", "restricted.localhost");
    const email = await user.call(settingsEmailEndpoint, {
      body: { newEmail: "x@example.com", confirmEmail: "x@example.com", password: "secret-1" },
    });
    expect(email.statusCode).toBe(404);
    const password = await user.call(settingsPasswordEndpoint, {
      params: { id: user.id },
      body: { old: "secret-1", new: "secret-22", confirm: "secret-22" },
    });
    expect(password.statusCode).toBe(404);
    const account = await user.call(settingsUserEndpoint, { params: { token: user.token }, body: {} });
    expect(account.statusCode).toBe(200);
  });
});

describe("settings: shipment defaults", () => {
  it("saves every field and exposes them in the session user", async () => {
    await insertTestUser(t.db, { email: "defaults@example.com", password: "secret-1" });
    const user = await loginAs(t, "defaults@example.com", "secret-1");
    const read = await user.call(settingsShipmentEndpoint, { params: { id: user.id }, body: {} });
    expect(read.success().data).toEqual({});
    const defaults: TShipmentDefaults = {
      shipment_type: 3,
      parcel_number: 2,
      parcel_weight: 12.5,
      parcel_x: 40,
      parcel_y: 30,
      parcel_z: 20,
      parcel_unit: "fr",
      dimensions: [{ name: "Carton 6", x: 40, y: 30, z: 20 }],
      reason: "commercial",
      content: "Wine",
      label_format: "ZPL",
      preferred_carrier_groups: ["UPS", "DHL"],
      dropoff_selection: -1,
      delivery_to_collection_point_selection: 1,
      insurance: 1,
      insurance_declared_value: 250,
      insurance_currency: "EUR",
      dropoff: 0,
      ready_time: "09:00",
      close_time: "17:00",
      product_description: "Bordeaux red",
      product_manufacture_country_code: "FR",
      product_number: 6,
      product_value: 120,
      product_currency: "EUR",
      ups_duty_account_number: "123456",
      ups_duty_account_postcode: "33000",
      ups_duty_account_country_id: FR,
      dhl_duty_account_number: "987654",
      fedex_duty_account_number: "555",
      duty_payment_displayed: 1,
      notification_recipient: 1,
      receive_notifications: 1,
      receive_notifications_expediteur: 0,
      receive_delivery_confirmations: 1,
      newsletter: 0,
      notes: "Fragile",
    };
    const saved = await user.call(settingsUpdateShipmentEndpoint, {
      params: { id: user.id },
      body: { shipment_defaults: defaults },
    });
    expect(saved.success().data).toEqual(defaults);
    expect((await user.get("/session")).json().user.shipment_defaults).toEqual(defaults);
  });

  it("refuses values outside the limits", async () => {
    const user = await loginAs(t, DEMO_USERS[0].email, DEMO_USERS[0].password);
    const cases: [object, string, string][] = [
      [{ notes: "x".repeat(31) }, "shipment_defaults.notes", "validation.too_long"],
      [{ parcel_weight: -1 }, "shipment_defaults.parcel_weight", "validation.too_small"],
      [{ parcel_number: 1.5 }, "shipment_defaults.parcel_number", "validation.invalid_type"],
      [{ reason: "bribe" }, "shipment_defaults.reason", "validation.invalid_value"],
      [{ ready_time: "25:00" }, "shipment_defaults.ready_time", "validation.invalid_value"],
      [
        { ups_duty_account_number: "1".repeat(13) },
        "shipment_defaults.ups_duty_account_number",
        "validation.too_long",
      ],
      [
        { ups_duty_account_country_id: 999 },
        "shipment_defaults.ups_duty_account_country_id",
        "country.not_found",
      ],
      [{ dropoff_selection: 2 }, "shipment_defaults.dropoff_selection", "validation.invalid_value"],
    ];
    for (const [shipment_defaults, field, code] of cases) {
      const response = await user.call(settingsUpdateShipmentEndpoint, {
        params: { id: user.id },
        // Values the contract refuses, on purpose.
        body: { shipment_defaults: shipment_defaults as TShipmentDefaults },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      if (code !== "validation.invalid_type" && code !== "validation.invalid_value") {
        expect(response.json().errors).toContainEqual(expect.objectContaining({ field, code }));
      }
    }
  });
});

describe("settings: own-carrier credentials", () => {
  const ups = completeUpsCredentials("12.5");
  type TCaller = Awaited<ReturnType<typeof loginAs>>;
  const listCredentials = (user: TCaller) => user.call(settingsCarrierCredentialsEndpoint, {});
  const saveCredentials = (user: TCaller, carrier: TCredentialCarrier, values: TCredentialValues) =>
    user.call(settingsSaveCarrierCredentialsEndpoint, { params: { carrier }, body: { values } });

  it("is for saas users only, and per-carrier access flags apply", async () => {
    const user = await loginAs(t, DEMO_USERS[0].email, DEMO_USERS[0].password);
    expect(firstError(await listCredentials(user))).toMatchObject({ code: "permission.saas_only" });
    expect((await saveCredentials(user, "ups", ups)).statusCode).toBe(403);

    const id = await insertTestUser(t.db, { email: "flags@example.com", password: "secret-1", saas: 1 });
    await t.db
      .insertInto("user_settings")
      .values({ user_id: id, saas_access: JSON.stringify({ dhl: 0 }) as never })
      .execute();
    const saas = await loginAs(t, "flags@example.com", "secret-1");
    const list = (await listCredentials(saas)).success().data;
    expect(list.find((c) => c.carrier === "dhl")?.access).toBe(false);
    expect((await saveCredentials(saas, "dhl", { site_id: "x" })).statusCode).toBe(403);
  });

  it("stores a complete set encrypted, sends secrets back masked, refuses a partial set", async () => {
    const id = await insertTestUser(t.db, { email: "saas@example.com", password: "secret-1", saas: 1 });
    const user = await loginAs(t, "saas@example.com", "secret-1");
    const partial = await saveCredentials(user, "ups", { username: "u", password: "p" });
    expect(partial.statusCode).toBe(400);
    expect(firstError(partial)).toMatchObject({
      code: "settings.credentials_incomplete",
      field: "values.licence_number",
    });
    expect(await getCompleteSaasCarriers(t.db, id)).toEqual([]);

    const saved = await saveCredentials(user, "ups", ups);
    expect(saved.success().data).toMatchObject({
      carrier: "ups",
      status: "complete",
      values: { username: "ups-user" },
    });
    expect(saved.body).not.toContain("ups-secret-password");
    expect(saved.body).not.toContain("LIC-998877");
    expect(saved.success().data.values.password).toBe("••••rd");

    const stored = await t.db
      .selectFrom("carrier_credentials")
      .selectAll()
      .where("user_id", "=", id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain("ups-secret-password");
    expect(JSON.stringify(stored)).not.toContain("ups-user");
    expect(await getCompleteSaasCarriers(t.db, id)).toEqual(["ups"]);

    // Secrets left empty keep the stored ones.
    const kept = await saveCredentials(user, "ups", {
      ...ups,
      password: "",
      licence_number: "",
      city: "Pauillac",
    });
    expect(kept.success().data).toMatchObject({
      status: "complete",
      values: { city: "Pauillac", password: "••••rd" },
    });

    const chronopost = await saveCredentials(user, "chronopost", {
      account_number: "1234",
      password: "pw-chrono",
    });
    expect(chronopost.success().data.status).toBe("complete");
    expect(await getCompleteSaasCarriers(t.db, id)).toEqual(["chronopost", "ups"]);

    const badDiscount = await saveCredentials(user, "ups", { ...ups, discount: "abc" });
    expect(firstError(badDiscount)).toMatchObject({ field: "values.discount" });
    const tooLong = await saveCredentials(user, "ups", { ...ups, username: "x".repeat(65) });
    expect(firstError(tooLong)).toMatchObject({ code: "validation.too_long" });

    const removed = await saveCredentials(user, "ups", {});
    expect(removed.success().data.status).toBe("empty");
    expect(await getCompleteSaasCarriers(t.db, id)).toEqual(["chronopost"]);

    const list = (await listCredentials(user)).success().data;
    expect(list.map((c) => c.carrier)).toEqual([
      "ups",
      "dhl",
      "dpd",
      "fedex",
      "tnt",
      "chronopost",
      "colissimo",
    ]);
  });

  it("has the spec's required field counts", async () => {
    const { REQUIRED_CREDENTIAL_FIELDS } = await import("@ship/domain");
    expect(
      Object.fromEntries(Object.entries(REQUIRED_CREDENTIAL_FIELDS).map(([k, v]) => [k, v.length])),
    ).toEqual({
      ups: 7,
      dhl: 5,
      dpd: 3,
      fedex: 4,
      tnt: 3,
      chronopost: 2,
      colissimo: 3,
    });
  });
});

describe("settings: bank details and payment method", () => {
  it("checks IBAN and BIC, stores the IBAN encrypted and masks it", async () => {
    const id = await insertTestUser(t.db, { email: "bank@example.com", password: "secret-1" });
    const user = await loginAs(t, "bank@example.com", "secret-1");
    const saveBank = (body: TBankBody) =>
      user.call(settingsBankUserEndpoint, { params: { token: user.token }, body });
    const savePaymentMethod = (payment_method: TPaymentMethod) =>
      user.call(settingsUserPaymentMethodEndpoint, { body: { payment_method } });
    const badIban = await saveBank({ iban: "FR1420041010050500013M02607", bic: "PSSTFRPPXXX" });
    expect(firstError(badIban)).toMatchObject({
      code: "settings.iban_invalid",
      field: "iban",
      message: "Iban Incorrect",
    });
    const shortIban = await saveBank({ iban: "FR14", bic: "PSSTFRPPXXX" });
    expect(firstError(shortIban).code).toBe("settings.iban_invalid");
    const badBic = await saveBank({ iban: "FR1420041010050500013M02606", bic: "PSST12" });
    expect(firstError(badBic)).toMatchObject({
      code: "settings.bic_invalid",
      field: "bic",
      message: "Bic Incorrect",
    });

    const debitFirst = await savePaymentMethod("direct_debit");
    expect(firstError(debitFirst).code).toBe("settings.bank_required");

    const ok = await saveBank({ iban: "fr14 2004 1010 0505 0001 3m02 606", bic: "psstfrpp" });
    expect(ok.success().data.bank).toEqual({ iban_masked: "•••• 2606", bic: "PSSTFRPP" });
    expect(ok.body).not.toContain("20041010050500013M02606");
    const stored = await t.db
      .selectFrom("user_bank_accounts")
      .selectAll()
      .where("user_id", "=", id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain("20041010050500013M02606");

    const debit = await savePaymentMethod("direct_debit");
    expect(debit.success().data.payment_method).toBe("direct_debit");
    // A method the contract refuses, on purpose.
    const unknown = await savePaymentMethod("bitcoin" as TPaymentMethod);
    expect(unknown.statusCode).toBe(400);
  });
});

describe("rating on a saas user's own carrier account", () => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const shipment = {
    ship_from: { country_code: "FR", address: "75011, Paris" },
    ship_to: { country_code: "FR", address: "13001, Marseille" },
    parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
    unit: "fr",
    shipment_date: today,
    shipment_type: 2,
  };
  type TRated = {
    carrier_code: string;
    is_saas: number;
    price_te: number;
    price_ti: number;
    offer_id: string;
  };
  // A complete UPS set (spec §5: 7 fields) with a 20 % contract discount.
  const UPS_CREDENTIALS: TEndpointInput<typeof settingsSaveCarrierCredentialsEndpoint> = {
    params: { carrier: "ups" },
    body: { values: completeUpsCredentials("20") },
  };
  async function offersFor(user: Awaited<ReturnType<typeof loginAs>>): Promise<TRated[]> {
    const rated = (await user.post("/rate", { shipment })).json();
    const listed = await user.post("/offers", { shipment_id: rated.shipment_id, order_id: rated.order_id });
    return listed.json().offers;
  }

  it("adds the carrier's offers on the user's account, with the user's discount, flagged is_saas", async () => {
    await insertTestUser(t.db, { email: "own-ups@example.com", password: "secret-1", saas: 1 });
    const user = await loginAs(t, "own-ups@example.com", "secret-1");
    const before = await offersFor(user);
    expect(before.some((offer) => offer.is_saas === 1)).toBe(false);

    const saved = await user.call(settingsSaveCarrierCredentialsEndpoint, UPS_CREDENTIALS);
    expect(saved.statusCode).toBe(200);
    const after = await offersFor(user);
    const own = after.filter((offer) => offer.is_saas === 1);
    const ups = after.filter((offer) => offer.carrier_code === "UPS" && offer.is_saas === 0);
    expect(own.length).toBe(ups.length);
    expect(own.length).toBeGreaterThan(0);
    for (const offer of own) {
      expect(offer.carrier_code).toBe("UPS");
      const operator = ups.find((candidate) => `${candidate.offer_id}-own` === offer.offer_id);
      expect(offer.price_te).toBeLessThan(operator?.price_te ?? 0);
    }
    expect(after.map((offer) => offer.price_ti)).toEqual(
      [...after.map((offer) => offer.price_ti)].sort((a, b) => a - b),
    );

    // A user who is not saas never gets them, whatever is stored.
    const plain = await loginAs(t, DEMO_USERS[0].email, DEMO_USERS[0].password);
    expect((await offersFor(plain)).some((offer) => offer.is_saas === 1)).toBe(false);
  });

  it("keeps the own-account price when the order form moves the date (the offer is dated again)", async () => {
    await insertTestUser(t.db, { email: "own-dhl@example.com", password: "secret-1", saas: 1 });
    const user = await loginAs(t, "own-dhl@example.com", "secret-1");
    const saved = await user.call(settingsSaveCarrierCredentialsEndpoint, UPS_CREDENTIALS);
    expect(saved.statusCode).toBe(200);
    const rated = (await user.post("/rate", { shipment })).json();
    const ref = { shipment_id: rated.shipment_id, order_id: rated.order_id };
    const offers: (TRated & { allow_pickup: number; delivery_to_collection_point: number })[] = (
      await user.post("/offers", ref)
    ).json().offers;
    const own = offers.find((offer) => offer.is_saas === 1 && offer.delivery_to_collection_point === 0);
    if (!own) throw new Error("no own-account door-delivery offer");
    const selected = await user.call(offerSelectEndpoint, { body: { ...ref, offer_id: own.offer_id } });
    expect(selected.statusCode).toBe(200);

    const later = new Date(`${today}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 4);
    const contact = {
      name: "Camille Martin",
      phone: "+33 6 12 34 56 78",
      email: "camille@example.com",
      address1: "12 rue de la Roquette",
    };
    const updated = await user.call(updateShipmentEndpoint, {
      body: {
        ...ref,
        offer_id: own.offer_id,
        shipping_info: {
          ship_from: { ...contact, postcode: "75011", city: "Paris" },
          ship_to: { ...contact, postcode: "13001", city: "Marseille" },
          reason: "gift",
          content: "Books",
          ...(own.allow_pickup === 1
            ? { shipping_method: "pickup", ready_time: "09:00", close_time: "18:00" }
            : { shipping_method: "dropoff" }),
          shipment_date: later.toISOString().slice(0, 10),
          hazardous: 1,
          terms: 1,
        },
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const { order, changes } = updated.success();
    expect(changes.offer_replaced).toBe(true);
    expect(order.offer.is_saas).toBe(1);
    expect(order.offer.offer_id).toMatch(/-own$/);
    expect(order.offer.breakdown.margin).toBe(0);
    expect(order.offer.breakdown.surcharges.map((line) => line.code)).toContain("own_account_discount");
  });
});
