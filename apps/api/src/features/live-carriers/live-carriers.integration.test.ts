import { parseLiveCarrierSettings } from "@ship/carriers";
import {
  FIXTURE_LIVE_CARRIER,
  FIXTURE_LIVE_STUB_PAIRS,
  FIXTURE_OPERATOR_ENV,
  startCarrierStub,
  type TCarrierStub,
} from "@ship/carriers/testing";
import {
  healthEndpoint,
  settingsSaveCarrierCredentialsEndpoint,
  settingsTestCarrierCredentialsEndpoint,
} from "@ship/contracts";
import { addDaysToIsoDate } from "@ship/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { insertTestUser, loginAs } from "../settings/settings-test-helpers.ts";
import { createCarrierSetup } from "./carrier-setup.ts";

// FedEx is live through the fixture carrier on a local stub; every other carrier stays sandbox.
let stub: TCarrierStub;
let t: Awaited<ReturnType<typeof createTestApp>>;
let clock = Date.now();
const BUDGET_MS = 1000;

beforeAll(async () => {
  stub = await startCarrierStub(FIXTURE_LIVE_STUB_PAIRS);
  const env = {
    CARRIERS_LIVE: "FEDEX",
    ...FIXTURE_OPERATOR_ENV,
    CARRIER_FEDEX_BASE_URL: stub.url,
    RATING_BUDGET_MS: String(BUDGET_MS),
    RATE_LIMIT_CREDENTIAL_TESTS: "5",
  };
  // The breaker reads a clock the test moves; the rest of the app the real one.
  const carriers = createCarrierSetup(parseLiveCarrierSettings(env), [FIXTURE_LIVE_CARRIER], {
    now: () => clock,
  });
  t = await createTestApp(env, { carriers });
});
afterAll(async () => {
  await t?.close();
  await stub?.close().catch(() => {});
});

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
/** A shipment of its own weight per test: the minute's quote cache never answers for the carrier. */
let weight = 1;
function shipment() {
  weight += 0.1;
  return {
    ship_from: { country_code: "FR", address: "75011, Paris" },
    ship_to: { country_code: "FR", address: "13001, Marseille" },
    parcels: [{ number: 1, weight: Number(weight.toFixed(1)), x: 30, y: 20, z: 10 }],
    shipment_date: addDaysToIsoDate(today, 1),
  };
}

type TListedOffer = {
  carrier_code: string;
  service_code: string;
  is_saas: number;
  sandbox?: number;
  price_te: number;
  breakdown: { margin: number; base_price: number };
};

type TPost = (url: string, body: object) => Promise<Awaited<ReturnType<typeof t.app.inject>>>;

/** POST /rate then POST /offers, as a visitor (its new session) or as a logged-in user's `post`. */
async function rateAndList(asUser?: TPost) {
  const rated = await (
    asUser ?? ((url, body) => t.app.inject({ method: "POST", url: `/api/v4${url}`, payload: body }))
  )("/rate", { shipment: shipment() });
  expect(rated.statusCode).toBe(200);
  const ids = rated.json();
  const cookie = rated.cookies.find((entry) => entry.name === "PHPSESSID")?.value ?? "";
  const list: TPost =
    asUser ??
    ((url, body) =>
      t.app.inject({ method: "POST", url: `/api/v4${url}`, payload: body, cookies: { PHPSESSID: cookie } }));
  const listed = await list("/offers", { shipment_id: ids.shipment_id, order_id: ids.order_id });
  expect(listed.statusCode).toBe(200);
  return { rated, ids, offers: listed.json().offers as TListedOffer[] };
}

describe("rating with a live carrier (issue 19, decision 061)", () => {
  it("rates the live carrier through its API and marks the sandbox carriers' offers", async () => {
    const { ids, offers } = await rateAndList();
    expect(ids.carrier_errors).toEqual([]);
    const fedex = offers.filter((offer) => offer.carrier_code === "FEDEX");
    expect(fedex.map((offer) => offer.service_code)).toEqual(["FX_PRIORITY"]);
    expect(fedex[0]?.breakdown.base_price).toBe(4200);
    expect(fedex[0]?.sandbox).toBeUndefined();
    const sandbox = offers.filter((offer) => offer.carrier_code !== "FEDEX");
    expect(sandbox.length).toBeGreaterThan(0);
    expect(sandbox.every((offer) => offer.sandbox === 1)).toBe(true);
    expect(stub.requests.at(-1)?.body).toContain('"account_number":"510087000"');
  });

  it("lists a refusal of the operator's credentials as carrier.auth_failed, never the carrier's text", async () => {
    stub.use("rate: refused");
    try {
      const { rated } = await rateAndList();
      expect(rated.json().carrier_errors).toEqual([{ carrier_code: "FEDEX", code: "carrier.auth_failed" }]);
      expect(rated.body).not.toContain("invalid credentials");
      expect(rated.body).not.toContain("message");
    } finally {
      stub.reset();
    }
  });

  it("lists a hanging carrier as carrier.timeout after its budget, not later", async () => {
    stub.use("rate: hangs");
    try {
      const started = performance.now();
      const { rated, offers } = await rateAndList();
      const elapsed = performance.now() - started;
      expect(rated.json().carrier_errors).toEqual([{ carrier_code: "FEDEX", code: "carrier.timeout" }]);
      expect(offers.length).toBeGreaterThan(0);
      expect(elapsed).toBeLessThan(BUDGET_MS + 1500);
    } finally {
      stub.reset();
    }
  });

  it("skips a carrier failing half of its calls for 30 s (carrier.circuit_open), then tries it again", async () => {
    clock += 61_000; // the earlier tests' calls leave the breaker's one-minute window
    stub.use("rate: maintenance");
    try {
      for (let index = 0; index < 6; index++) {
        const { rated } = await rateAndList();
        expect(rated.json().carrier_errors).toEqual([{ carrier_code: "FEDEX", code: "carrier.unavailable" }]);
      }
      const calls = stub.requests.length;
      const { rated, offers } = await rateAndList();
      expect(rated.json().carrier_errors).toEqual([{ carrier_code: "FEDEX", code: "carrier.circuit_open" }]);
      expect(stub.requests.length).toBe(calls);
      expect(offers.length).toBeGreaterThan(0);
      const health = await call(t, healthEndpoint, { query: { details: "1" } });
      const carriers = health.success().carriers ?? [];
      expect(carriers.find((carrier) => carrier.carrier_code === "FEDEX")).toMatchObject({
        mode: "live",
        circuit: "open",
        capabilities: { rate: true },
      });
      expect(carriers.find((carrier) => carrier.carrier_code === "UPS")).toMatchObject({ mode: "sandbox" });
      expect(carriers.find((carrier) => carrier.carrier_code === "UPS")?.circuit).toBeUndefined();
    } finally {
      stub.reset();
    }
    clock += 30_000;
    const { rated } = await rateAndList();
    expect(rated.json().carrier_errors).toEqual([]);
    const health = await call(t, healthEndpoint, { query: { details: "1" } });
    expect(health.success().carriers?.find((carrier) => carrier.carrier_code === "FEDEX")?.circuit).toBe(
      "closed",
    );
  });
});

describe("a saas customer's own FedEx contract", () => {
  it("prices own-account offers on the customer's live account, without margin, with the discount", async () => {
    await insertTestUser(t.db, { email: "own-fedex@example.com", password: "secret-1", saas: 1 });
    const user = await loginAs(t, "own-fedex@example.com", "secret-1");
    const saved = await user.call(settingsSaveCarrierCredentialsEndpoint, {
      params: { carrier: "fedex" },
      body: {
        values: {
          key: "own-key",
          password: "own-password",
          account_number: "OWN-42",
          meter_number: "7",
          discount: "10",
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const { ids, offers } = await rateAndList((url, body) => user.post(url, body));
    expect(ids.carrier_errors).toEqual([]);
    const own = offers.filter((offer) => offer.is_saas === 1);
    expect(own.map((offer) => offer.carrier_code)).toEqual(["FEDEX"]);
    // The customer's contract price (3100) less 10 %, no operator margin.
    expect(own[0]?.breakdown.margin).toBe(0);
    expect(own[0]?.price_te).toBe(2790);
    expect(stub.requests.some((request) => request.body.includes('"account_number":"OWN-42"'))).toBe(true);
    const row = await t.db
      .selectFrom("ratings")
      .select("own_accounts_live")
      .where("shipment_id", "=", ids.shipment_id)
      .executeTakeFirstOrThrow();
    expect(row.own_accounts_live).toEqual(["FEDEX"]);
    // credentialsForOrder gives the shipment side the same account, decrypted.
    expect(await t.ctx.credentialsForOrder(user.id, "fedex")).toEqual({
      key: "own-key",
      password: "own-password",
      account_number: "OWN-42",
      meter_number: "7",
    });
  });
});

describe("POST /settings/carrier-credentials/{carrier}/test", () => {
  it("says whether saved or typed credentials work, and which carriers cannot be checked", async () => {
    await insertTestUser(t.db, { email: "tester@example.com", password: "secret-1", saas: 1 });
    const user = await loginAs(t, "tester@example.com", "secret-1");
    const test = (carrier: "fedex" | "ups", values?: Record<string, string>) =>
      user.call(settingsTestCarrierCredentialsEndpoint, {
        params: { carrier },
        body: { values: values ?? null },
      });

    // Nothing saved yet, nothing typed: incomplete, and another user's saved set is never used.
    const none = await test("fedex");
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].code).toBe("settings.credentials_incomplete");

    const typed = { key: "k", password: "wrong", account_number: "1", meter_number: "2" };
    expect((await test("fedex", typed)).json().data).toEqual({
      carrier: "fedex",
      outcome: "refused",
      code: "carrier.auth_failed",
    });
    expect((await test("fedex", { ...typed, password: "right" })).json().data).toEqual({
      carrier: "fedex",
      outcome: "works",
    });
    expect((await test("ups")).json().data).toEqual({
      carrier: "ups",
      outcome: "no_live_connector",
      code: "carrier.no_live_connector",
    });
    const credentialCalls = stub.requests.filter((request) => request.path === "/v1/credentials");
    expect(credentialCalls.every((request) => !request.body.includes("OWN-42"))).toBe(true);

    // Bad input: an unknown field.
    const bad = await user.call(settingsTestCarrierCredentialsEndpoint, {
      params: { carrier: "fedex" },
      body: { values: { pin: "1" } } as never,
    });
    expect(bad.statusCode).toBe(400);

    // Five tests per window (this file's limit): the sixth is refused with Retry-After.
    expect((await test("fedex", typed)).statusCode).toBe(200);
    const limited = await test("fedex", typed);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("says a carrier that does not answer is unreachable", async () => {
    await insertTestUser(t.db, { email: "tester-2@example.com", password: "secret-1", saas: 1 });
    const user = await loginAs(t, "tester-2@example.com", "secret-1");
    // The last test of the file: the stub is gone.
    await stub.close();
    const result = await user.call(settingsTestCarrierCredentialsEndpoint, {
      params: { carrier: "fedex" },
      body: { values: { key: "k", password: "p", account_number: "1", meter_number: "2" } },
    });
    expect(result.json().data).toEqual({
      carrier: "fedex",
      outcome: "unreachable",
      code: "carrier.unavailable",
    });
  });
});
