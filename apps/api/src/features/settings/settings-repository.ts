import type { TSettingsAddress } from "@ship/contracts";
import type { Database } from "@ship/db";
import { type Kysely, sql, type Transaction } from "kysely";

type TDb = Kysely<Database> | Transaction<Database>;
const ADDRESS_COLUMNS = [
  "company",
  "lastname",
  "phone",
  "address1",
  "address2",
  "address3",
  "country_id",
  "postcode",
  "city",
] as const;

/** SQL of the settings screen: addresses, settings row, carrier credentials, bank details. */
export function createSettingsRepository(db: Kysely<Database>) {
  const ensureSettingsRow = (tx: TDb, userId: number) =>
    tx
      .insertInto("user_settings")
      .values({ user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .execute();

  return {
    transaction<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    async findAddresses(userId: number) {
      const rows = await db
        .selectFrom("user_addresses")
        .select(["kind", ...ADDRESS_COLUMNS])
        .where("user_id", "=", userId)
        .execute();
      const pick = (kind: "account" | "invoice") => {
        const row = rows.find((r) => r.kind === kind);
        if (!row) return null;
        const { kind: _kind, ...address } = row;
        return address;
      };
      return { account: pick("account"), invoice: pick("invoice") };
    },

    async saveAddress(
      tx: TDb,
      userId: number,
      kind: "account" | "invoice",
      address: TSettingsAddress | null,
    ) {
      if (!address) {
        await tx
          .deleteFrom("user_addresses")
          .where("user_id", "=", userId)
          .where("kind", "=", kind)
          .execute();
        return;
      }
      await tx
        .insertInto("user_addresses")
        .values({ user_id: userId, kind, ...address })
        .onConflict((oc) => oc.columns(["user_id", "kind"]).doUpdateSet(address))
        .execute();
    },

    async updateUserIdentity(
      tx: TDb,
      userId: number,
      fields: { lastname: string; company: string | null; phone: string },
    ) {
      await tx.updateTable("users").set(fields).where("id", "=", userId).execute();
    },

    /** The name, company and phone kept on the account itself (registration, the last saved address). */
    findIdentity(userId: number) {
      return db
        .selectFrom("users")
        .select(["lastname", "company", "phone"])
        .where("id", "=", userId)
        .executeTakeFirst();
    },

    findSettings(userId: number) {
      return db
        .selectFrom("user_settings")
        .select(["apporteur_code", "shipment_defaults", "payment_method", "saas_access"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    async updateSettings(
      tx: TDb,
      userId: number,
      fields: {
        apporteur_code?: string;
        shipment_defaults?: string;
        payment_method?: "credit_card" | "direct_debit";
      },
    ) {
      await ensureSettingsRow(tx, userId);
      await tx
        .updateTable("user_settings")
        .set({
          ...fields,
          ...(fields.shipment_defaults !== undefined
            ? { shipment_defaults: sql`cast(${fields.shipment_defaults} as jsonb)` }
            : {}),
          updated_at: new Date(),
        })
        .where("user_id", "=", userId)
        .execute();
    },

    countryHasPostcode(countryId: number) {
      return db
        .selectFrom("countries")
        .select("has_postcode")
        .where("id", "=", countryId)
        .executeTakeFirst()
        .then((row) => row?.has_postcode);
    },

    findPasswordHash(userId: number) {
      return db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", userId)
        .executeTakeFirst()
        .then((row) => row?.password_hash);
    },

    emailTaken(email: string, exceptUserId: number) {
      return db
        .selectFrom("users")
        .select("id")
        .where(sql<string>`lower(email)`, "=", email.toLowerCase())
        .where("id", "!=", exceptUserId)
        .executeTakeFirst()
        .then(Boolean);
    },

    async updateEmail(userId: number, email: string) {
      await db.updateTable("users").set({ email }).where("id", "=", userId).execute();
    },

    /** New password; every other session of the user ends (the current one stays). */
    async updatePassword(userId: number, passwordHash: string, keepSessionId: string) {
      await db.transaction().execute(async (tx) => {
        await tx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
        await tx
          .deleteFrom("sessions")
          .where("user_id", "=", userId)
          .where("id", "!=", keepSessionId)
          .execute();
      });
    },

    listCredentials(userId: number) {
      return db
        .selectFrom("carrier_credentials")
        .select(["carrier", "ciphertext", "complete"])
        .where("user_id", "=", userId)
        .execute();
    },

    async saveCredentials(userId: number, carrier: string, ciphertext: string | null, complete: boolean) {
      if (ciphertext === null) {
        await db
          .deleteFrom("carrier_credentials")
          .where("user_id", "=", userId)
          .where("carrier", "=", carrier)
          .execute();
        return;
      }
      await db
        .insertInto("carrier_credentials")
        .values({ user_id: userId, carrier, ciphertext, complete })
        .onConflict((oc) =>
          oc.columns(["user_id", "carrier"]).doUpdateSet({ ciphertext, complete, updated_at: new Date() }),
        )
        .execute();
    },

    findBank(userId: number) {
      return db
        .selectFrom("user_bank_accounts")
        .select(["iban_last4", "bic"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    async saveBank(userId: number, fields: { iban_ciphertext: string; iban_last4: string; bic: string }) {
      await db
        .insertInto("user_bank_accounts")
        .values({ user_id: userId, ...fields })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...fields, updated_at: new Date() }))
        .execute();
    },
  };
}
export type TSettingsRepository = ReturnType<typeof createSettingsRepository>;

/**
 * Carriers whose own-account credentials are complete for a user (for rating's is_saas offers).
 * The credentials themselves stay encrypted; rating decrypts them with the secret box when it calls a carrier.
 */
export async function getCompleteSaasCarriers(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("carrier_credentials")
    .innerJoin("users", "users.id", "carrier_credentials.user_id")
    .leftJoin("user_settings", "user_settings.user_id", "users.id")
    .select(["carrier_credentials.carrier", "user_settings.saas_access"])
    .where("carrier_credentials.user_id", "=", userId)
    .where("carrier_credentials.complete", "=", true)
    .where("users.saas", "=", 1)
    .orderBy("carrier_credentials.carrier")
    .execute();
  return rows
    .filter((row) => (row.saas_access as Record<string, number> | null)?.[row.carrier] !== 0)
    .map((row) => row.carrier);
}
