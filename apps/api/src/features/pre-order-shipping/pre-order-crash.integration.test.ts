import { createTestDatabase, type TTestDatabase } from "@ship/db/testing";
import { startTestPreorderService } from "@ship/preorder/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../seed/demo-users.ts";
import { apiProcess, type TApiProcess } from "../../testing/api-process.ts";
import { IN_TWO_DAYS, MARSEILLE, PARIS, shippingInfo } from "../../testing/journey.ts";
import { startSwitchableProxy } from "../../testing/switchable-proxy.ts";

/**
 * Decision 046: a shipment made from a pre-order while the pre-order service is down waits in the
 * outbox; the API process is killed with SIGKILL before it could deliver it, the service comes
 * back, and the restarted process delivers it, once. The real API process (tsx), its own PGlite or,
 * under `npm run test:pg`, a fresh PostgreSQL database.
 */
const pro = DEMO_USERS[1];
let service: Awaited<ReturnType<typeof startTestPreorderService>>;
let proxy: Awaited<ReturnType<typeof startSwitchableProxy>>;
let api: TApiProcess;
let postgres: TTestDatabase | undefined;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase();
  service = await startTestPreorderService();
  proxy = await startSwitchableProxy(service.url);
  api = apiProcess("pre-order-crash", {
    ...(postgres?.url ? { databaseUrl: postgres.url } : {}),
    env: { PREORDER_URL: proxy.url, PREORDER_SERVICE_SECRET: service.serviceSecret },
  });
});
afterAll(async () => {
  await api.close();
  await postgres?.close();
  await proxy.close();
  await service.close();
});

/** A JSON call to the API process that must answer 200. */
async function ok<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await api.call(method, url, body);
  if (response.status !== 200)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const end = (where: typeof PARIS, name: string) => ({
  name,
  phone: where.phone,
  email: "shop@example.com",
  address1: "12 rue de la Roquette",
  country_code: where.country_code,
  postcode: where.postcode,
  city: where.city,
});

/** The store's order through the service's generic intake, with the key GET /my-store shows. */
async function intake(orderId: string): Promise<string> {
  const store = await ok<{ generic: { api_key: string } }>("GET", "/api/v4/my-store?lang=en");
  const response = await fetch(new URL("/api/intake/orders", service.url), {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": store.generic.api_key },
    body: JSON.stringify({
      order_id: orderId,
      expected_pickup_date: IN_TWO_DAYS,
      ship_from: end(PARIS, "Cave Durand"),
      ship_to: end(MARSEILLE, "Ann Lee"),
      items: [{ id: "P1", name: "Wine", quantity: 2, weight_kg: 1.5 }],
    }),
  });
  expect(response.status).toBe(200);
  return `generic-${orderId}`;
}

/** Rates the two units, chooses a pickup offer and fills in the order page: the order's keys. */
async function orderFromPreOrder(merchantOrderId: string) {
  const rated = await ok<{ shipment_id: string; order_id: string }>(
    "POST",
    "/api/v4/pre-order/rate?lang=en",
    {
      products: [{ merchant_order_id: merchantOrderId, product_id: "P1", quantity: 2 }],
      parcels: [{ number: 1, weight: 3, x: 30, y: 20, z: 10 }],
    },
  );
  const ref = { shipment_id: rated.shipment_id, order_id: rated.order_id };
  const { offers } = await ok<{ offers: { offer_id: string; allow_pickup: number }[] }>(
    "POST",
    "/api/v4/offers?lang=en",
    ref,
  );
  const offer = offers.find((candidate) => candidate.allow_pickup === 1);
  if (!offer) throw new Error("no pickup offer Paris -> Marseille");
  await ok("POST", `/api/v4/pre-order/offer/${offer.offer_id}?lang=en`, ref);
  await ok("POST", "/api/v4/update-shipment?lang=en", {
    ...ref,
    offer_id: offer.offer_id,
    shipping_info: shippingInfo(PARIS, MARSEILLE, { reason: "commercial", content: "Wine" }),
  });
  return ref;
}

/** The product as GET /pre-orders answers it (through the service). */
async function productNow(merchantOrderId: string) {
  const list = await ok<{
    data: { merchant_order_id: string; products: { quantity_sent: number; status: string }[] }[];
  }>("GET", "/api/v4/pre-orders?lang=en&rows=100");
  return list.data.find((preorder) => preorder.merchant_order_id === merchantOrderId)?.products[0];
}

describe("the pre-order outbox after a crash", () => {
  it("keeps the shipment while the service is down and the API is killed; the restarted API delivers it once", async () => {
    api.start({});
    await api.healthy();
    await ok("POST", "/api/v4/login", { login: pro.email, password: pro.password });
    const merchantOrderId = await intake(`CRASH-${Date.now()}`);
    const ref = await orderFromPreOrder(merchantOrderId);

    proxy.setDown(true);
    const { shipment } = await ok<{ shipment: { id: string } }>("POST", "/api/v4/order?lang=en", {
      ...ref,
      pay_later: true,
    });
    // Made, and waiting in the outbox: the service is down.
    await api.waitFor("the shipment waiting in the outbox", async () => {
      const pending = await ok<{ data: { shipment: { shipment_id: string } }[] }>(
        "GET",
        "/api/v4/pre-order/pending?lang=en",
      );
      return pending.data.some((item) => item.shipment.shipment_id === shipment.id) ? true : undefined;
    });
    await api.stop("SIGKILL");

    proxy.setDown(false);
    api.start({});
    await api.healthy();
    await ok("POST", "/api/v4/login", { login: pro.email, password: pro.password });
    // Killed while sending, the row stays leased for a minute, then the new process takes it.
    const delivered = await api.waitFor(
      "the shipment on the pre-order",
      async () => {
        const product = await productNow(merchantOrderId);
        return product?.quantity_sent === 2 ? product : undefined;
      },
      150_000,
    );
    expect(delivered.status).toBe("Sent");
    await api.waitFor("nothing left to send", async () => {
      const metrics = await (await fetch(`${api.base}/metrics`)).text();
      return /^pre_order_outbox_pending 0$/m.test(metrics) ? true : undefined;
    });
    const pending = await ok<{ data: unknown[] }>("GET", "/api/v4/pre-order/pending?lang=en");
    expect(pending.data).toEqual([]);
  }, 300_000);
});
