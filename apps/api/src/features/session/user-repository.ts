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

export function createUserRepository(db: Kysely<Database>) {
  // Issue 5: the session user also carries its shipment defaults and whether it is a sub-account.
  const sessionUsers = () =>
    db
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
  return {
    findById(id: number) {
      return sessionUsers().where("id", "=", id).executeTakeFirst();
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
