import { type Database, MIGRATIONS, migrateToLatest } from "@ship/db";
import { createTestDatabase } from "@ship/db/testing";
import { type Kysely, Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/test-app.ts";
import { createRatingRepository, type TNewRating } from "./rating-repository.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quotes = [
  { id: "a-1", offer_id: "a-1", carrier_code: "UPS", price_ti: 1200 },
  { id: "b-2", offer_id: "b-2", carrier_code: "DHL", price_ti: 1500 },
];
const setJson = JSON.stringify(quotes);

/** The offers a reader gets: each quote with the rating's ids. */
const offersOf = (shipmentId: string) =>
  quotes.map((quote) => ({
    shipment_id: shipmentId,
    order_id: `${shipmentId}-order`,
    dropoffUrl: null,
    ...quote,
  }));

function ratingOf(shipmentId: string, sessionId: string): TNewRating {
  return {
    shipmentId,
    orderId: `${shipmentId}-order`,
    sessionId,
    userId: null,
    customerType: "private",
    shipmentJson: JSON.stringify({ shipment_type: 2 }),
    // Only the writer's memory reads the quotes; this test reads the database.
    quotes: [],
    kept: { offerSet: { digest: "digest-of-two-quotes", json: setJson } },
    carrierErrorsJson: "[]",
  };
}

describe("ratings and their offer sets", () => {
  it("stores one offer set for many ratings, and another process reads each rating with its own ids", async () => {
    const writer = createRatingRepository(t.db);
    await Promise.all([writer.insert(ratingOf("s1", "owner-1")), writer.insert(ratingOf("s2", "owner-2"))]);
    await writer.insert(ratingOf("s3", "owner-1"));

    const sets = await t.db.selectFrom("rating_offer_sets").select("digest").execute();
    expect(sets).toEqual([{ digest: "digest-of-two-quotes" }]);

    // A second repository has nothing in memory: it reads the database, as another API process would.
    const reader = createRatingRepository(t.db);
    const stored = await reader.findOwned("s2", "s2-order", { sessionId: "owner-2", userId: null });
    expect(stored && "offers" in stored && stored.offers.count).toBe(2);
    expect(JSON.parse(stored && "offers" in stored ? stored.offers.json : "null")).toEqual(offersOf("s2"));
    expect(await reader.findOwned("s2", "s2-order", { sessionId: "owner-1", userId: null })).toBeUndefined();
  });

  it("keeps a rating as its inputs (decision 053): no offer set, and the inputs read back as written", async () => {
    const writer = createRatingRepository(t.db);
    const ratedAt = new Date("2026-03-02T16:59:30.123Z");
    await writer.insert({
      ...ratingOf("lean-1", "owner-3"),
      kept: {
        inputs: {
          shipmentJson: '{"shipment_type":2}',
          ratedAt,
          tariffVersion: "0123456789abcdef",
          ownAccountsJson: '{"DHL":12}',
        },
      },
    });
    const row = await t.db
      .selectFrom("ratings")
      .select(["offers", "offer_set", "tariff_version", "own_accounts"])
      .where("shipment_id", "=", "lean-1")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      offers: null,
      offer_set: null,
      tariff_version: "0123456789abcdef",
      own_accounts: { DHL: 12 },
    });
    const stored = await createRatingRepository(t.db).findOwned("lean-1", "lean-1-order", {
      sessionId: "owner-3",
      userId: null,
    });
    expect(stored && "derive" in stored ? stored.derive : undefined).toEqual({
      customerType: "private",
      ratedAt,
      tariffVersion: "0123456789abcdef",
      ownAccounts: { DHL: 12 },
    });
  });
});

describe("migration 0037 on a database with ratings", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.close());

  it("keeps the ratings written before it readable with their offers", async () => {
    const db = database.db as Kysely<Database>;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => MIGRATIONS },
      allowUnorderedMigrations: true,
    });
    const before = await migrator.migrateTo("0036_tracking_notifications");
    expect(before.error).toBeUndefined();
    await sql`insert into rating_offer_sets (digest, offers) values ('old-set', ${setJson}::jsonb)`.execute(
      db,
    );
    await sql`insert into ratings (shipment_id, order_id, session_id, customer_type, shipment, offer_set)
      values ('old-1', 'old-1-order', 'owner-9', 'private', '{"shipment_type":2}', 'old-set')`.execute(db);
    await sql`insert into ratings (shipment_id, order_id, session_id, customer_type, shipment, offers)
      values ('old-2', 'old-2-order', 'owner-9', 'private', '{"shipment_type":2}', ${JSON.stringify(offersOf("old-2"))}::jsonb)`.execute(
      db,
    );
    // The application's own path: the job queue's schema, then the remaining migrations (0038 needs it).
    expect(await migrateToLatest(db)).toContain("0037_lean_ratings");

    const reader = createRatingRepository(db);
    for (const id of ["old-1", "old-2"]) {
      const stored = await reader.findOwned(id, `${id}-order`, { sessionId: "owner-9", userId: null });
      expect(JSON.parse(stored && "offers" in stored ? stored.offers.json : "null")).toEqual(offersOf(id));
    }
    // A row with neither offers nor inputs is still refused.
    await expect(
      sql`insert into ratings (shipment_id, order_id, session_id, customer_type, shipment)
        values ('bad', 'bad-order', 'owner-9', 'private', '{}')`.execute(db),
    ).rejects.toThrow();
  });
});
