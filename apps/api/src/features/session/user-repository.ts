import type { Database } from "@ship/db";
import { type Kysely, sql } from "kysely";

const SESSION_USER_COLUMNS = [
  "id",
  "email",
  "lastname",
  "company",
  "pro",
  "credit_account",
  "saas",
  "lang_id",
  "status",
] as const;

/**
 * The users as a session knows them (issue 5: with their shipment defaults and whether they are a
 * sub-account). The session lookup joins it (session-repository.ts), the login reads it by e-mail.
 */
export function sessionUsersQuery(db: Kysely<Database>) {
  return db
    .selectFrom("users")
    .select(SESSION_USER_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom("user_settings")
        .select("user_settings.shipment_defaults")
        .whereRef("user_settings.user_id", "=", "users.id")
        .as("shipment_defaults"),
      eb
        .exists(
          eb
            .selectFrom("sub_accounts")
            .select("sub_accounts.id")
            .whereRef("sub_accounts.user_id", "=", "users.id"),
        )
        .as("is_sub_account"),
    ]);
}

export function createUserRepository(db: Kysely<Database>) {
  const sessionUsers = () => sessionUsersQuery(db);
  return {
    findById(id: number) {
      return sessionUsers().where("id", "=", id).executeTakeFirst();
    },

    /** Spec §6: API clients present the user's api_key (unique) instead of a session. */
    findByApiKey(apiKey: string) {
      return sessionUsers().where("api_key", "=", apiKey).executeTakeFirst();
    },

    findForLogin(email: string) {
      return sessionUsers()
        .select("password_hash")
        .where(sql<string>`lower(email)`, "=", email.toLowerCase())
        .executeTakeFirst();
    },
  };
}
export type TUserRepository = ReturnType<typeof createUserRepository>;
export type TUserRecord = NonNullable<Awaited<ReturnType<TUserRepository["findById"]>>>;
