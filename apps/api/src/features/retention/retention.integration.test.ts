import { loadRateSheets, loadSandboxConnectors } from "@ship/carriers";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LYON, quote } from "../../testing/journey.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";
import { orderReadyToPay } from "../payment/payment-test-helpers.ts";
import { hashSessionToken } from "../session/session-token.ts";
import { createRetention } from "./retention.ts";
import { createRetentionRepository } from "./retention-repository.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Connectors that do not promise to answer the same again (no tariff_version, like a carrier's
  // live API): their ratings keep their offers as offer sets, whose purge this file checks. A
  // rating kept as its inputs (decision 053) has no offer set and is purged the same way.
  const connectors = loadSandboxConnectors().map(({ tariff_version: _version, ...connector }) => connector);
  t = await createTestApp({}, { carriers: { connectors, timeZone: loadRateSheets().operator.time_zone } });
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600 * 1000;
const rateLyon = (cookie?: string, weight = 3) =>
  t.app.inject({
    method: "POST",
    url: "/api/v4/rate?lang=en",
    payload: { shipment: quote({ to: LYON, weight }) },
    ...(cookie ? { cookies: { PHPSESSID: cookie } } : {}),
  });

const offersOf = ({ shipment_id, order_id }: { shipment_id: string; order_id: string }, cookie: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v4/offers?lang=en",
    payload: { shipment_id, order_id },
    cookies: { PHPSESSID: cookie },
  });

const ratingIds = async (ids: string[]) =>
  (await t.db.selectFrom("ratings").select("shipment_id").where("shipment_id", "in", ids).execute())
    .map((row) => row.shipment_id)
    .sort();

const sessionOf = (cookie: string | undefined) =>
  t.app.inject({ method: "GET", url: "/api/v4/session", cookies: cookie ? { PHPSESSID: cookie } : {} });

/** Moves a rating, and the offer set it names, `days` into the past. */
async function age(shipmentId: string, days: number) {
  const at = new Date(Date.now() - days * DAY_MS);
  const row = await t.db
    .updateTable("ratings")
    .set({ created_at: at })
    .where("shipment_id", "=", shipmentId)
    .returning("offer_set")
    .executeTakeFirstOrThrow();
  if (row.offer_set) {
    await t.db
      .updateTable("rating_offer_sets")
      .set({ created_at: at })
      .where("digest", "=", row.offer_set)
      .execute();
  }
}

const count = async (table: "ratings" | "rating_offer_sets" | "sessions" | "login_attempts") =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]?.n);

describe("retention", () => {
  it("purges old unordered ratings, their offer sets and expired sessions; keeps orders and live sessions", async () => {
    const order = await orderReadyToPay(t);
    await age(order.shipment_id, 90);

    const old = await rateLyon();
    const oldCookie = sessionCookieOf(old);
    if (!oldCookie) throw new Error("no visitor session");
    const oldIds = old.json() as { shipment_id: string; order_id: string };
    await age(oldIds.shipment_id, 31);
    const oldSet = await t.db
      .selectFrom("ratings")
      .select("offer_set")
      .where("shipment_id", "=", oldIds.shipment_id)
      .executeTakeFirstOrThrow();

    // Another parcel weight: other prices, another offer set.
    const recent = await rateLyon(oldCookie, 5);
    const recentIds = recent.json() as { shipment_id: string; order_id: string };
    await age(recentIds.shipment_id, 29);

    const expired = sessionCookieOf(
      await t.app.inject({ method: "POST", url: "/api/v4/session", payload: {} }),
    );
    if (!expired) throw new Error("no visitor session");
    await t.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", hashSessionToken(expired))
      .execute();
    const sessionsBefore = await count("sessions");

    const purged = await createRetention(createRetentionRepository(t.db), { ratingDays: 30 }).purge();

    expect(purged).toMatchObject({ ratings: 1, offerSets: 1, sessions: 1 });
    expect(await count("sessions")).toBe(sessionsBefore - 1);
    expect(
      await t.db
        .selectFrom("rating_offer_sets")
        .select("digest")
        .where("digest", "=", oldSet.offer_set ?? "")
        .execute(),
    ).toEqual([]);
    // The old quote is gone (this process may still answer it from memory: ask the database);
    // the recent one and the ordered one are still served.
    expect(await ratingIds([oldIds.shipment_id, recentIds.shipment_id, order.shipment_id])).toEqual(
      [recentIds.shipment_id, order.shipment_id].sort(),
    );
    expect((await offersOf(recentIds, oldCookie)).statusCode).toBe(200);
    expect(
      (await offersOf({ shipment_id: order.shipment_id, order_id: order.order_id }, order.cookie)).statusCode,
    ).toBe(200);
    const payment = await t.app.inject({
      method: "POST",
      url: "/api/v4/payment?lang=en",
      payload: { shipment_id: order.shipment_id, order_id: order.order_id },
      cookies: { PHPSESSID: order.cookie },
    });
    expect(payment.statusCode).toBe(200);
    // The live visitor session still works; the expired one is unknown.
    expect((await sessionOf(oldCookie)).json().token).toBe(oldCookie);
    expect((await sessionOf(expired)).json().token).toBeNull();

    // Nothing left to purge: a second run deletes nothing.
    expect(await createRetention(createRetentionRepository(t.db), { ratingDays: 30 }).purge()).toMatchObject({
      ratings: 0,
      offerSets: 0,
      sessions: 0,
    });
  });

  it("lets this process rate the same offers again after their set was purged", async () => {
    const first = await rateLyon();
    const ids = first.json() as { shipment_id: string; order_id: string };
    await age(ids.shipment_id, 31);
    const purged = await createRetention(createRetentionRepository(t.db), { ratingDays: 30 }).purge();
    expect(purged.ratings).toBe(1);
    expect(purged.offerSets).toBe(1);
    const again = await rateLyon(sessionCookieOf(first));
    expect(again.statusCode).toBe(200);
    const cookie = sessionCookieOf(first) ?? "";
    expect((await offersOf(again.json(), cookie)).json().offers.length).toBeGreaterThan(0);
  });

  it("purges expired login counters, password reset links and SSO requests", async () => {
    const failed = await t.app.inject({
      method: "POST",
      url: "/api/v4/login?lang=en",
      payload: { login: "nobody@example.com", password: "wrong-password-1" },
    });
    expect(failed.statusCode).toBe(401);
    const attempts = await count("login_attempts");
    expect(attempts).toBeGreaterThan(0);
    // Still inside the 15-minute window: kept.
    expect(
      (await createRetention(createRetentionRepository(t.db), { ratingDays: 30 }).purge()).loginAttempts,
    ).toBe(0);
    await t.db
      .updateTable("login_attempts")
      .set({ first_failure_at: new Date(Date.now() - 16 * 60_000) })
      .execute();
    const user = await t.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    await t.db
      .insertInto("password_resets")
      .values([
        { token_hash: "expired-reset", user_id: user.id, expires_at: new Date(Date.now() - 1000) },
        { token_hash: "live-reset", user_id: user.id, expires_at: new Date(Date.now() + 3600_000) },
      ])
      .execute();
    const purged = await createRetention(createRetentionRepository(t.db), { ratingDays: 30 }).purge();
    expect(purged).toMatchObject({ loginAttempts: attempts, passwordResets: 1 });
    expect(await count("login_attempts")).toBe(0);
    const resets = await t.db.selectFrom("password_resets").select("token_hash").execute();
    expect(resets.map((r) => r.token_hash)).toEqual(["live-reset"]);
  });

  it("purges contact lists uploaded for import once their hour is over", async () => {
    const user = await t.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    const list = { user_id: user.id, kind: "csv", headers: "[]", rows: "[]", mapping: "{}" };
    await t.db
      .insertInto("contact_imports")
      .values([
        { ...list, id: "expired-list", expires_at: new Date(Date.now() - 1000) },
        { ...list, id: "live-list", expires_at: new Date(Date.now() + 3600_000) },
      ])
      .execute();
    const purged = await createRetention(createRetentionRepository(t.db), { ratingDays: 30 }).purge();
    expect(purged.contactImports).toBe(1);
    const left = await t.db.selectFrom("contact_imports").select("id").execute();
    expect(left.map((row) => row.id)).toEqual(["live-list"]);
  });

  it("purges the visitor limits' windows that are over (decision 055)", async () => {
    await t.db
      .insertInto("visitor_limit_counters")
      .values([
        { key: "newSession:10.9.0.1", hits: 3, window_ends_at: new Date(Date.now() - 1000) },
        { key: "newSession:10.9.0.2", hits: 5, window_ends_at: new Date(Date.now() + 600_000) },
      ])
      .execute();
    const purged = await createRetention(createRetentionRepository(t.db), { ratingDays: 30 }).purge();
    expect(purged.visitorLimitWindows).toBe(1);
    const left = await t.db.selectFrom("visitor_limit_counters").select(["key", "hits"]).execute();
    expect(left).toEqual([{ key: "newSession:10.9.0.2", hits: 5 }]);
  });

  it("is safe when several API processes purge at once", async () => {
    const made = await Promise.all(Array.from({ length: 12 }, () => rateLyon()));
    for (const rated of made) await age(rated.json().shipment_id, 40);
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        createRetention(createRetentionRepository(t.db), { ratingDays: 30, batchSize: 5 }).purge(),
      ),
    );
    expect(runs.reduce((sum, run) => sum + run.ratings, 0)).toBe(12);
    expect(await ratingIds(made.map((rated) => rated.json().shipment_id))).toEqual([]);
  });
});
