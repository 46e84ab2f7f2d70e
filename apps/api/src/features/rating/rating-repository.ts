import type { TCarrierQuote } from "@ship/carriers";
import { type Database, preparedStatement } from "@ship/db";
import { type Kysely, sql } from "kysely";
import { createRoundTripBatcher } from "../../db/round-trip-batcher.ts";
import type { TOwner } from "../session/owned-by.ts";
import { ownedBy } from "../session/owned-by-repository.ts";
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
  /** The carriers' quotes, cheapest first (shared with the quote cache, never changed). */
  quotes: readonly TCarrierQuote[];
  /**
   * What is stored besides the shipment (decision 053): the inputs the offers are derived from
   * again, or (a connector that cannot be reproduced) the offers themselves, as an offer set: the
   * offers without this rating's ids, and its SHA-256.
   */
  kept:
    | {
        inputs: {
          /** The shipment as stored: its preferences without what is derived, none when the defaults. */
          shipmentJson: string;
          ratedAt: Date;
          tariffVersion: string;
          ownAccountsJson: string | null;
        };
      }
    | { offerSet: { digest: string; json: string } };
  /** [{ carrier_code, code }]. */
  carrierErrorsJson: string;
  /**
   * Decision 061: the carriers whose own-account offers were priced on the customer's own contract
   * by the carrier's live API; the shipment of such an offer uses the same saved credentials.
   */
  ownAccountsLive?: readonly string[];
};

/** A rating as read back: its parts as JSON text, and its offers or the inputs they derive from. */
export type TStoredRating = Pick<TNewRating, "shipmentJson" | "carrierErrorsJson"> &
  (
    | { offers: { json: string; count: number } }
    | {
        /** The offers are derived from these (decision 053). */
        derive: {
          customerType: "private" | "pro";
          ratedAt: Date;
          tariffVersion: string;
          ownAccounts: Record<string, number> | null;
        };
      }
  );

/**
 * A rating's offers with its ids, as jsonb: its offer set with shipment_id, order_id and
 * dropoffUrl added to each offer (or, for a rating written before offer sets, its own column);
 * null for a rating kept as its inputs (decision 053: the caller derives them).
 */
export const ratingOffersSql = sql<unknown>`case when ratings.tariff_version is null then coalesce(ratings.offers, (
  select coalesce(jsonb_agg(offer || jsonb_build_object(
      'shipment_id', ratings.shipment_id, 'order_id', ratings.order_id, 'dropoffUrl', null
    ) order by position), '[]'::jsonb)
  from rating_offer_sets, jsonb_array_elements(rating_offer_sets.offers) with ordinality as e(offer, position)
  where rating_offer_sets.digest = ratings.offer_set)) end`;

const text = JSON.stringify;

/** One row of the batch document, assembled from parts that are JSON already. */
function rowJson(r: TNewRating): string {
  const kept =
    "inputs" in r.kept
      ? `"rated_at":${text(r.kept.inputs.ratedAt.toISOString())},"tariff_version":${text(r.kept.inputs.tariffVersion)},"own_accounts":${r.kept.inputs.ownAccountsJson ?? "null"}`
      : `"offer_set":${text(r.kept.offerSet.digest)}`;
  return (
    `{"shipment_id":${text(r.shipmentId)},"order_id":${text(r.orderId)},"session_id":${text(r.sessionId)},` +
    `"user_id":${r.userId === null ? "null" : String(r.userId)},"customer_type":${text(r.customerType)},` +
    `"shipment":${"inputs" in r.kept ? r.kept.inputs.shipmentJson : r.shipmentJson},${kept},"carrier_errors":${r.carrierErrorsJson},` +
    `"own_accounts_live":${r.ownAccountsLive?.length ? text(r.ownAccountsLive) : "null"}}`
  );
}

const MAX_KNOWN_SETS = 1000;
const FOREIGN_KEY_VIOLATION = "23503";

export function createRatingRepository(db: Kysely<Database>) {
  const recent = createRecentRatings();

  // Offer sets this repository has written: a rating of the same request in the same minute
  // only names its set. Retention deletes a set once no rating names it (decision 021): a batch
  // naming a set gone since is refused by the foreign key, and written again with all its sets.
  const knownSets = new Set<string>();
  // Ratings made at the same moment are written by one statement: one round trip for the batch,
  // with the offer sets not written yet. A rating is a quote the customer can make again, so its
  // commit does not wait for the WAL flush (synchronous_commit off for this statement only): a
  // crash may lose the last few hundred milliseconds of ratings, never leave a half-written one.
  const insertBatch = createRoundTripBatcher<TNewRating, void>(
    async (ratings) => {
      try {
        await writeBatch(ratings, true);
      } catch (error) {
        if ((error as { code?: unknown }).code !== FOREIGN_KEY_VIOLATION) throw error;
        knownSets.clear();
        await writeBatch(ratings, false);
      }
      return ratings.map(() => undefined);
    },
    { maxBatchSize: 50 },
  );

  async function writeBatch(ratings: readonly TNewRating[], skipKnownSets: boolean): Promise<void> {
    const newSets = new Map<string, string>();
    for (const { kept } of ratings) {
      if (!("offerSet" in kept)) continue;
      const { digest, json } = kept.offerSet;
      if (!skipKnownSets || !knownSets.has(digest)) newSets.set(digest, json);
    }
    const setsJson = `[${[...newSets].map(([digest, json]) => `{"digest":${text(digest)},"offers":${json}}`).join(",")}]`;
    await sql`${sql.raw(preparedStatement("rating_insert"))}
        with async_commit as (select set_config('synchronous_commit', 'off', true)),
        sets as (
          insert into rating_offer_sets (digest, offers)
          select s.digest, s.offers from async_commit, jsonb_to_recordset(${setsJson}::jsonb) as s(digest text, offers jsonb)
          on conflict (digest) do nothing)
        insert into ratings (shipment_id, order_id, session_id, user_id, customer_type, shipment, offer_set,
          rated_at, tariff_version, own_accounts, carrier_errors, own_accounts_live)
        select r.shipment_id, r.order_id, r.session_id, r.user_id, r.customer_type, r.shipment, r.offer_set,
          r.rated_at, r.tariff_version, r.own_accounts, r.carrier_errors, r.own_accounts_live
        from async_commit, jsonb_to_recordset(${`[${ratings.map(rowJson).join(",")}]`}::jsonb) as r(
          shipment_id text, order_id text, session_id text, user_id integer, customer_type text,
          shipment jsonb, offer_set text, rated_at timestamptz, tariff_version text, own_accounts jsonb,
          carrier_errors jsonb, own_accounts_live jsonb)`.execute(db);
    if (knownSets.size + newSets.size > MAX_KNOWN_SETS) knownSets.clear();
    for (const digest of newSets.keys()) knownSets.add(digest);
  }

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
          "customer_type",
          "rated_at",
          "tariff_version",
          "own_accounts",
          sql<string>`shipment::text`.as("shipment"),
          // Null for a rating kept as its inputs (decision 053).
          sql<string | null>`(${ratingOffersSql})::text`.as("offers"),
          sql<number | null>`jsonb_array_length(${ratingOffersSql})`.as("offer_count"),
          sql<string>`carrier_errors::text`.as("carrier_errors"),
        ])
        .where("shipment_id", "=", shipmentId)
        .where("order_id", "=", orderId)
        .where(ownedBy("ratings", owner))
        .executeTakeFirst();
      if (!row) return undefined;
      const parts = { shipmentJson: row.shipment, carrierErrorsJson: row.carrier_errors };
      if (row.tariff_version !== null && row.rated_at !== null) {
        return {
          ...parts,
          derive: {
            customerType: row.customer_type,
            ratedAt: row.rated_at,
            tariffVersion: row.tariff_version,
            ownAccounts: (row.own_accounts ?? null) as Record<string, number> | null,
          },
        };
      }
      return { ...parts, offers: { json: row.offers ?? "[]", count: Number(row.offer_count ?? 0) } };
    },

    /** Every reference country's ISO code. */
    async listCountryCodes(): Promise<string[]> {
      const rows = await db.selectFrom("countries").select("code").execute();
      return rows.map((row) => row.code);
    },

    /** The ISO code of a reference country; undefined for an unknown id. */
    async findCountryCode(countryId: number): Promise<string | undefined> {
      const country = await db
        .selectFrom("countries")
        .select("code")
        .where("id", "=", countryId)
        .executeTakeFirst();
      return country?.code;
    },
  };
}
export type TRatingRepository = ReturnType<typeof createRatingRepository>;
