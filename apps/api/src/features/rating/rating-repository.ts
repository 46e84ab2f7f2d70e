import type { Database } from "@ship/db";
import { type Kysely, sql } from "kysely";
import { createRoundTripBatcher } from "../../db/round-trip-batcher.ts";
import { ownedBy, type TOwner } from "../session/owned-by.ts";
import { createRecentRatings } from "./recent-ratings.ts";

/**
 * A rating as written: its owner, and its parts already as JSON (checked against the contract
 * when they were made), because a rating is written once and read whole, never queried inside.
 */
export type TNewRating = {
  shipmentId: string;
  orderId: string;
  sessionId: string;
  userId: number | null;
  customerType: "private" | "pro";
  /** Contract ZRatedShipment. */
  shipmentJson: string;
  /** Contract ZOffer[], cheapest first. */
  offersJson: string;
  offerCount: number;
  /** [{ carrier_code, code }]. */
  carrierErrorsJson: string;
};

export type TStoredRating = Pick<
  TNewRating,
  "shipmentJson" | "offersJson" | "carrierErrorsJson" | "offerCount"
>;

const text = JSON.stringify;

/** One row of the batch document, assembled from parts that are JSON already. */
const rowJson = (r: TNewRating) =>
  `{"shipment_id":${text(r.shipmentId)},"order_id":${text(r.orderId)},"session_id":${text(r.sessionId)},` +
  `"user_id":${r.userId === null ? "null" : String(r.userId)},"customer_type":${text(r.customerType)},` +
  `"shipment":${r.shipmentJson},"offers":${r.offersJson},"carrier_errors":${r.carrierErrorsJson}}`;

export function createRatingRepository(db: Kysely<Database>) {
  const recent = createRecentRatings();

  // Ratings made at the same moment are written by one statement: one round trip for the batch.
  // A rating is a quote the customer can make again, so its commit does not wait for the WAL
  // flush (synchronous_commit off for this statement only): a crash may lose the last few hundred
  // milliseconds of ratings, never leave a half-written one.
  const insertBatch = createRoundTripBatcher<TNewRating, void>(
    async (ratings) => {
      await sql`
        with async_commit as (select set_config('synchronous_commit', 'off', true))
        insert into ratings (shipment_id, order_id, session_id, user_id, customer_type, shipment, offers, carrier_errors)
        select r.shipment_id, r.order_id, r.session_id, r.user_id, r.customer_type, r.shipment, r.offers, r.carrier_errors
        from async_commit, jsonb_to_recordset(${`[${ratings.map(rowJson).join(",")}]`}::jsonb) as r(
          shipment_id text, order_id text, session_id text, user_id integer, customer_type text,
          shipment jsonb, offers jsonb, carrier_errors jsonb)`.execute(db);
      return ratings.map(() => undefined);
    },
    { maxBatchSize: 50 },
  );

  return {
    /** Returns once the row is in the database, so any API process can read it next. */
    async insert(rating: TNewRating): Promise<void> {
      await insertBatch(rating);
      recent.remember(rating);
    },

    /** The rating if the session (or the logged-in user) that made it asks; else undefined. */
    async findOwned(shipmentId: string, orderId: string, owner: TOwner): Promise<TStoredRating | undefined> {
      const mine = recent.find(shipmentId, orderId, owner);
      if (mine) return mine;
      const row = await db
        .selectFrom("ratings")
        .select([
          sql<string>`shipment::text`.as("shipment"),
          sql<string>`offers::text`.as("offers"),
          sql<number>`jsonb_array_length(offers)`.as("offer_count"),
          sql<string>`carrier_errors::text`.as("carrier_errors"),
        ])
        .where("shipment_id", "=", shipmentId)
        .where("order_id", "=", orderId)
        .where(ownedBy("ratings", owner))
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        shipmentJson: row.shipment,
        offersJson: row.offers,
        offerCount: Number(row.offer_count),
        carrierErrorsJson: row.carrier_errors,
      };
    },
  };
}
export type TRatingRepository = ReturnType<typeof createRatingRepository>;
