import type { Database } from "@ship/db";
import { type Kysely, sql } from "kysely";

/**
 * One batch of each purge (decision 021): at most `limit` rows per statement, so no lock is held
 * long. Rows another API process is purging at the same moment are skipped (SKIP LOCKED), never
 * waited for. Each method answers how many rows it deleted.
 */
export function createRetentionRepository(db: Kysely<Database>) {
  const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

  return {
    /** Sessions past their expiry (their SSO requests go with them, by cascade). */
    async expiredSessions(now: Date, limit: number): Promise<number> {
      const picked = db
        .selectFrom("sessions")
        .select("id")
        .where("expires_at", "<=", now)
        .limit(limit)
        .forUpdate()
        .skipLocked();
      return deleted(await db.deleteFrom("sessions").where("id", "in", picked).executeTakeFirst());
    },

    /**
     * Ratings made before `before` that no order refers to. orders.shipment_id references the
     * rating with ON DELETE CASCADE, so a rating must never go while an order is being made from
     * it: the ratings are locked first, then deleted by a second statement whose snapshot sees
     * every order committed meanwhile. An order made after the lock waits, then finds its rating
     * gone (a refused insert, never a lost order).
     */
    async unorderedRatings(before: Date, limit: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const noOrder = sql<boolean>`not exists (select 1 from orders where orders.shipment_id = ratings.shipment_id)`;
        const rows = await trx
          .selectFrom("ratings")
          .select("shipment_id")
          .where("created_at", "<", before)
          .where(noOrder)
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        if (rows.length === 0) return 0;
        const ids = rows.map((row) => row.shipment_id);
        return deleted(
          await trx.deleteFrom("ratings").where("shipment_id", "in", ids).where(noOrder).executeTakeFirst(),
        );
      });
    },

    /**
     * Offer sets made before `before` that no rating names any more. Locked first, then deleted
     * if still unnamed: a rating written meanwhile naming one keeps it, and one written after the
     * lock waits and is told the set is gone (the rating repository then writes it again).
     */
    async unusedOfferSets(before: Date, limit: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const unnamed = sql<boolean>`not exists (select 1 from ratings where ratings.offer_set = rating_offer_sets.digest)`;
        const rows = await trx
          .selectFrom("rating_offer_sets")
          .select("digest")
          .where("created_at", "<", before)
          .where(unnamed)
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        if (rows.length === 0) return 0;
        const digests = rows.map((row) => row.digest);
        return deleted(
          await trx
            .deleteFrom("rating_offer_sets")
            .where("digest", "in", digests)
            .where(unnamed)
            .executeTakeFirst(),
        );
      });
    },

    /** Login failure counters whose window is over and that lock nothing any more. */
    async expiredLoginAttempts(now: Date, windowStart: Date, limit: number): Promise<number> {
      const picked = db
        .selectFrom("login_attempts")
        .select("key")
        .where("first_failure_at", "<", windowStart)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
        .limit(limit)
        .forUpdate()
        .skipLocked();
      return deleted(await db.deleteFrom("login_attempts").where("key", "in", picked).executeTakeFirst());
    },

    /** Visitor limit windows that ended before `before` (decision 055): an address back later starts at 1. */
    async endedVisitorLimitWindows(before: Date, limit: number): Promise<number> {
      const picked = db
        .selectFrom("visitor_limit_counters")
        .select("key")
        .where("window_ends_at", "<", before)
        .limit(limit)
        .forUpdate()
        .skipLocked();
      return deleted(
        await db.deleteFrom("visitor_limit_counters").where("key", "in", picked).executeTakeFirst(),
      );
    },

    /** Password reset links past their expiry, used or not: they open nothing any more. */
    async expiredPasswordResets(now: Date, limit: number): Promise<number> {
      const picked = db
        .selectFrom("password_resets")
        .select("token_hash")
        .where("expires_at", "<=", now)
        .limit(limit)
        .forUpdate()
        .skipLocked();
      return deleted(
        await db.deleteFrom("password_resets").where("token_hash", "in", picked).executeTakeFirst(),
      );
    },

    /** Single sign-on requests (state, nonce, PKCE verifier) past their expiry. */
    async expiredSsoRequests(now: Date, limit: number): Promise<number> {
      const picked = db
        .selectFrom("sso_requests")
        .select("session_id")
        .where("expires_at", "<=", now)
        .limit(limit)
        .forUpdate()
        .skipLocked();
      return deleted(
        await db.deleteFrom("sso_requests").where("session_id", "in", picked).executeTakeFirst(),
      );
    },

    /** Contact lists uploaded for import (decision 040) past their hour, imported or not. */
    async expiredContactImports(now: Date, limit: number): Promise<number> {
      const picked = db
        .selectFrom("contact_imports")
        .select("id")
        .where("expires_at", "<=", now)
        .limit(limit)
        .forUpdate()
        .skipLocked();
      return deleted(await db.deleteFrom("contact_imports").where("id", "in", picked).executeTakeFirst());
    },
  };
}
export type TRetentionRepository = ReturnType<typeof createRetentionRepository>;
