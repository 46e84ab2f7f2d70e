import { createHash, createHmac } from "node:crypto";
import {
  sampleGenericOrder,
  sampleShopifyOrder,
  sampleWooCommerceOrder,
  startTestPreorderService,
} from "@ship/preorder/testing";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bodyWith,
  changedTables,
  databaseDigest,
  expectClean4xx,
  hostileBodies,
  operationsOf,
  StatusTally,
  type TOperation,
} from "../../testing/openapi-sweep.ts";

/**
 * The pre-order service's bad-input sweep (issue 33), read from its own OpenAPI document plus the
 * calls it does not document (the my-store calls and the API's merchant registration): hostile
 * bodies, malformed and wrong input, each with and without its credentials. Every answer is a 4xx
 * with nothing of the server's insides, and nothing is written.
 */
let service: Awaited<ReturnType<typeof startTestPreorderService>>;
let operations: TOperation[] = [];
const API_KEY = "sweep-merchant-api-key-0123456789";
let token: string;
let stores: { kind: string; webhook_url: string; secret: string }[];

const UNDOCUMENTED: TOperation[] = [
  ["PUT", "/internal/merchants/{merchantId}", ["key_hash"]],
  ["POST", "/api/stores/{kind}/secret", []],
  ["POST", "/api/stores/{kind}/test-order", []],
].map(([method, path, required]) => ({
  method: method as string,
  path: path as string,
  hasBody: true,
  params: [],
  stringQuery: [],
  stringParams: [],
  bodyStrings: [],
  bodyFields: [],
  required: required as string[],
}));

async function send(
  op: TOperation,
  body: string | undefined,
  credentials: boolean,
  headers: Record<string, string> = {},
) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === "kind" ? "shopify" : name === "token" ? (credentials ? token : "not-a-token") : "7",
  );
  const store = stores.find((candidate) => path.startsWith(`/webhooks/${candidate.kind}/`));
  const url = store ? (credentials ? store.webhook_url : `${service.url}${path}`) : `${service.url}${path}`;
  const auth: Record<string, string> = {};
  if (credentials && store) {
    const header = store.kind === "shopify" ? "x-shopify-hmac-sha256" : "x-wc-webhook-signature";
    auth[header] = createHmac("sha256", store.secret)
      .update(body ?? "")
      .digest("base64");
  } else if (credentials) {
    auth["x-api-key"] = API_KEY;
    auth.authorization = `Bearer ${path.startsWith("/internal/") ? service.serviceSecret : token}`;
  }
  const response = await fetch(url, {
    method: op.method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...auth, ...headers },
    body,
  });
  return { statusCode: response.status, body: await response.text() };
}

beforeAll(async () => {
  service = await startTestPreorderService();
  const keyHash = createHash("sha256").update(API_KEY).digest("hex");
  await fetch(`${service.url}/internal/merchants/1`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${service.serviceSecret}` },
    body: JSON.stringify({ key_hash: keyHash }),
  });
  const login = await fetch(`${service.url}/api/login_check`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ api_key: API_KEY }),
  });
  token = ((await login.json()) as { token: string }).token;
  const list = await fetch(`${service.url}/api/stores`, { headers: { authorization: `Bearer ${token}` } });
  stores = ((await list.json()) as { stores: typeof stores }).stores;
  const doc = await (await fetch(`${service.url}/openapi.json`)).json();
  operations = [...operationsOf(doc, "/"), ...UNDOCUMENTED];
});
afterAll(() => service?.close());

const digest = () => databaseDigest(service.db as unknown as Kysely<never>);

describe("the pre-order service refuses bad input with a clean 4xx and writes nothing", () => {
  it("hostile bodies just under the body limit: a 400 naming the limit", async () => {
    const before = await digest();
    const tally = new StatusTally();
    let slowest = 0;
    const withBody = operations.filter((op) => op.hasBody);
    expect(withBody.length).toBeGreaterThanOrEqual(7);
    for (const hostile of hostileBodies()) {
      for (const op of withBody) {
        for (const credentials of [true, false]) {
          const started = performance.now();
          const response = await send(op, hostile.text, credentials);
          slowest = Math.max(slowest, performance.now() - started);
          tally.add(response.statusCode);
          const label = `${op.method} ${op.path} ${hostile.name}${credentials ? " (signed in)" : ""}`;
          expectClean4xx(response, label);
          // Credentials are checked first where they come in headers: an unsigned webhook is a 401.
          if (credentials) expect(JSON.parse(response.body).errors[0].code, label).toBe(hostile.code);
        }
      }
    }
    console.info(`hostile bodies, pre-order service: ${tally} — slowest answer ${Math.round(slowest)} ms`);
    expect(slowest).toBeLessThan(3000);
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    expect(changedTables(before, await digest())).toEqual([]);
  });

  it("malformed, unknown, missing, wrong-typed, over-long and out-of-range input", async () => {
    const before = await digest();
    const tally = new StatusTally();
    for (const op of operations) {
      const bodies: string[] = op.hasBody
        ? [
            '{"order_id": "a",',
            "[1,2]",
            '"text"',
            "42",
            ...(op.required.length > 0 ? ["{}"] : []),
            JSON.stringify({ unexpected: 1 }),
            ...op.bodyFields.flatMap((field) =>
              field.type === "string"
                ? [
                    JSON.stringify(bodyWith(field.path, "x".repeat(100_000))),
                    JSON.stringify(bodyWith(field.path, 7)),
                  ]
                : field.type === "number"
                  ? [1e308, -1, 0, 2 ** 63, 0.5].map((value) => JSON.stringify(bodyWith(field.path, value)))
                  : [],
            ),
          ]
        : [];
      for (const credentials of [true, false]) {
        const queries = op.hasBody
          ? []
          : ["?page=-1", "?page=1e308", "?unexpected=1", "?rows=abc", "?rows=1000000"];
        for (const query of queries) {
          const response = await send({ ...op, path: `${op.path}${query}` }, undefined, credentials);
          tally.add(response.statusCode);
          expectClean4xx(response, `${op.method} ${op.path}${query}`);
        }
        for (const body of bodies) {
          const response = await send(op, body, credentials);
          tally.add(response.statusCode);
          expectClean4xx(response, `${op.method} ${op.path} ${body.slice(0, 60)}`);
        }
        // A wrong content type is refused whatever the body.
        if (op.hasBody) {
          const response = await send(op, "a=1", credentials, { "content-type": "text/plain" });
          tally.add(response.statusCode);
          expectClean4xx(response, `${op.method} ${op.path} text/plain`);
        }
      }
    }
    console.info(`bad-input sweep, pre-order service: ${tally}`);
    expect(tally.total).toBeGreaterThan(200);
    expect(changedTables(before, await digest())).toEqual([]);
  });

  it("another merchant's pre-order is not found, neither read nor changed", async () => {
    const otherKey = "sweep-other-merchant-key-9876543210";
    await fetch(`${service.url}/internal/merchants/2`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${service.serviceSecret}` },
      body: JSON.stringify({ key_hash: createHash("sha256").update(otherKey).digest("hex") }),
    });
    const order = { ...sampleGenericOrder(), order_id: "OTHER-1" };
    const taken = await fetch(`${service.url}/api/intake/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": otherKey },
      body: JSON.stringify(order),
    });
    expect(taken.status).toBe(200);
    const before = await digest();
    const read = await fetch(`${service.url}/api/pre-order/generic-OTHER-1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(404);
    const patch = await fetch(`${service.url}/api/pre-order/generic-OTHER-1`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        shipment: {
          shipment_id: "s-1",
          carrier_name: "UPS",
          service_name: "Standard",
          price_ti: 1000,
          currency: "EUR",
          status: "Created",
        },
        products: [{ product_id: order.items[0]?.id ?? "1", quantity: 1 }],
      }),
    });
    expect([400, 404]).toContain(patch.status);
    expectClean4xx(
      { statusCode: patch.status, body: await patch.text() },
      "PATCH another merchant's pre-order",
    );
    const list = await fetch(`${service.url}/api/pre-order/token/${token}`);
    expect(await list.text()).not.toContain("OTHER-1");
    expect(changedTables(before, await digest())).toEqual([]);
  });

  it("control characters in a store's order never reach the database as they are", async () => {
    const bad = "Par\u0000is\u0007";
    const shopify = stores.find((store) => store.kind === "shopify");
    const woo = stores.find((store) => store.kind === "woocommerce");
    if (!shopify || !woo) throw new Error("no store connections");
    const shopifyOrder = sampleShopifyOrder(1_800_000_000_001);
    const wooOrder = sampleWooCommerceOrder(1_800_000_000_002);
    const generic = { ...sampleGenericOrder(1_800_000_000_003), order_id: "CTRL-1" };
    const deliveries: [string, string, Record<string, string>][] = [
      [shopify.webhook_url, JSON.stringify(withCity(shopifyOrder, "shipping_address", bad)), {}],
      [woo.webhook_url, JSON.stringify(withCity(wooOrder, "shipping", bad)), {}],
      [
        `${service.url}/api/intake/orders`,
        JSON.stringify(withCity(generic, "ship_to", bad)),
        { "x-api-key": API_KEY },
      ],
    ];
    for (const [url, raw, headers] of deliveries) {
      const store = stores.find((candidate) => url === candidate.webhook_url);
      const signature = store
        ? {
            [store.kind === "shopify" ? "x-shopify-hmac-sha256" : "x-wc-webhook-signature"]: createHmac(
              "sha256",
              store.secret,
            )
              .update(raw)
              .digest("base64"),
          }
        : {};
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers, ...signature },
        body: raw,
      });
      const body = await response.text();
      expect(response.status, `${url}: ${body}`).toBeLessThan(500);
    }
    const list = await (await fetch(`${service.url}/api/pre-order/token/${token}?rows=100`)).text();
    // The three orders are kept, their city cleaned of the control characters.
    expect(list.split('"Par is"').length - 1).toBe(3);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for the stored control characters
    expect(list).not.toMatch(/\\u000[07]|[\u0000\u0007]/);
  });
});

/** The order with its address's city (under `key`) replaced. */
function withCity<T extends object>(order: T, key: string, city: string): T {
  const address = (order as Record<string, unknown>)[key];
  return { ...order, [key]: { ...(address as object), city } };
}
