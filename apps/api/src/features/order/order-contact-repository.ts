import type { TExecutor } from "../../db/unit-of-work.ts";

/** A contact made from an order's address (the ticks of spec §3 add_address1/2_to_contact). */
export type TContactFromOrder = {
  company: string;
  lastname: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  address3: string;
  /** ISO 3166-1 alpha-2 of the rated country. */
  countryCode: string;
  postcode: string;
  city: string;
  pro: 0 | 1;
  /** contactDuplicateKey (domain). */
  duplicateKey: string;
};

/**
 * Adds the contact to the user's address book unless the same one is there already (the unique
 * (user_id, duplicate_key) of migration 0026): a retried or repeated order adds it once. In the
 * caller's transaction, beside the shipping info it comes from.
 */
export async function insertContactOnce(
  trx: TExecutor,
  userId: number,
  contact: TContactFromOrder,
): Promise<void> {
  const country = await trx
    .selectFrom("countries")
    .select("id")
    .where("code", "=", contact.countryCode)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("contacts")
    .values({
      user_id: userId,
      company: contact.company,
      lastname: contact.lastname,
      phone: contact.phone,
      email: contact.email,
      address1: contact.address1,
      address2: contact.address2,
      address3: contact.address3,
      country_id: country.id,
      postcode: contact.postcode,
      city: contact.city,
      pro: contact.pro,
      duplicate_key: contact.duplicateKey,
    })
    .onConflict((oc) => oc.columns(["user_id", "duplicate_key"]).doNothing())
    .execute();
}
