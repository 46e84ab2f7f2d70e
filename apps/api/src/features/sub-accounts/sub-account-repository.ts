import type { Database } from "@ship/db";
import type { TLang } from "@ship/domain";
import { type Kysely, sql, type Transaction } from "kysely";

const NAME_COLUMN = { en: "countries.name_en", fr: "countries.name_fr", es: "countries.name_es" } as const;

/** SQL of sub-accounts: rows owned by a parent account, the invitation token, the sub-account user. */
export function createSubAccountRepository(db: Kysely<Database>) {
  const rowsOf = (lang: TLang) =>
    db
      .selectFrom("sub_accounts")
      .leftJoin("countries", "countries.id", "sub_accounts.country_id")
      .select([
        "sub_accounts.id",
        "sub_accounts.fullname",
        "sub_accounts.email",
        "sub_accounts.company",
        "sub_accounts.city",
        "sub_accounts.status",
        "sub_accounts.user_id",
        sql<string | null>`${sql.ref(NAME_COLUMN[lang])}`.as("country"),
      ]);

  return {
    async listByParent(parentId: number, lang: TLang, page: number, rows: number) {
      const [items, count] = await Promise.all([
        rowsOf(lang)
          .where("sub_accounts.parent_user_id", "=", parentId)
          .orderBy("sub_accounts.created_at", "desc")
          .orderBy("sub_accounts.id", "desc")
          .limit(rows)
          .offset((page - 1) * rows)
          .execute(),
        db
          .selectFrom("sub_accounts")
          .select((eb) => eb.fn.countAll<number>().as("total"))
          .where("parent_user_id", "=", parentId)
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.total) };
    },

    /** The parent's sub-account with this id; undefined for anyone else's (the route answers 404). */
    findOwned(parentId: number, id: number, lang: TLang) {
      return rowsOf(lang)
        .where("sub_accounts.parent_user_id", "=", parentId)
        .where("sub_accounts.id", "=", id)
        .executeTakeFirst();
    },

    emailInUse(email: string) {
      const lower = email.toLowerCase();
      return Promise.all([
        db.selectFrom("users").select("id").where(sql<string>`lower(email)`, "=", lower).executeTakeFirst(),
        db
          .selectFrom("sub_accounts")
          .select("id")
          .where(sql<string>`lower(email)`, "=", lower)
          .executeTakeFirst(),
      ]).then(([user, sub]) => Boolean(user || sub));
    },

    countryExists(id: number) {
      return db.selectFrom("countries").select("id").where("id", "=", id).executeTakeFirst().then(Boolean);
    },

    async insert(
      values: {
        parent_user_id: number;
        email: string;
        fullname: string;
        company: string;
        city: string;
        country_id: number | null;
        register_token_hash: string;
        register_expires_at: Date;
      },
      then: (trx: Transaction<Database>) => Promise<void>,
    ): Promise<number> {
      // The invitation and its e-mail are stored together (decision 019).
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("sub_accounts")
          .values({ ...values, status: 1 })
          .returning("id")
          .executeTakeFirstOrThrow();
        await then(trx);
        return row.id;
      });
    },

    /** Sets the status; a registered sub-account's login follows it (deactivated: sessions end). */
    async setStatus(id: number, userId: number | null, status: 0 | 1) {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable("sub_accounts").set({ status }).where("id", "=", id).execute();
        if (userId === null) return;
        await tx
          .updateTable("users")
          .set({ status: status === 1 ? "active" : "disabled" })
          .where("id", "=", userId)
          .execute();
        if (status === 0) await tx.deleteFrom("sessions").where("user_id", "=", userId).execute();
      });
    },

    findInvitation(tokenHash: string, now: Date) {
      return db
        .selectFrom("sub_accounts")
        .innerJoin("users as parent", "parent.id", "sub_accounts.parent_user_id")
        .select([
          "sub_accounts.id",
          "sub_accounts.email",
          "sub_accounts.fullname",
          "sub_accounts.company",
          "sub_accounts.status",
          "parent.pro as parent_pro",
          "parent.lang_id as parent_lang_id",
        ])
        .where("sub_accounts.register_token_hash", "=", tokenHash)
        .where("sub_accounts.register_expires_at", ">", now)
        .where("sub_accounts.user_id", "is", null)
        .executeTakeFirst();
    },

    /**
     * Creates the sub-account's user and spends the token, in one transaction; undefined when the
     * token was spent meanwhile (two tabs submitting at once register once).
     */
    async register(
      tokenHash: string,
      now: Date,
      user: {
        email: string;
        lastname: string;
        company: string | null;
        pro: number;
        password_hash: string;
        api_key: string;
        lang_id: number;
      },
    ): Promise<{ userId: number; status: number } | undefined> {
      return db.transaction().execute(async (tx) => {
        const invitation = await tx
          .updateTable("sub_accounts")
          .set({ register_token_hash: null, register_expires_at: null })
          .where("register_token_hash", "=", tokenHash)
          .where("register_expires_at", ">", now)
          .where("user_id", "is", null)
          .returning(["id", "status"])
          .executeTakeFirst();
        if (!invitation) return undefined;
        const created = await tx
          .insertInto("users")
          .values({
            ...user,
            phone: null,
            status: invitation.status === 1 ? "active" : "disabled",
            credit_account: 0,
            saas: 0,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await tx
          .updateTable("sub_accounts")
          .set({ user_id: created.id })
          .where("id", "=", invitation.id)
          .execute();
        return { userId: created.id, status: invitation.status };
      });
    },

    /** The user ids whose shipments a user sees: its own, plus its sub-accounts' for a parent (decision 006). */
    async listVisibleUserIds(userId: number): Promise<number[]> {
      const subs = await db
        .selectFrom("sub_accounts")
        .select("user_id")
        .where("parent_user_id", "=", userId)
        .where("user_id", "is not", null)
        .execute();
      return [userId, ...subs.flatMap((row) => (row.user_id === null ? [] : [row.user_id]))];
    },
  };
}
export type TSubAccountRepository = ReturnType<typeof createSubAccountRepository>;
