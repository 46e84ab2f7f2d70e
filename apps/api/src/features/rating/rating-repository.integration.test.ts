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
    offerSet: { digest: "digest-of-two-quotes", json: setJson },
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
    expect(stored?.offerCount).toBe(2);
    expect(JSON.parse(stored?.offersJson ?? "null")).toEqual(offersOf("s2"));
    expect(await reader.findOwned("s2", "s2-order", { sessionId: "owner-1", userId: null })).toBeUndefined();
  });
});
