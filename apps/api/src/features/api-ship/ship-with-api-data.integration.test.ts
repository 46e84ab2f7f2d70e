import { shipEndpoint, shipmentsByIdsEndpoint, type TApiShipBody } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { quote, shippingInfo, type TTestApp } from "../../testing/journey.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { balanceRow, giveCredit, loggedInUser } from "../payment/payment-test-helpers.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A whole shipment as an API client sends it: the quote form's shipment and the order page's info. */
function apiShip(
  overrides: { api_data?: Partial<TApiShipBody["api_data"]>; shipment?: object } = {},
): TApiShipBody {
  return {
    shipment: { ...quote(), ...overrides.shipment },
    api_data: {
      shipping_info: shippingInfo() as TApiShipBody["api_data"]["shipping_info"],
      ...overrides.api_data,
    },
  };
}

async function apiKeyOf(userId: number) {
  const row = await t.db
    .selectFrom("users")
    .select("api_key")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.api_key;
}

const shipmentsOf = async (userId: number) =>
  Number(
    (
      await t.db
        .selectFrom("shipments")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST /ship with api_data (spec §7, decision 050)", () => {
  it("ships a professional's whole shipment in one call by api_key, paid later, and a retry never ships twice", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    const headers = { "x-api-key": await apiKeyOf(pro.id), "idempotency-key": "order-2026-0001" };
    const body = apiShip({ shipment: { priority: "fastest" } });
    const first = await call(t, shipEndpoint, { body }, { headers, lang: "en" });
    const shipped = first.success();
    expect(shipped.shipment.payment_method).toBe("deferred");
    expect(shipped.shipment.tracking_numbers.length).toBeGreaterThan(0);
    expect(shipped.order?.offer_id).toBeTruthy();

    const [again, concurrent] = await Promise.all([
      call(t, shipEndpoint, { body }, { headers, lang: "en" }),
      call(t, shipEndpoint, { body }, { headers, lang: "en" }),
    ]);
    expect(again.success().shipment.id).toBe(shipped.shipment.id);
    expect(concurrent.success().shipment.id).toBe(shipped.shipment.id);
    expect(await shipmentsOf(pro.id)).toBe(1);

    const reused = await call(t, shipEndpoint, { body: apiShip() }, { headers, lang: "en" });
    expect(reused.statusCode).toBe(409);
    expect(reused.failure().errors[0]?.code).toBe("ship.idempotency_conflict");
    expect(await shipmentsOf(pro.id)).toBe(1);
  });

  it("pays from the account's credit with a session, keyed by the client's reference", async () => {
    const user = await loggedInUser(t);
    await giveCredit(t, user.id, 100_000);
    const body = apiShip({ api_data: { reference: "REF-42" } });
    const shipped = (await call(t, shipEndpoint, { body }, { cookie: user.cookie, lang: "en" })).success();
    expect(shipped.shipment.payment_method).toBe("credit");
    expect(await balanceRow(t, user.id)).toBe(100_000 - shipped.shipment.price.total);
    const again = await call(t, shipEndpoint, { body }, { cookie: user.cookie, lang: "en" });
    expect(again.success().shipment.id).toBe(shipped.shipment.id);
    expect(await balanceRow(t, user.id)).toBe(100_000 - shipped.shipment.price.total);
  });

  it("charges the insurance asked at rating, as the offers showed it", async () => {
    const user = await loggedInUser(t);
    await giveCredit(t, user.id, 100_000);
    const body = apiShip({
      shipment: { insurance: 1, insurance_declared_value: 1000 },
      api_data: { reference: "INSURED-1" },
    });
    const shipped = (await call(t, shipEndpoint, { body }, { cookie: user.cookie, lang: "en" })).success();
    expect(shipped.shipment.price.insurance).toBe(600);
    expect(shipped.shipment.price.total).toBe(shipped.shipment.price.price_ti + 600);
  });

  it("refuses, translated, an account that can pay neither later nor from credit; nothing is shipped", async () => {
    const user = await loggedInUser(t);
    const body = apiShip({ api_data: { reference: "NO-MONEY" } });
    const refused = await call(t, shipEndpoint, { body }, { cookie: user.cookie, lang: "fr" });
    expect(refused.statusCode).toBe(402);
    expect(refused.failure().errors[0]).toMatchObject({
      code: "ship.payment_unavailable",
      message: expect.stringContaining("crédit\u00a0:"),
    });
    expect(await shipmentsOf(user.id)).toBe(0);
  });

  it("asks a key, a known api_key or a login, and answers field errors of the shipment and of api_data", async () => {
    const user = await loggedInUser(t);
    const noKey = await call(t, shipEndpoint, { body: apiShip() }, { cookie: user.cookie, lang: "en" });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.failure().errors[0]?.code).toBe("ship.idempotency_key_required");
    const badKey = await call(
      t,
      shipEndpoint,
      { body: apiShip({ api_data: { reference: "X" } }) },
      { headers: { "x-api-key": "not-a-key-of-anyone-here" }, lang: "en" },
    );
    expect(badKey.statusCode).toBe(401);
    const anonymous = await call(
      t,
      shipEndpoint,
      { body: apiShip({ api_data: { reference: "X" } }) },
      { lang: "en" },
    );
    expect(anonymous.statusCode).toBe(401);

    const badShipment = await call(
      t,
      shipEndpoint,
      {
        body: apiShip({ shipment: { preferred_carrier_groups: ["ACME"] }, api_data: { reference: "BAD-1" } }),
      },
      { cookie: user.cookie, lang: "en" },
    );
    expect(badShipment.statusCode).toBe(400);
    expect(badShipment.failure().errors[0]).toMatchObject({
      code: "rating.carrier_group_unknown",
      field: "shipment.preferred_carrier_groups.0",
    });
    const info = { ...shippingInfo(), hazardous: 0 } as TApiShipBody["api_data"]["shipping_info"];
    const badInfo = await call(
      t,
      shipEndpoint,
      { body: apiShip({ api_data: { reference: "BAD-2", shipping_info: info } }) },
      { cookie: user.cookie, lang: "en" },
    );
    expect(badInfo.statusCode).toBe(400);
    expect(badInfo.failure().errors).toContainEqual(
      expect.objectContaining({
        code: "order.hazardous_required",
        field: "api_data.shipping_info.hazardous",
      }),
    );
    expect(await shipmentsOf(user.id)).toBe(0);
  });

  it("POST /shipments answers the caller's shipment by id, by api_key too, and not another account's", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    const key = await apiKeyOf(pro.id);
    const body = apiShip({ api_data: { reference: "LIST-1" } });
    const shipped = (
      await call(t, shipEndpoint, { body }, { headers: { "x-api-key": key }, lang: "en" })
    ).success();
    const ids = [shipped.shipment.id];
    const mine = await call(t, shipmentsByIdsEndpoint, { body: { ids } }, { headers: { "x-api-key": key } });
    expect(mine.success().rows.map((row) => row.id)).toEqual(ids);
    const other = await loggedInUser(t, { pro: 1 });
    const theirs = await call(t, shipmentsByIdsEndpoint, { body: { ids } }, { cookie: other.cookie });
    expect(theirs.statusCode).toBe(404);
  });

  it("the API reference shows POST /ship's examples, request and answer, the api_data one first", async () => {
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operation = docs.paths["/api/v4/ship"].post;
    const request = Object.values(operation.requestBody.content["application/json"].examples) as {
      value: object;
    }[];
    const answer = Object.values(operation.responses["200"].content["application/json"].examples) as {
      value: object;
    }[];
    expect(request[0]?.value).toHaveProperty("api_data.shipping_info");
    expect(request[1]?.value).toHaveProperty("shipment_id");
    expect(answer[0]?.value).toHaveProperty("shipment.tracking_numbers");
  });
});
