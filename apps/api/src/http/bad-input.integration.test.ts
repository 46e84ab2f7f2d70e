import { loginEndpoint, loginTokenEndpoint, MULTI_LINE_FIELDS, myContactAddEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../testing/call.ts";
import { rate } from "../testing/journey.ts";
import { loginAs } from "../testing/login.ts";
import {
  bodyWith,
  changedTables,
  databaseDigest,
  expectClean4xx,
  operationsOf,
  StatusTally,
  type TOperation,
} from "../testing/openapi-sweep.ts";
import { createTestApp } from "../testing/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: TOperation[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // Every documented route of /api/v4, read from the OpenAPI document the contracts generate.
  operations = operationsOf(
    (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json(),
    "/api/v4/",
  );
});
afterAll(() => t.close());

/** A URL for the route with path parameters filled by valid-looking values. */
function urlOf(op: TOperation, value = "250") {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === "token"
      ? "AAAAAAAAAAAAAAAAAAAAAA"
      : name === "carrier"
        ? "ups"
        : // The my-store routes take a store kind (issue 15), the console's content routes a content
          // kind and a language (decision 058); a wrong value stays wrong.
          name === "kind" && value === "250"
          ? op.path.includes("/console/content/")
            ? "page"
            : "shopify"
          : name === "entryLang" && value === "250"
            ? "en"
            : value,
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
        expect(
          body.json().errors.map((e: { code: string }) => e.code),
          `${op.method} ${op.path}`,
        ).toContain("validation.unknown_field");
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
    const response = await call(t, loginTokenEndpoint, { params: { token: "short" } });
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

  it("control characters in every string field, query and path parameter: a field error, never a 5xx", async () => {
    const samples = ["a\u0000b", "\u0007", "x\u001b[31m", "a\u007f", "line\nbreak"];
    let checked = 0;
    const expectRefused = (
      response: { statusCode: number; json(): unknown },
      label: string,
      field: string,
    ) => {
      expectEnvelope400(response, label);
      checked += 1;
      // A provider's signed notification is refused for its missing signature, before any field.
      if (label.includes("/payment/notify/")) return;
      const errors = (response.json() as { errors: { code: string; field?: string }[] }).errors;
      expect(errors, label).toContainEqual(
        expect.objectContaining({ code: "validation.control_characters", field }),
      );
    };
    for (const op of operations) {
      for (const [index, field] of op.bodyStrings.entries()) {
        // The body holds the bad text at the field's place: {"customs":[{"desc":"a\u0000b"}]}.
        const payload = bodyWith(
          field,
          // A multi-line field keeps its line breaks: it gets a NUL instead.
          MULTI_LINE_FIELDS.has(field.split(".").pop() ?? "") ? "a\u0000b" : samples[index % samples.length],
        );
        const response = await t.app.inject({
          method: op.method as "POST",
          url: urlOf(op),
          payload: payload as Record<string, unknown>,
        });
        expectRefused(response, `${op.method} ${op.path} body ${field}`, field);
      }
      for (const name of op.stringQuery) {
        const response = await t.app.inject({
          method: op.method as "GET",
          url: `${urlOf(op)}?${name}=a%00b`,
          ...(op.hasBody ? { payload: {} } : {}),
        });
        expectRefused(response, `${op.method} ${op.path} query ${name}`, name);
      }
      for (const name of op.stringParams) {
        const url = op.path.replace(`{${name}}`, "AAAAAAAAAAAAAAAAAAAA%00AAAA");
        const response = await t.app.inject({
          method: op.method as "GET",
          url: urlOf({ ...op, path: url }),
          ...(op.hasBody ? { payload: {} } : {}),
        });
        expectRefused(response, `${op.method} ${op.path} path ${name}`, name);
      }
    }
    // Every operation has at least its lang query; the bodies add the bulk.
    expect(checked).toBeGreaterThan(150);
  });

  it("keeps line breaks in the multi-line remarks, refuses a NUL there", async () => {
    const remarks = async (text: string) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v4/update-shipment",
          payload: { shipping_info: { remarks: text } },
        })
      ).json() as { errors: { code: string; field?: string }[] };
    const withBreaks = await remarks("line 1\r\nline 2\tend");
    expect(withBreaks.errors.map((e) => e.code)).not.toContain("validation.control_characters");
    const withNul = await remarks("line 1\u0000");
    expect(withNul.errors).toContainEqual({
      code: "validation.control_characters",
      field: "shipping_info.remarks",
      message: expect.any(String),
    });
  });

  it("an anonymous login with a NUL is a 400 field error in the asked language", async () => {
    const response = await call(
      t,
      loginEndpoint,
      { body: { login: "demo\u0000@example.com", password: "x" } },
      { lang: "fr" },
    );
    expectEnvelope400(response, "POST /login");
    expect(response.failure().errors[0]).toMatchObject({
      code: "validation.control_characters",
      field: "login",
      message: expect.stringContaining("caractère de contrôle"),
    });
  });
});

/**
 * The fuller sweep (issue 33): every operation, without and with a session, gets missing required
 * fields, over-long strings and huge, negative, zero and fractional numbers; then, with a session,
 * the ids of another account's objects. Every answer is a 4xx with nothing of the server's
 * insides, and no refused request writes anything. Deep nesting: hostile-bodies.integration.test.ts.
 */
describe("the fuller sweep, with and without a session", () => {
  let cookie: string;
  let otherIds: { name: string; value: string | number }[] = [];
  // What only the other account's objects hold: never in an answer to this account.
  const OTHER_MARKER = "Sweep Other Account";

  beforeAll(async () => {
    cookie = await loginAs(t, "demo@shipcompare.test", "demo-perso-1");
    const other = await loginAs(t, "pro@shipcompare.test", "demo-pro-1");
    const contactBody = {
      company: OTHER_MARKER,
      lastname: "Durand",
      phone: "+33556000000",
      email: "sweep@example.test",
      address1: "1 quai des Chartrons",
      country_id: 250,
      postcode: "33000",
      city: "Bordeaux",
    };
    const contact = await call(t, myContactAddEndpoint, { body: contactBody }, { cookie: other, lang: "en" });
    const rated = await rate(t, { cookie: other });
    const users = await t.db.selectFrom("users").select(["id", "email"]).execute();
    const owner = users.find((user) => user.email === "pro@shipcompare.test");
    const self = users.find((user) => user.email === "demo@shipcompare.test");
    if (!owner || !self) throw new Error("the demo users are missing");
    // Two contacts, so that the one used is not numbered as the caller's own user id.
    const second = await call(
      t,
      myContactAddEndpoint,
      { body: { ...contactBody, lastname: "Durand-Second" } },
      {
        cookie: other,
        lang: "en",
      },
    );
    const contactId = [contact.success().data.id, second.success().data.id].find((id) => id !== self.id);
    otherIds = [
      { name: "contact", value: contactId ?? 0 },
      { name: "shipment", value: rated.shipment_id },
      { name: "order", value: rated.order_id },
      { name: "user", value: owner.id },
    ];
  });

  // Parameters that name public things (a country, a content kind, a language, a file format).
  const PUBLIC_PARAMS = new Set([
    "country_id",
    "kind",
    "entryLang",
    "format",
    "carrier",
    "identifier",
    "token",
  ]);
  // Never valid where the API takes a number: a digest comparison proves they were refused.
  const NUMBERS = [1e308, -1e308, 2 ** 63, -(2 ** 31) - 1];
  // Valid for some fields (a 0/1 flag, half a kilogram, the -1 of "pickup only"): no 5xx, but a
  // partial update may take them.
  const PLAUSIBLE_NUMBERS = [-1, 0, 0.5];

  /** A path with every parameter given `value` (public ones keep a valid value). */
  const pathWith = (op: TOperation, value: string | number) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === "kind"
        ? op.path.includes("/console/content/")
          ? "page"
          : "shopify"
        : name === "entryLang"
          ? "en"
          : name === "token"
            ? "AAAAAAAAAAAAAAAAAAAAAA"
            : encodeURIComponent(String(value)),
    );

  const send = (op: TOperation, url: string, body: unknown, session: string | undefined) =>
    t.app.inject({
      method: op.method as "POST",
      url,
      ...(op.hasBody ? { payload: body as object } : {}),
      ...(session ? { cookies: { PHPSESSID: session } } : {}),
    });

  it("missing, over-long and out-of-range input: a clean 4xx, and nothing written", async () => {
    const before = await databaseDigest(t.db);
    const tally = new StatusTally();
    for (const op of operations) {
      const url = `${pathWith(op, 1)}`;
      const bodies: unknown[] = op.hasBody
        ? [
            ...(op.required.length > 0 ? [{}] : []),
            ...op.bodyFields.flatMap((field) =>
              field.type === "string"
                ? [bodyWith(field.path, "x".repeat(100_000))]
                : field.type === "number"
                  ? NUMBERS.map((value) => bodyWith(field.path, value))
                  : [],
            ),
          ]
        : [];
      for (const session of [undefined, cookie]) {
        for (const body of bodies) {
          const response = await send(op, url, body, session);
          tally.add(response.statusCode);
          expectClean4xx(response, `${op.method} ${op.path} ${JSON.stringify(body).slice(0, 80)}`);
        }
        // Path parameters out of range: huge, negative, zero, fractional, and far too long.
        if (op.params.some((name) => !PUBLIC_PARAMS.has(name))) {
          for (const value of [...NUMBERS, "9".repeat(400)]) {
            const response = await send(op, pathWith(op, value), {}, session);
            tally.add(response.statusCode);
            expectClean4xx(response, `${op.method} ${op.path} = ${String(value).slice(0, 20)}`);
          }
        }
      }
    }
    console.info(`bad-input sweep, API: ${tally}`);
    expect(tally.total).toBeGreaterThan(1000);
    expect(changedTables(before, await databaseDigest(t.db))).toEqual([]);
  });

  it("zero and fractional numbers in every number field: never a 5xx nor a leak", async () => {
    const tally = new StatusTally();
    for (const op of operations.filter((candidate) => candidate.hasBody)) {
      for (const field of op.bodyFields.filter((candidate) => candidate.type === "number")) {
        for (const value of PLAUSIBLE_NUMBERS) {
          for (const session of [undefined, cookie]) {
            const response = await send(op, pathWith(op, 1), bodyWith(field.path, value), session);
            tally.add(response.statusCode);
            const label = `${op.method} ${op.path} ${field.path}=${value}`;
            expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
            if (response.statusCode >= 400) expectClean4xx(response, label);
          }
        }
      }
    }
    console.info(`zero and fractional numbers, API: ${tally}`);
  });

  it("another account's ids in paths and bodies: a clean 4xx, nothing of theirs shown, nothing written", async () => {
    const before = await databaseDigest(t.db);
    const tally = new StatusTally();
    const idFields = (op: TOperation) =>
      op.bodyFields
        .filter((field) => /(?:^|[._])(?:ids?|\w+_id)(?:\.0)?$/.test(field.path))
        .map((f) => f.path);
    for (const op of operations) {
      const inPath = op.params.some((name) => !PUBLIC_PARAMS.has(name));
      const inBody = op.hasBody ? idFields(op) : [];
      if (!inPath && inBody.length === 0) continue;
      for (const id of otherIds) {
        // Every id field of the body holds the other account's id (shipment and order go together).
        const body = Object.fromEntries(
          inBody.map((field) => {
            const name = field.split(".")[0] ?? field;
            const value =
              name === "shipment_id"
                ? otherIds[1]?.value
                : name === "order_id"
                  ? otherIds[2]?.value
                  : field.endsWith(".0")
                    ? [id.value]
                    : id.value;
            return [name, value];
          }),
        );
        const response = await send(op, pathWith(op, inPath ? id.value : 1), body, cookie);
        tally.add(response.statusCode);
        const label = `${op.method} ${op.path} with the other account's ${id.name} id`;
        expectClean4xx(response, label);
        expect(response.body, label).not.toContain(OTHER_MARKER);
      }
    }
    console.info(`another account's ids, API: ${tally}`);
    expect(tally.total).toBeGreaterThan(50);
    expect(changedTables(before, await databaseDigest(t.db))).toEqual([]);
  });
});
