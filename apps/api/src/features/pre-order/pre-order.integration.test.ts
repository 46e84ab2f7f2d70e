import {
  myStoreEndpoint,
  myStoreSecretEndpoint,
  myStoreTestOrderEndpoint,
  preorderListEndpoint,
} from "@ship/contracts";
import { startTestPreorderService } from "@ship/preorder/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { loginAs } from "../../testing/login.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { createPreorderClient, PreorderCallError } from "./preorder-client.ts";
import { findApiKey } from "./preorder-repository.ts";
import { createPreorderService } from "./preorder-service.ts";

// The API and a real pre-order service, each on its own database (decision 045): these are the
// contract tests between the two.
let service: Awaited<ReturnType<typeof startTestPreorderService>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
let pro: string;

beforeAll(async () => {
  service = await startTestPreorderService();
  t = await createTestApp({ PREORDER_URL: service.url, PREORDER_SERVICE_SECRET: service.serviceSecret });
  demo = await loginAs(t, "demo@shipcompare.test", "demo-perso-1");
  pro = await loginAs(t, "pro@shipcompare.test", "demo-pro-1");
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe("my stores", () => {
  it("shows each store's webhook URL and secret, and the generic intake with the user's api_key", async () => {
    const answer = (await call(t, myStoreEndpoint, {}, { cookie: demo })).success();
    expect(answer.stores.map((store) => store.kind)).toEqual(["shopify", "woocommerce"]);
    for (const store of answer.stores) {
      expect(store.webhook_url).toMatch(new RegExp(`/webhooks/${store.kind}/[A-Za-z0-9_-]{16,}$`));
      expect(store.secret.length).toBeGreaterThanOrEqual(32);
    }
    expect(answer.generic.intake_url).toMatch(/\/api\/intake\/orders$/);
    const demoUserId = (
      await t.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "demo@shipcompare.test")
        .executeTakeFirstOrThrow()
    ).id;
    expect(answer.generic.api_key).toBe(await findApiKey(t.db, demoUserId));
    // The same facts at the next visit: made once.
    expect((await call(t, myStoreEndpoint, {}, { cookie: demo })).success().stores).toEqual(answer.stores);
  });

  it("rotates a secret", async () => {
    const before = (await call(t, myStoreEndpoint, {}, { cookie: demo })).success();
    const rotated = (
      await call(t, myStoreSecretEndpoint, { params: { kind: "woocommerce" }, body: {} }, { cookie: demo })
    ).success();
    const old = before.stores.find((store) => store.kind === "woocommerce");
    expect(rotated.store.secret).not.toBe(old?.secret);
    expect(rotated.store.webhook_url).toBe(old?.webhook_url);
  });

  it("refuses a short secret (400) and a visitor (401)", async () => {
    const short = await call(
      t,
      myStoreSecretEndpoint,
      { params: { kind: "shopify" }, body: { secret: "short" } },
      { cookie: demo },
    );
    expect(short.statusCode).toBe(400);
    expect((await call(t, myStoreEndpoint, {}, { cookie: null })).statusCode).toBe(401);
    expect((await call(t, preorderListEndpoint, {}, { cookie: null })).statusCode).toBe(401);
  });
});

describe("pre-order list", () => {
  it("shows a test order as an Open pre-order of the user only", async () => {
    const sent = (
      await call(t, myStoreTestOrderEndpoint, { params: { kind: "shopify" } }, { cookie: demo })
    ).success();
    const list = (
      await call(t, preorderListEndpoint, { query: { status: "Open" } }, { cookie: demo })
    ).success();
    const preorder = list.data.find((candidate) => candidate.merchant_order_id === sent.merchant_order_id);
    expect(preorder).toMatchObject({ status: "Open", source: "shopify" });
    expect(preorder?.products[0]).toMatchObject({ quantity: 3, quantity_sent: 0, status: "Open" });
    const other = (await call(t, preorderListEndpoint, {}, { cookie: pro })).success();
    expect(other.data.map((candidate) => candidate.merchant_order_id)).not.toContain(sent.merchant_order_id);
  });

  it("records a shipment through the client (the PATCH after a ship)", async () => {
    const sent = (
      await call(t, myStoreTestOrderEndpoint, { params: { kind: "generic" } }, { cookie: pro })
    ).success();
    const proUser = await t.db
      .selectFrom("users")
      .select(["id", "api_key"])
      .where("email", "=", "pro@shipcompare.test")
      .executeTakeFirstOrThrow();
    const merchant = { userId: proUser.id, apiKey: proUser.api_key };
    const client = createPreorderClient({ baseUrl: () => service.url, serviceSecret: service.serviceSecret });
    const { data } = await client.patch(merchant, sent.merchant_order_id, {
      shipment: {
        shipment_id: "SHP-1",
        carrier_name: "DHL",
        service_name: "Express",
        price_ti: 2500,
        currency: "EUR",
        status: "Validated",
      },
      products: [{ product_id: "1", quantity: 3 }],
    });
    expect(data.status).toBe("Sent");
    const sentList = (
      await call(t, preorderListEndpoint, { query: { status: "Sent" } }, { cookie: pro })
    ).success();
    expect(sentList.data.map((candidate) => candidate.merchant_order_id)).toContain(sent.merchant_order_id);
  });

  it("answers the same list while nothing changed, and a new order at once (the list kept per version)", async () => {
    const ask = async () =>
      (
        await call(t, preorderListEndpoint, { query: { status: "Open", rows: 10 } }, { cookie: pro })
      ).success();
    const before = await ask();
    expect(await ask()).toEqual(before);
    const sent = (
      await call(t, myStoreTestOrderEndpoint, { params: { kind: "woocommerce" } }, { cookie: pro })
    ).success();
    const after = await ask();
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]?.merchant_order_id).toBe(sent.merchant_order_id);
  });

  it("refuses a page size the screen does not offer", async () => {
    const answer = await call(t, preorderListEndpoint, { query: { rows: 7 } }, { cookie: demo });
    expect(answer.statusCode).toBe(400);
  });
});

describe("the client", () => {
  it("registers an unknown merchant's key hash on the first refused login, then calls", async () => {
    const client = createPreorderClient({ baseUrl: () => service.url, serviceSecret: service.serviceSecret });
    const merchant = { userId: 900_001, apiKey: "a-key-the-service-has-never-seen" };
    expect(
      (await client.list(merchant, { page: 1, rows: 25, sort: "created_at", order: "desc" })).total,
    ).toBe(0);
  });

  it("says a refused PATCH is not worth retrying, and an unreachable service is", async () => {
    const client = createPreorderClient({ baseUrl: () => service.url, serviceSecret: service.serviceSecret });
    const merchant = { userId: 900_002, apiKey: "another-key-never-seen-before" };
    const body = {
      shipment: {
        shipment_id: "S",
        carrier_name: "UPS",
        service_name: "Standard",
        price_ti: 1,
        currency: "EUR" as const,
        status: "Created" as const,
      },
      products: [{ product_id: "1", quantity: 1 }],
    };
    const refused = await client.patch(merchant, "generic-none", body).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PreorderCallError);
    expect(refused).toMatchObject({ status: 404, retryable: false });
    const nowhere = createPreorderClient({
      baseUrl: () => "http://127.0.0.1:9",
      serviceSecret: "x",
      timeoutMs: 2000,
    });
    const unreachable = await nowhere.patch(merchant, "generic-none", body).catch((error: unknown) => error);
    expect(unreachable).toMatchObject({ status: 0, retryable: true });
  });

  it("gets a new token when the service refuses the cached one (service restarted)", async () => {
    let clock = 0;
    const client = createPreorderClient({
      baseUrl: () => service.url,
      serviceSecret: service.serviceSecret,
      now: () => clock,
    });
    const merchant = { userId: 900_003, apiKey: "third-key-never-seen-before-x" };
    const query = { page: 1, rows: 25 as const, sort: "created_at" as const, order: "desc" as const };
    await client.list(merchant, query);
    clock += 10 * 60_000; // past the token's life: the client asks for a new one by itself
    expect((await client.list(merchant, query)).success).toBe(true);
  });
});

describe("the use cases other features call", () => {
  it("finds one pre-order of the user, and patches it for an outbox job that has only the user id", async () => {
    const sent = (
      await call(t, myStoreTestOrderEndpoint, { params: { kind: "woocommerce" } }, { cookie: demo })
    ).success();
    const client = createPreorderClient({ baseUrl: () => service.url, serviceSecret: service.serviceSecret });
    const preorders = createPreorderService({ db: t.db, client, logError: () => {} });
    const demoUser = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "demo@shipcompare.test")
      .executeTakeFirstOrThrow();
    const proUser = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "pro@shipcompare.test")
      .executeTakeFirstOrThrow();
    const found = await preorders.findPreorder(demoUser.id, sent.merchant_order_id);
    expect(found?.products).toHaveLength(1);
    expect(await preorders.findPreorder(proUser.id, sent.merchant_order_id)).toBeUndefined();
    const productId = found?.products[0]?.product_id ?? "";
    const shipment = {
      shipment_id: "SHP-9",
      carrier_name: "UPS",
      service_name: "Standard",
      price_ti: 990,
      currency: "EUR" as const,
      status: "Created" as const,
    };
    const patched = await preorders.patchPreorder(demoUser.id, sent.merchant_order_id, {
      shipment,
      products: [{ product_id: productId, quantity: 2 }],
    });
    expect(patched.products[0]).toMatchObject({ quantity_sent: 2, status: "Open" });
    const refused = await preorders
      .patchPreorder(proUser.id, sent.merchant_order_id, {
        shipment,
        products: [{ product_id: productId, quantity: 1 }],
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 404, retryable: false });
  });
});

describe("the service unreachable", () => {
  it("answers 503 preorder.unavailable, not a 500", async () => {
    const down = await createTestApp({
      PREORDER_URL: "http://127.0.0.1:9",
      PREORDER_SERVICE_SECRET: "x".repeat(32),
    });
    try {
      const cookie = await loginAs(down, "demo@shipcompare.test", "demo-perso-1");
      const answer = await call(down, preorderListEndpoint, {}, { cookie });
      expect(answer.statusCode).toBe(503);
      expect(answer.failure().errors[0]?.code).toBe("preorder.unavailable");
    } finally {
      await down.close();
    }
  });
});
