import type { TExecutor } from "../../db/unit-of-work.ts";

/**
 * SQL of the direct-debit feature (decision 033): the `sepa_mandates` rows it owns, and two reads
 * of what the settings feature stores (the bank details, still encrypted, and the account
 * address), which the mandate prints. Functions over an executor: the use cases open transactions.
 */

export function findMandate(executor: TExecutor, userId: number) {
  return executor
    .selectFrom("sepa_mandates")
    .select(["mandate_reference", "created_at", "signed_size", "signed_uploaded_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
export type TMandateRow = NonNullable<Awaited<ReturnType<typeof findMandate>>>;

/** Creates the user's mandate unless one exists (a retry or a concurrent request keeps the first). */
export async function insertMandateOnce(executor: TExecutor, userId: number, reference: string) {
  await executor
    .insertInto("sepa_mandates")
    .values({ user_id: userId, mandate_reference: reference })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

export async function storeSignedMandate(
  executor: TExecutor,
  userId: number,
  file: { pdf: Uint8Array; size: number; sha256: string },
) {
  await executor
    .updateTable("sepa_mandates")
    .set({
      signed_pdf: file.pdf,
      signed_size: file.size,
      signed_sha256: file.sha256,
      signed_uploaded_at: new Date(),
    })
    .where("user_id", "=", userId)
    .execute();
}

export async function findSignedMandate(executor: TExecutor, userId: number) {
  const row = await executor
    .selectFrom("sepa_mandates")
    .select(["signed_pdf", "mandate_reference"])
    .where("user_id", "=", userId)
    .where("signed_pdf", "is not", null)
    .executeTakeFirst();
  return row?.signed_pdf ? { pdf: row.signed_pdf, reference: row.mandate_reference } : undefined;
}

/** The bank details as the settings feature stores them: the IBAN still sealed. */
export function findBankSecret(executor: TExecutor, userId: number) {
  return executor
    .selectFrom("user_bank_accounts")
    .select(["iban_ciphertext", "bic"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** The debtor printed on the mandate: the user and the account address, if one is saved. */
export function findDebtor(executor: TExecutor, userId: number) {
  return executor
    .selectFrom("users")
    .leftJoin("user_addresses", (join) =>
      join.onRef("user_addresses.user_id", "=", "users.id").on("user_addresses.kind", "=", "account"),
    )
    .leftJoin("countries", "countries.id", "user_addresses.country_id")
    .select([
      "users.email",
      "users.lastname as user_lastname",
      "users.company as user_company",
      "user_addresses.lastname",
      "user_addresses.company",
      "user_addresses.address1",
      "user_addresses.address2",
      "user_addresses.address3",
      "user_addresses.postcode",
      "user_addresses.city",
      "countries.code as country_code",
      "countries.name_en",
      "countries.name_fr",
      "countries.name_es",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirst();
}
export type TDebtorRow = NonNullable<Awaited<ReturnType<typeof findDebtor>>>;
