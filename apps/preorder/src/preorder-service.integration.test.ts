import { createHash } from "node:crypto";
import type { TPreorder, TPreorderListResponse, TStoreConnectionsResponse } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signBody } from "./features/intake/signature.ts";
import {
  sampleGenericOrder,
  sampleShopifyOrder,
  sampleWooCommerceOrder,
} from "./features/stores/sample-orders.ts";
import { startTestPreorderService } from "./testing.ts";

let service: Awaited<ReturnType<typeof startTestPreorderService>>;
const API_KEY = "merchant-one-api-key-0123456789";
const OTHER_KEY = "merchant-two-api-key-9876543210";

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${service.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function register(merchantId: number, apiKey: string) {
  const hash = createHash("sha256").update(apiKey).digest("hex");
  const answer = await send(
    "PUT",
    `/internal/merchants/${merchantId}`,
    { key_hash: hash },
    {
      authorization: `Bearer ${service.serviceSecret}`,
    },
  );
  expect(answer.status).toBe(200);
}

async function tokenOf(apiKey: string): Promise<string> {
  const answer = await send("POST", "/api/login_check", { api_key: apiKey });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

async function list(apiKey: string, query = ""): Promise<TPreorderListResponse> {
  const answer = await send("GET", `/api/pre-order/token/${await tokenOf(apiKey)}${query}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as TPreorderListResponse;
}

async function stores(apiKey: string): Promise<TStoreConnectionsResponse> {
  const answer = await send("GET", "/api/stores", undefined, {
    authorization: `Bearer ${await tokenOf(apiKey)}`,
  });
  expect(answer.status).toBe(200);
  return answer.body as unknown as TStoreConnectionsResponse;
}

async function postSigned(url: string, header: string, raw: string, secret: string) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", [header]: signBody(Buffer.from(raw), secret) },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function preorderCount(): Promise<number> {
  const row = await service.db
    .selectFrom("preorders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  service = await startTestPreorderService();
  await register(1, API_KEY);
  await register(2, OTHER_KEY);
});
afterAll(async () => service?.close());

describe("POST /api/login_check", () => {
  it("gives a token for a registered api_key", async () => {
    const answer = await send("POST", "/api/login_check", { api_key: API_KEY });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ token: expect.any(String), expires_in: 300 });
  });

  it("refuses an unknown key, a missing key and a malformed body alike: 401, same answer", async () => {
    const answers = await Promise.all([
      send("POST", "/api/login_check", { api_key: "not-a-key" }),
      send("POST", "/api/login_check", {}),
      send("POST", "/api/login_check", { api_key: 12, extra: true }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    expect(JSON.stringify(answers[0]?.body)).not.toMatch(/key|password|unknown/i);
  });

  it("refuses a merchant registration without the service secret", async () => {
    const answer = await send(
      "PUT",
      "/internal/merchants/3",
      { key_hash: "0".repeat(64) },
      {
        authorization: "Bearer wrong",
      },
    );
    expect(answer.status).toBe(401);
    expect((await send("POST", "/api/login_check", { api_key: "x" })).status).toBe(401);
  });

  it("refuses an expired token", async () => {
    const shortLived = await startTestPreorderService({ tokenTtlSeconds: 3 });
    try {
      const hash = createHash("sha256").update(API_KEY).digest("hex");
      await fetch(`${shortLived.url}/internal/merchants/1`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${shortLived.serviceSecret}` },
        body: JSON.stringify({ key_hash: hash }),
      });
      const login = await fetch(`${shortLived.url}/api/login_check`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ api_key: API_KEY }),
      });
      const { token } = (await login.json()) as { token: string };
      expect((await fetch(`${shortLived.url}/api/pre-order/token/${token}`)).status).toBe(200);
      // JWT times are whole seconds: 3 s from a floored issue time have passed after 4.1 s.
      await new Promise((resolve) => setTimeout(resolve, 4100));
      expect((await fetch(`${shortLived.url}/api/pre-order/token/${token}`)).status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });
});

describe("store intake", () => {
  it("takes a signed Shopify order in, once, whatever the deliveries", async () => {
    const { stores: connections } = await stores(API_KEY);
    const shopify = connections.find((store) => store.kind === "shopify");
    if (!shopify) throw new Error("no Shopify connection");
    const order = sampleShopifyOrder(1_700_000_000_001);
    const orderId = `shopify-${order.id}`;
    const raw = JSON.stringify(order);
    const first = await postSigned(shopify.webhook_url, "x-shopify-hmac-sha256", raw, shopify.secret);
    expect(first).toEqual({
      status: 200,
      body: { success: true, merchant_order_id: orderId, created: true },
    });
    const again = await postSigned(shopify.webhook_url, "x-shopify-hmac-sha256", raw, shopify.secret);
    expect(again.body.created).toBe(false);
    const { data } = await list(API_KEY);
    const taken = data.filter((preorder) => preorder.merchant_order_id === orderId);
    expect(taken).toHaveLength(1);
    const product = taken[0]?.products[0];
    expect(product).toMatchObject({
      sku: "SAMPLE-MUG",
      quantity: 3,
      quantity_sent: 0,
      status: "Open",
      parcels: [{ number: 3, weight: 0.45, x: null, y: null, z: null }],
      address_to: { name: "Jeanne Martin", city: "Paris", postcode: "75002", country_code: "FR", pro: 0 },
      address_from: { address1: "", city: "" },
      selected_offer: { title: "Colissimo Domicile", carrier_code: "COLISSIMO" },
    });
  });

  it("makes one pre-order of the same order delivered five times at once", async () => {
    const { stores: connections } = await stores(API_KEY);
    const shopify = connections.find((store) => store.kind === "shopify");
    if (!shopify) throw new Error("no Shopify connection");
    const order = sampleShopifyOrder(1_700_000_000_002);
    const raw = JSON.stringify(order);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postSigned(shopify.webhook_url, "x-shopify-hmac-sha256", raw, shopify.secret),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.created === true)).toHaveLength(1);
    const rows = await service.db
      .selectFrom("preorders")
      .select("id")
      .where("merchant_order_id", "=", `shopify-${order.id}`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses unsigned, wrongly signed and unknown-address webhooks with 401, storing nothing", async () => {
    const { stores: connections } = await stores(API_KEY);
    const woo = connections.find((store) => store.kind === "woocommerce");
    if (!woo) throw new Error("no WooCommerce connection");
    const before = await preorderCount();
    const raw = JSON.stringify(sampleWooCommerceOrder(1_700_000_000_003));
    const unsigned = await fetch(woo.webhook_url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: raw,
    });
    const wrong = await postSigned(woo.webhook_url, "x-wc-webhook-signature", raw, "another-secret-entirely");
    const unknown = await postSigned(
      `${service.url}/webhooks/woocommerce/nope`,
      "x-wc-webhook-signature",
      raw,
      woo.secret,
    );
    // A Shopify signature header on the WooCommerce address is no signature either.
    const otherHeader = await postSigned(woo.webhook_url, "x-shopify-hmac-sha256", raw, woo.secret);
    expect([unsigned.status, wrong.status, unknown.status, otherHeader.status]).toEqual([401, 401, 401, 401]);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ code: "preorder.signature_invalid" })]);
    expect(await preorderCount()).toBe(before);
    const signed = await postSigned(woo.webhook_url, "x-wc-webhook-signature", raw, woo.secret);
    expect(signed.status).toBe(200);
    expect(await preorderCount()).toBe(before + 1);
  });

  it("answers WooCommerce's unsigned ping 200 without storing anything", async () => {
    const { stores: connections } = await stores(API_KEY);
    const woo = connections.find((store) => store.kind === "woocommerce");
    const before = await preorderCount();
    const response = await fetch(woo?.webhook_url ?? "", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "webhook_id=42",
    });
    expect(response.status).toBe(200);
    expect(await preorderCount()).toBe(before);
  });

  it("answers 400 with clear errors to a signed body that is not JSON or not an order", async () => {
    const { stores: connections } = await stores(API_KEY);
    const shopify = connections.find((store) => store.kind === "shopify");
    if (!shopify) throw new Error("no Shopify connection");
    const notJson = await postSigned(shopify.webhook_url, "x-shopify-hmac-sha256", "{oops", shopify.secret);
    expect(notJson.status).toBe(400);
    const noLines = await postSigned(
      shopify.webhook_url,
      "x-shopify-hmac-sha256",
      JSON.stringify({ id: 5, line_items: [{ id: 1, quantity: 0 }] }),
      shopify.secret,
    );
    expect(noLines.status).toBe(400);
    expect(noLines.body.errors).toEqual([
      expect.objectContaining({ code: "validation.too_small", field: "line_items.0.quantity" }),
    ]);
  });

  it("rotating a secret refuses the old one at once", async () => {
    const { stores: connections } = await stores(OTHER_KEY);
    const shopify = connections.find((store) => store.kind === "shopify");
    if (!shopify) throw new Error("no Shopify connection");
    const token = await tokenOf(OTHER_KEY);
    const rotated = await send(
      "POST",
      "/api/stores/shopify/secret",
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(shopify.secret);
    expect(rotated.body.webhook_url).toBe(shopify.webhook_url);
    const raw = JSON.stringify(sampleShopifyOrder(1_700_000_000_004));
    expect((await postSigned(shopify.webhook_url, "x-shopify-hmac-sha256", raw, shopify.secret)).status).toBe(
      401,
    );
    const newSecret = rotated.body.secret as string;
    expect((await postSigned(shopify.webhook_url, "x-shopify-hmac-sha256", raw, newSecret)).status).toBe(200);
    // At rest the secret is sealed: the table never holds it as the store does.
    const stored = await service.db
      .selectFrom("store_connections")
      .select("secret")
      .where("merchant_id", "=", 2)
      .execute();
    expect(
      stored.map((row) => row.secret).every((secret) => secret.startsWith("s1:") && secret !== newSecret),
    ).toBe(true);
    const chosen = "shpss_0123456789abcdef0123";
    const set = await send(
      "POST",
      "/api/stores/shopify/secret",
      { secret: chosen },
      { authorization: `Bearer ${token}` },
    );
    expect(set.body.secret).toBe(chosen);
  });

  it("takes a generic order with the api_key, refuses it without, updates it when sent again", async () => {
    const order = { ...sampleGenericOrder(0), order_id: "A-1001", order_number: "#1001" };
    const refused = await send("POST", "/api/intake/orders", order, { "x-api-key": "wrong" });
    expect(refused.status).toBe(401);
    const missing = await send("POST", "/api/intake/orders", order);
    expect(missing.status).toBe(401);
    const bad = await send("POST", "/api/intake/orders", { ...order, items: [] }, { "x-api-key": OTHER_KEY });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: "items" })]);
    const taken = await send("POST", "/api/intake/orders", order, { "x-api-key": OTHER_KEY });
    expect(taken.body).toEqual({ success: true, merchant_order_id: "generic-A-1001", created: true });
    const changed = { ...order, items: [{ ...order.items[0], id: "1", quantity: 5 }] };
    const updated = await send("POST", "/api/intake/orders", changed, { "x-api-key": OTHER_KEY });
    expect(updated.body.created).toBe(false);
    const { data } = await list(OTHER_KEY);
    const preorder = data.find((candidate) => candidate.merchant_order_id === "generic-A-1001");
    expect(preorder?.products).toEqual([
      expect.objectContaining({
        product_id: "1",
        quantity: 5,
        parcels: [{ number: 5, weight: 0.45, x: 12, y: 10, z: 10 }],
      }),
    ]);
    // The other merchant never sees it.
    expect((await list(API_KEY)).data.map((candidate) => candidate.merchant_order_id)).not.toContain(
      "generic-A-1001",
    );
  });

  it("sends a test order through each store's own route", async () => {
    const token = await tokenOf(OTHER_KEY);
    for (const kind of ["shopify", "woocommerce", "generic"]) {
      const answer = await send(
        "POST",
        `/api/stores/${kind}/test-order`,
        {},
        { authorization: `Bearer ${token}` },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.merchant_order_id).toMatch(new RegExp(`^${kind}-`));
    }
  });
});

describe("GET /api/pre-order/token/{token}", () => {
  it("answers an unparsable parcel JSON as an empty list", async () => {
    const order = { ...sampleGenericOrder(0), order_id: "BROKEN-1" };
    await send("POST", "/api/intake/orders", order, { "x-api-key": API_KEY });
    await service.db
      .updateTable("preorder_products")
      .set({ parcels: "{not json" })
      .where("product_id", "=", "1")
      .where("preorder_id", "in", (eb) =>
        eb.selectFrom("preorders").select("id").where("merchant_order_id", "=", "generic-BROKEN-1"),
      )
      .execute();
    const { data } = await list(API_KEY);
    const broken = data.find((preorder) => preorder.merchant_order_id === "generic-BROKEN-1");
    expect(broken?.products[0]?.parcels).toEqual([]);
  });

  it("pages, sorts and filters by product status", async () => {
    const all = await list(API_KEY, "?rows=10&page=1");
    expect(all.total).toBeGreaterThanOrEqual(3);
    const firstPage = await list(API_KEY, "?rows=10&sort=created_at&order=asc");
    expect(firstPage.data[0]?.merchant_order_id).toMatch(/^shopify-1700000000001\d$/);
    expect((await list(API_KEY, "?status=Sent")).total).toBe(0);
    const invalid = await send("GET", `/api/pre-order/token/${await tokenOf(API_KEY)}?rows=7`);
    expect(invalid.status).toBe(400);
  });

  it("refuses a token that is not one", async () => {
    expect((await send("GET", "/api/pre-order/token/abc.def.ghi")).status).toBe(401);
  });

  it("answers 304 to its own ETag while nothing changed, and the new list once an order arrives", async () => {
    const path = `/api/pre-order/token/${await tokenOf(API_KEY)}?rows=10`;
    const first = await fetch(`${service.url}${path}`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"\d+"$/);
    const again = await fetch(`${service.url}${path}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const order = { ...sampleGenericOrder(0), order_id: "ETAG-1" };
    expect((await send("POST", "/api/intake/orders", order, { "x-api-key": API_KEY })).status).toBe(200);
    const changed = await fetch(`${service.url}${path}`, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const body = (await changed.json()) as TPreorderListResponse;
    expect(body.data.map((preorder) => preorder.merchant_order_id)).toContain("generic-ETAG-1");
    // Another merchant's changes leave this list's tag alone.
    const unchanged = changed.headers.get("etag") ?? "";
    await send("POST", "/api/intake/orders", { ...order, order_id: "ETAG-2" }, { "x-api-key": OTHER_KEY });
    expect((await fetch(`${service.url}${path}`, { headers: { "if-none-match": unchanged } })).status).toBe(
      304,
    );
  });
});

describe("PATCH /api/pre-order/{merchantOrderId}", () => {
  const orderId = "generic-SHIP-1";
  const shipment = (id: string, status = "Validated") => ({
    shipment_id: id,
    carrier_name: "UPS",
    service_name: "Standard",
    price_ti: 1290,
    currency: "EUR",
    status,
  });
  async function patch(body: unknown, apiKey = API_KEY) {
    return send("PATCH", `/api/pre-order/${orderId}`, body, {
      authorization: `Bearer ${await tokenOf(apiKey)}`,
    });
  }

  beforeAll(async () => {
    const order = {
      ...sampleGenericOrder(0),
      order_id: "SHIP-1",
      items: [
        { id: "mug", name: "Mug", quantity: 3, weight_kg: 0.4 },
        { id: "cap", name: "Cap", quantity: 1 },
      ],
    };
    expect((await send("POST", "/api/intake/orders", order, { "x-api-key": API_KEY })).status).toBe(200);
  });

  it("appends a shipment, moves quantities and statuses on, and is idempotent by shipment id", async () => {
    const first = await patch({ shipment: shipment("S-1"), products: [{ product_id: "mug", quantity: 2 }] });
    expect(first.status).toBe(200);
    const preorder = first.body.data as TPreorder;
    const mug = preorder.products.find((product) => product.product_id === "mug");
    expect(mug).toMatchObject({ quantity_sent: 2, status: "Open" });
    expect(mug?.shipments).toEqual([
      {
        shipment_id: "S-1",
        carrier_name: "UPS",
        service_name: "Standard",
        price_ti: 1290,
        currency: "EUR",
        status: "Validated",
        isDelivered: false,
        quantity: 2,
      },
    ]);
    expect(preorder.status).toBe("Open");
    const again = await patch({ shipment: shipment("S-1"), products: [{ product_id: "mug", quantity: 2 }] });
    expect(
      (again.body.data as TPreorder).products.find((product) => product.product_id === "mug")?.quantity_sent,
    ).toBe(2);
  });

  it("refuses more than what is unsent (409), an unknown product or order (404), another merchant's order (404)", async () => {
    const over = await patch({ shipment: shipment("S-2"), products: [{ product_id: "mug", quantity: 2 }] });
    expect(over.status).toBe(409);
    expect(over.body.errors).toEqual([expect.objectContaining({ code: "preorder.quantity_exceeded" })]);
    expect(
      (await patch({ shipment: shipment("S-2"), products: [{ product_id: "nope", quantity: 1 }] })).status,
    ).toBe(404);
    expect(
      (await patch({ shipment: shipment("S-2"), products: [{ product_id: "mug", quantity: 1 }] }, OTHER_KEY))
        .status,
    ).toBe(404);
    const bad = await patch({ shipment: shipment("S-2"), products: [{ product_id: "mug", quantity: 0 }] });
    expect(bad.status).toBe(400);
    const unsigned = await send("PATCH", `/api/pre-order/${orderId}`, {
      shipment: shipment("S-2"),
      products: [],
    });
    expect(unsigned.status).toBe(401);
  });

  it("makes the product Sent at its quantity and the pre-order Sent when none is Open; a cancellation reopens", async () => {
    const rest = await patch({
      shipment: shipment("S-3", "Created"),
      products: [
        { product_id: "mug", quantity: 1 },
        { product_id: "cap", quantity: 1 },
      ],
    });
    const sent = rest.body.data as TPreorder;
    expect(
      sent.products.map((product) => [product.product_id, product.status, product.quantity_sent]),
    ).toEqual([
      ["cap", "Sent", 1],
      ["mug", "Sent", 3],
    ]);
    expect(sent.status).toBe("Sent");
    const validated = await patch({
      shipment: shipment("S-3", "Delivered"),
      products: [{ product_id: "cap", quantity: 1 }],
    });
    const cap = (validated.body.data as TPreorder).products.find((product) => product.product_id === "cap");
    expect(cap?.shipments[0]).toMatchObject({ status: "Delivered", isDelivered: true });
    const cancelled = await patch({
      shipment: shipment("S-1", "Cancelled"),
      products: [{ product_id: "mug", quantity: 2 }],
    });
    const reopened = cancelled.body.data as TPreorder;
    expect(reopened.products.find((product) => product.product_id === "mug")).toMatchObject({
      status: "Open",
      quantity_sent: 1,
    });
    expect(reopened.status).toBe("Open");
    expect((await list(API_KEY, "?status=Sent")).data.map((preorder) => preorder.merchant_order_id)).toEqual([
      orderId,
    ]);
  });
});

describe("GET /api/pre-order/{merchantOrderId}", () => {
  it("answers one pre-order with all its products, 404 for another merchant's", async () => {
    const path = "/api/pre-order/generic-SHIP-1";
    const own = await send("GET", path, undefined, { authorization: `Bearer ${await tokenOf(API_KEY)}` });
    expect(own.status).toBe(200);
    expect((own.body.data as TPreorder).products.map((product) => product.product_id)).toEqual([
      "cap",
      "mug",
    ]);
    const other = await send("GET", path, undefined, { authorization: `Bearer ${await tokenOf(OTHER_KEY)}` });
    expect(other.status).toBe(404);
    expect((await send("GET", path)).status).toBe(401);
  });
});

describe("operations", () => {
  it("answers its health check", async () => {
    expect(await send("GET", "/healthz")).toEqual({
      status: 200,
      body: { status: "ok", service: "preorder" },
    });
  });

  it("answers an unknown path 404 and an over-long body 413 in the envelope", async () => {
    const unknown = await send("GET", "/nope");
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
    const huge = await send(
      "POST",
      "/api/intake/orders",
      { order_id: "x".repeat(1_100_000) },
      { "x-api-key": API_KEY },
    );
    expect(huge.status).toBe(413);
  });
});

describe("OpenAPI", () => {
  it("documents the generic intake with an example order", async () => {
    const answer = await send("GET", "/openapi.json");
    const intake = (answer.body.paths as Record<string, { post?: { requestBody?: unknown } }>)[
      "/api/intake/orders"
    ];
    expect(JSON.stringify(intake?.post?.requestBody)).toContain('"order_id":"A-1001"');
  });
});
