import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app.ts";

type TOperation = { method: string; path: string; hasBody: boolean; params: string[] };
let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: TOperation[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // Every documented route of /api/v4, read from the OpenAPI document the contracts generate.
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: unknown; parameters?: { in: string; name: string }[] }>
    >;
  };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/v4/"))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        hasBody: method !== "get",
        params: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
      })),
    );
});
afterAll(() => t.close());

/** A URL for the route with path parameters filled by valid-looking values. */
function urlOf(op: TOperation, value = "250") {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === "token" ? "AAAAAAAAAAAAAAAAAAAAAA" : name === "carrier" ? "ups" : value,
  );
}

function expectEnvelope400(response: { statusCode: number; json(): unknown }, label: string) {
  expect(response.statusCode, label).toBe(400);
  const body = response.json() as {
    success: boolean;
    errors: { code: string; message: string }[];
    message: string;
  };
  expect(body.success, label).toBe(false);
  expect(body.errors.length, label).toBeGreaterThan(0);
  for (const error of body.errors) expect(error.message, label).not.toBe("");
}

describe("every route refuses bad input with 400 and the error envelope", () => {
  it("knows the routes", () => {
    expect(operations.length).toBeGreaterThanOrEqual(9);
  });

  it("malformed JSON", async () => {
    // A GET's body is never read, so only routes that take one are concerned.
    for (const op of operations.filter((candidate) => candidate.hasBody)) {
      const response = await t.app.inject({
        method: op.method as "POST",
        url: urlOf(op),
        headers: { "content-type": "application/json" },
        payload: '{"login": "a",',
      });
      expectEnvelope400(response, `${op.method} ${op.path}`);
      expect(response.json().errors[0].code).toBe("validation.invalid_json");
    }
  });

  it("unknown fields in the query and the body", async () => {
    for (const op of operations) {
      const query = await t.app.inject({
        method: op.method as "GET",
        url: `${urlOf(op)}?unexpected=1`,
        ...(op.hasBody ? { payload: {} } : {}),
      });
      expectEnvelope400(query, `${op.method} ${op.path} query`);
      if (op.hasBody) {
        const body = await t.app.inject({
          method: op.method as "POST",
          url: urlOf(op),
          payload: { unexpected: 1 },
        });
        expectEnvelope400(body, `${op.method} ${op.path} body`);
        // Stripe's events carry fields Stripe adds at will: that route checks the signature and the
        // few fields it reads, and refuses the rest as missing rather than unknown.
        if (op.path.endsWith("/payment/notify/stripe")) continue;
        expect(body.json().errors.map((e: { code: string }) => e.code)).toContain("validation.unknown_field");
      }
    }
  });

  it("wrong types in the body and in path parameters", async () => {
    for (const op of operations) {
      if (op.hasBody) {
        for (const payload of [[1, 2], "text", 42, { login: 1, password: ["x"] }]) {
          const response = await t.app.inject({
            method: op.method as "POST",
            url: urlOf(op),
            headers: { "content-type": "application/json" },
            payload: JSON.stringify(payload),
          });
          expectEnvelope400(response, `${op.method} ${op.path} ${JSON.stringify(payload)}`);
        }
      }
      if (op.params.length > 0) {
        const response = await t.app.inject({
          method: op.method as "GET",
          url: urlOf(op, "not-a-number!"),
          ...(op.hasBody ? { payload: {} } : {}),
        });
        if (op.params.includes("token")) continue;
        expectEnvelope400(response, `${op.method} ${op.path} params`);
      }
    }
  });

  it("a bad token in the path is a 400, not a lookup", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v4/login/short" });
    expectEnvelope400(response, "GET /login/short");
  });

  it("a form or text body is refused (JSON only)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v4/login",
      headers: { "content-type": "text/plain" },
      payload: '{"login":"a","password":"b"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });
});
