import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../testing/login.ts";
import {
  expectClean4xx,
  hostileBodies,
  operationsOf,
  StatusTally,
  type TOperation,
} from "../testing/openapi-sweep.ts";
import { createTestApp } from "../testing/test-app.ts";

/**
 * Issue 33: a body nested 500,000 deep once answered 500 on every route, from a recursive walk that
 * overflowed the stack. Every operation that takes a body gets each hostile body, just under the
 * 1 MiB limit so that it reaches the parser, without and with a session: a 400 naming the limit.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: TOperation[] = [];
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  operations = operationsOf(
    (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json(),
    "/api/v4/",
  );
  cookie = await loginAs(t, "demo@shipcompare.test", "demo-perso-1");
});
afterAll(() => t.close());

/** A URL for the route, its path parameters filled with plausible values. */
const urlOf = (op: TOperation) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "kind" ? "shopify" : "1"));

describe("hostile JSON bodies", () => {
  it("each operation with a body answers 400 with the limit's code, in the asked language", async () => {
    const tally = new StatusTally();
    let slowest = 0;
    const withBody = operations.filter((op) => op.hasBody);
    expect(withBody.length).toBeGreaterThan(60);
    for (const body of hostileBodies()) {
      for (const op of withBody) {
        for (const session of [undefined, cookie]) {
          const started = performance.now();
          const response = await t.app.inject({
            method: op.method as "POST",
            url: `${urlOf(op)}?lang=fr`,
            headers: { "content-type": "application/json" },
            payload: body.text,
            ...(session ? { cookies: { PHPSESSID: session } } : {}),
          });
          slowest = Math.max(slowest, performance.now() - started);
          const label = `${op.method} ${op.path} ${body.name}${session ? " (logged in)" : ""}`;
          tally.add(response.statusCode);
          expectClean4xx(response, label);
          expect(response.statusCode, label).toBe(400);
          const answer = response.json() as { errors: { code: string; message: string }[] };
          expect(answer.errors[0]?.code, label).toBe(body.code);
          expect(answer.errors[0]?.message, label).toMatch(/au plus \d+/);
        }
      }
    }
    console.info(`hostile bodies, API: ${tally} — slowest answer ${Math.round(slowest)} ms`);
    // A guard against a walk gone quadratic, far above the few milliseconds each takes.
    expect(slowest).toBeLessThan(3000);
    // The process is still up and answers as before.
    expect((await t.app.inject({ method: "GET", url: "/api/v4/countries" })).statusCode).toBe(200);
  });

  it("a body at the depth limit is parsed and judged by its schema", async () => {
    const deep = `${"[".repeat(32)}${"]".repeat(32)}`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v4/session",
      headers: { "content-type": "application/json" },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).not.toMatch(/^request\.json_/);
  });
});
