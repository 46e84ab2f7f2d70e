import type { Database, TUserStatus } from "@ship/db";
import { type Kysely, sql, type Transaction } from "kysely";

/** Work done in a repository's transaction, e.g. writing the e-mail the change causes (decision 019). */
type TInTransaction<T> = (trx: Transaction<Database>, row: T) => Promise<void>;

type TNewUser = {
  email: string;
  passwordHash: string;
  lastname: string;
  company: string | null;
  phone: string | null;
  pro: 0 | 1;
  status: TUserStatus;
  langId: number;
  apiKey: string;
  details: Record<string, unknown>;
};

/** SQL of registration, activation, password reset and single sign-on identities. */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    async emailExists(email: string): Promise<boolean> {
      const row = await db
        .selectFrom("users")
        .select("id")
        .where(sql<string>`lower(email)`, "=", email.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async countryPostcode(countryId: number) {
      return db
        .selectFrom("countries")
        .select(["code", "has_postcode"])
        .where("id", "=", countryId)
        .executeTakeFirst();
    },

    /**
     * The user, its registration details and `then` (the sponsorship its referral code records) in
     * one transaction; undefined when the e-mail is taken.
     */
    async insertUser(user: TNewUser, then?: TInTransaction<number>): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("users")
          .values({
            email: user.email,
            password_hash: user.passwordHash,
            lastname: user.lastname,
            company: user.company,
            phone: user.phone,
            pro: user.pro,
            status: user.status,
            lang_id: user.langId,
            api_key: user.apiKey,
          })
          .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!inserted) return undefined;
        await trx
          .insertInto("registrations")
          .values({ user_id: inserted.id, details: JSON.stringify(user.details) })
          .execute();
        await then?.(trx, inserted.id);
        return inserted.id;
      });
    },

    listPending() {
      return db
        .selectFrom("users")
        .leftJoin("registrations", "registrations.user_id", "users.id")
        .select([
          "users.id",
          "users.email",
          "users.company",
          "users.lastname",
          "users.phone",
          "users.created_at",
          "registrations.details",
        ])
        .where("users.status", "=", "pending")
        .where("users.pro", "=", 1)
        .orderBy("users.created_at")
        .execute();
    },

    /**
     * Activates a pending professional account and runs `then` (its e-mail) in the same
     * transaction; undefined when there is none with this e-mail.
     */
    async activate(
      email: string,
      at: Date,
      then: TInTransaction<{
        id: number;
        email: string;
        lastname: string;
        company: string | null;
        lang_id: number;
      }>,
    ) {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .updateTable("users")
          .set({ status: "active" })
          .where(sql<string>`lower(email)`, "=", email.toLowerCase())
          .where("status", "=", "pending")
          .where("pro", "=", 1)
          .returning(["id", "email", "lastname", "company", "lang_id"])
          .executeTakeFirst();
        if (!user) return undefined;
        await trx
          .updateTable("registrations")
          .set({ activated_at: at })
          .where("user_id", "=", user.id)
          .execute();
        await then(trx, user);
        return user;
      });
    },

    findActiveByEmail(email: string) {
      return db
        .selectFrom("users")
        .select(["id", "email", "lastname", "lang_id"])
        .where(sql<string>`lower(email)`, "=", email.toLowerCase())
        .where("status", "=", "active")
        .executeTakeFirst();
    },

    /** Stores a reset link and runs `then` (its e-mail) in the same transaction. */
    async insertReset(tokenHash: string, userId: number, expiresAt: Date, then: TInTransaction<void>) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("password_resets")
          .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
          .execute();
        await then(trx, undefined);
      });
    },

    /**
     * Uses a reset token (once: the update only matches an unused, unexpired row), sets the new
     * password, ends every session and every other reset link of the user. Returns false when the
     * token is unknown, used or expired.
     */
    async consumeReset(tokenHash: string, passwordHash: string, at: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const reset = await trx
          .updateTable("password_resets")
          .set({ used_at: at })
          .where("token_hash", "=", tokenHash)
          .where("used_at", "is", null)
          .where("expires_at", ">", at)
          .returning("user_id")
          .executeTakeFirst();
        if (!reset) return false;
        await trx
          .updateTable("users")
          .set({ password_hash: passwordHash })
          .where("id", "=", reset.user_id)
          .execute();
        await trx.deleteFrom("sessions").where("user_id", "=", reset.user_id).execute();
        await trx
          .updateTable("password_resets")
          .set({ used_at: at })
          .where("user_id", "=", reset.user_id)
          .where("used_at", "is", null)
          .execute();
        return true;
      });
    },
  };
}
export type TAccountRepository = ReturnType<typeof createAccountRepository>;
