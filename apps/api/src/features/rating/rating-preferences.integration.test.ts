import {
  offerSelectEndpoint,
  offersEndpoint,
  rateEndpoint,
  settingsUpdateShipmentEndpoint,
  type TOffer,
  type TShipmentInput,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { quote, type TTestApp } from "../../testing/journey.ts";
import { loginAs } from "../../testing/login.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";
import { insertTestUser } from "../settings/settings-test-helpers.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** POST /rate with `preferences` beside the quote form's shipment; refused values are the point. */
async function rateWith(preferences: Record<string, unknown>, cookie: string | null = null, lang = "en") {
  const shipment = { ...quote(), ...preferences } as TShipmentInput;
  return call(t, rateEndpoint, { body: { shipment } }, { cookie, lang });
}

/** Rates, then reads the offers as POST /offers answers them. */
async function offersWith(preferences: Record<string, unknown>, cookie: string | null = null) {
  const rated = await rateWith(preferences, cookie);
  const { shipment_id, order_id } = rated.success();
  const ids = { shipment_id, order_id };
  const session = cookie ?? sessionCookieOf(rated) ?? "";
  const read = await call(t, offersEndpoint, { body: ids }, { cookie: session });
  return { ...read.success(), ids, cookie: session };
}

const codes = (offers: TOffer[]) => [...new Set(offers.map((offer) => offer.carrier_code))];

describe("POST /rate: quote preferences (spec §3, decision 050)", () => {
  it("orders the offers cheapest first by default, fastest first when asked, and names the first", async () => {
    const cheapest = await offersWith({});
    const prices = cheapest.offers.map((offer) => offer.price_ti);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.shipment.preferences).toMatchObject({ priority: "cheapest", selection: "all" });

    const fastest = await offersWith({ priority: "fastest" });
    const times = fastest.offers.map((offer) => offer.delivery_timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(fastest.shipment.preferences?.recommended_offer_id).toBe(fastest.offers[0]?.offer_id);
  });

  it("keeps only the preferred carrier groups, the selection's offers and the delivery asked", async () => {
    const preferred = await offersWith({ preferred_carrier_groups: ["ups", "DPD"] });
    expect(codes(preferred.offers).sort()).toEqual(["DPD", "UPS"]);
    const express = await offersWith({ selection: "express" });
    expect(express.offers.length).toBeGreaterThan(0);
    expect(express.offers.every((offer) => offer.is_express === 1)).toBe(true);
    const relay = await offersWith({ delivery_to_collection_point_selection: 1 });
    expect(relay.offers.length).toBeGreaterThan(0);
    expect(relay.offers.every((offer) => offer.delivery_to_collection_point === 1)).toBe(true);
    const door = await offersWith({ delivery_to_collection_point_selection: -1 });
    expect(door.offers.every((offer) => offer.delivery_to_collection_point === 0)).toBe(true);
  });

  it("adds the insurance premium to every offer (0.6 %, at least 2 EUR) and keeps it for the offer chosen", async () => {
    const insured = await offersWith({ insurance: 1, insurance_declared_value: "1000" });
    expect(insured.offers.every((offer) => offer.insurance_ti === 600)).toBe(true);
    expect(insured.shipment.preferences).toMatchObject({ insurance: 1, insurance_declared_value: 100_000 });
    const small = await offersWith({ insurance: 1, insurance_declared_value: 50 });
    expect(small.offers[0]?.insurance_ti).toBe(200);
    const offer = insured.offers[0] as TOffer;
    const selected = await call(
      t,
      offerSelectEndpoint,
      { body: { ...insured.ids, offer_id: offer.offer_id } },
      { cookie: insured.cookie },
    );
    expect(selected.success().order.offer.insurance_ti).toBe(600);
  });

  it("accepts the spec's alias type for shipment_type, and refuses the two disagreeing", async () => {
    const { shipment_type: _type, ...rest } = quote();
    const envelope = await call(t, rateEndpoint, { body: { shipment: { ...rest, type: 1 } } });
    const { shipment_id, order_id } = envelope.success();
    const ids = { shipment_id, order_id };
    const read = await call(t, offersEndpoint, { body: ids }, { cookie: sessionCookieOf(envelope) ?? null });
    expect(read.success().shipment.shipment_type).toBe(1);
    const conflict = await rateWith({ shipment_type: 2, type: 3 });
    expect(conflict.statusCode).toBe(400);
    expect(conflict.failure().errors).toContainEqual(
      expect.objectContaining({ code: "rating.type_conflict", field: "shipment.type" }),
    );
  });

  it("refuses bad values with translated field errors, and stores nothing", async () => {
    const refused = await rateWith(
      {
        preferred_carrier_groups: ["ACME"],
        insurance: 1,
        insurance_declared_value: -3,
      },
      null,
      "fr",
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.failure().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: "rating.carrier_group_unknown",
          field: "shipment.preferred_carrier_groups.0",
          message: "Groupe de transporteurs inconnu\u00a0: ACME.",
        }),
        expect.objectContaining({ code: "0 higher", field: "shipment.insurance_declared_value" }),
      ]),
    );
    expect(sessionCookieOf(refused)).toBeUndefined();
    const tooHigh = await rateWith({ insurance: 1, insurance_declared_value: 100_000_000 });
    expect(tooHigh.failure().errors).toContainEqual(
      expect.objectContaining({ code: "rating.insurance_value_too_high", params: { max: 99_999_999 } }),
    );
    const unknownPriority = await rateWith({ priority: "slowest" });
    expect(unknownPriority.statusCode).toBe(400);
    expect(unknownPriority.failure().errors[0]?.field).toBe("shipment.priority");
  });

  it("uses a logged-in caller's saved defaults for what the call leaves out, the call's values first", async () => {
    const id = await insertTestUser(t.db, { email: "prefs@shipcompare.test", password: "prefs-pass-1" });
    const cookie = await loginAs(t, "prefs@shipcompare.test", "prefs-pass-1");
    const saved = await call(
      t,
      settingsUpdateShipmentEndpoint,
      {
        params: { id },
        body: {
          shipment_defaults: {
            preferred_carrier_groups: ["COLISSIMO"],
            insurance: 1,
            insurance_declared_value: 500,
            insurance_currency: "EUR",
          },
        },
      },
      { cookie },
    );
    saved.success();
    const byDefault = await offersWith({}, cookie);
    expect(codes(byDefault.offers)).toEqual(["COLISSIMO"]);
    expect(byDefault.offers[0]?.insurance_ti).toBe(300);
    const sent = await offersWith({ preferred_carrier_groups: ["DPD"], insurance: 0 }, cookie);
    expect(codes(sent.offers)).toEqual(["DPD"]);
    expect(sent.offers[0]?.insurance_ti).toBeUndefined();
  });
});
