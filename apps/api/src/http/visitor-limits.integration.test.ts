import { formatErrorMessage, sessionCreateEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createContext } from "../create-context.ts";
import { loggedInUser } from "../features/payment/payment-test-helpers.ts";
import { call } from "../testing/call.ts";
import { quote } from "../testing/journey.ts";
import { createTestApp, sessionCookieOf } from "../testing/test-app.ts";
import { createVisitorLimitRepository } from "./visitor-limit-repository.ts";

// Low limits so that a few requests reach them; the defaults are far higher (decision 021). Every
// test runs with the counters in this process's memory (PGlite's default) and in the database
// (PostgreSQL's default, shared by the API nodes: decision 055).
let t: Awaited<ReturnType<typeof createTestApp>>;

const shipment = quote();

const newSession = (address: string, lang = "en", cookie?: string) =>
  call(t, sessionCreateEndpoint, { body: {} }, { lang, remoteAddress: address, cookie });

const rate = (address: string, cookie?: string, lang = "en") =>
  t.app.inject({
    method: "POST",
    url: `/api/v4/rate?lang=${lang}`,
    payload: { shipment },
    remoteAddress: address,
    ...(cookie ? { cookies: { PHPSESSID: cookie } } : {}),
  });

function expectTooMany(response: Awaited<ReturnType<typeof rate>>, lang: "en" | "fr" | "es") {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers["retry-after"]);
  expect(Number.isInteger(seconds) && seconds > 0 && seconds <= 600).toBe(true);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(body.errors[0].code).toBe("request.too_many_requests");
  expect(body.message).toBe(formatErrorMessage(lang, "request.too_many_requests", { seconds }));
  expect(body.errors[0].message).toBe(formatErrorMessage(lang, "request.too_many_requests", { seconds }));
}

// Why the database store's own tests skip under "memory" (the CI summary lists skipped tests' reasons).
const DATABASE_STORE_ONLY = 'a test of the database store: it runs under "with the counters in database"';

describe.each(["memory", "database"] as const)("with the counters in %s", (store) => {
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_NEW_SESSIONS: "3",
      RATE_LIMIT_ANONYMOUS_RATINGS: "4",
      RATE_LIMIT_WINDOW_SECONDS: "600",
      RATE_LIMIT_STORE: store,
    });
  });
  afterAll(() => t.close());

  describe("new visitor sessions per client address", () => {
    it("answers 429 with Retry-After and a translated message past the limit; other addresses go on", async () => {
      const first = await newSession("10.0.1.1");
      for (let i = 0; i < 2; i++) expect((await newSession("10.0.1.1")).statusCode).toBe(200);
      const refused = await newSession("10.0.1.1", "fr");
      expectTooMany(refused, "fr");
      expect(sessionCookieOf(refused)).toBeUndefined();
      expectTooMany(await newSession("10.0.1.1", "es"), "es");

      // A browser that already has its session gets it back: nothing new is opened, nothing counted.
      const cookie = sessionCookieOf(first);
      const again = await newSession("10.0.1.1", "en", cookie);
      expect(again.statusCode).toBe(200);
      expect(again.success().token).toBe(cookie);
      expect((await newSession("10.0.1.2")).statusCode).toBe(200);
    });

    it("counts POST /rate that opens a visitor session", async () => {
      for (let i = 0; i < 3; i++) {
        const rated = await rate("10.0.2.1");
        expect(rated.statusCode).toBe(200);
        expect(sessionCookieOf(rated)).toBeDefined();
      }
      const refused = await rate("10.0.2.1");
      expectTooMany(refused, "en");
      expect(sessionCookieOf(refused)).toBeUndefined();
    });
  });

  describe("anonymous ratings per client address", () => {
    it("answers 429 past the limit for a visitor session, with the rating not stored", async () => {
      const cookie = sessionCookieOf(await newSession("10.0.3.1"));
      for (let i = 0; i < 4; i++) expect((await rate("10.0.3.1", cookie)).statusCode).toBe(200);
      const before = await t.db
        .selectFrom("ratings")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst();
      expectTooMany(await rate("10.0.3.1", cookie, "es"), "es");
      const after = await t.db
        .selectFrom("ratings")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst();
      expect(Number(after?.n)).toBe(Number(before?.n));
    });

    it("does not limit or count a logged-in user's ratings", async () => {
      const user = await loggedInUser(t);
      for (let i = 0; i < 6; i++) expect((await rate("10.0.4.1", user.cookie)).statusCode).toBe(200);
      // The address's anonymous budget is still whole.
      const cookie = sessionCookieOf(await newSession("10.0.4.1"));
      for (let i = 0; i < 4; i++) expect((await rate("10.0.4.1", cookie)).statusCode).toBe(200);
      expect((await rate("10.0.4.1", cookie)).statusCode).toBe(429);
    });
  });

  it("counts one limit for two API nodes over one database", async (context) => {
    context.skip(store !== "database", DATABASE_STORE_ONLY);
    // A second node: its own Fastify instance and rate-limit plugin, the same database.
    const other = await buildApp(createContext(t.ctx.config, t.db));
    await other.ready();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const node = i % 2 === 0 ? t.app : other;
        const opened = await node.inject({
          method: "POST",
          url: "/api/v4/session?lang=en",
          payload: {},
          remoteAddress: "10.0.5.1",
        });
        statuses.push(opened.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      await other.close();
    }
  });

  it("counts hits asked together as if one after the other", async (context) => {
    context.skip(store !== "database", DATABASE_STORE_ONLY);
    const counters = createVisitorLimitRepository(t.db);
    // One round trip for all seven: each key's calls get its counts in the order they were asked.
    const counts = await Promise.all([
      counters.hit("test:10.0.7.1", 60_000),
      counters.hit("test:10.0.7.2", 60_000),
      counters.hit("test:10.0.7.1", 60_000),
      counters.hit("test:10.0.7.1", 60_000),
      counters.hit("test:10.0.7.2", 60_000),
    ]);
    expect(counts.map((count) => count.current)).toEqual([1, 1, 2, 3, 2]);
    for (const count of counts) expect(count.ttlMs).toBeGreaterThan(59_000);
    const later = await Promise.all([
      counters.hit("test:10.0.7.2", 60_000),
      counters.hit("test:10.0.7.1", 60_000),
    ]);
    expect(later.map((count) => count.current)).toEqual([3, 4]);
  });

  it("starts a new window once the last one is over", async (context) => {
    context.skip(store !== "database", DATABASE_STORE_ONLY);
    const counters = createVisitorLimitRepository(t.db);
    expect((await counters.hit("test:10.0.6.1", 400)).current).toBe(1);
    const second = await counters.hit("test:10.0.6.1", 400);
    expect(second.current).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await counters.hit("test:10.0.6.1", 400)).current).toBe(1);
  });
});
