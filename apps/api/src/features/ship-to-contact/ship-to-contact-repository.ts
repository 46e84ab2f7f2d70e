import type { TOrderPrefill } from "@ship/contracts";
import type { TExecutor } from "../../db/unit-of-work.ts";

/** A contact of the caller's address book, with its country's code (what rating and the order need). */
export type TContactAddress = {
  company: string;
  lastname: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  address3: string;
  countryCode: string;
  postcode: string;
  city: string;
  pro: 0 | 1;
};

/** The contact `id` if it is the user's; undefined for anyone else's (the caller answers 404). */
export async function findOwnedContactAddress(
  db: TExecutor,
  userId: number,
  id: number,
): Promise<TContactAddress | undefined> {
  const row = await db
    .selectFrom("contacts")
    .innerJoin("countries", "countries.id", "contacts.country_id")
    .select([
      "contacts.company",
      "contacts.lastname",
      "contacts.phone",
      "contacts.email",
      "contacts.address1",
      "contacts.address2",
      "contacts.address3",
      "countries.code as countryCode",
      "contacts.postcode",
      "contacts.city",
      "contacts.pro",
    ])
    .where("contacts.id", "=", id)
    .where("contacts.user_id", "=", userId)
    .executeTakeFirst();
  return row;
}

/** Keeps what the page typed beside the rating POST /ship-to-contact made (once per rating). */
export async function insertDraft(
  db: TExecutor,
  draft: { shipmentId: string; userId: number; prefill: TOrderPrefill },
): Promise<void> {
  await db
    .insertInto("ship_to_contact_drafts")
    .values({ shipment_id: draft.shipmentId, user_id: draft.userId, prefill: JSON.stringify(draft.prefill) })
    .execute();
}

/** The draft of a ship-to-contact rating the user made; undefined for any other rating. */
export async function findOwnedDraft(
  db: TExecutor,
  userId: number,
  shipmentId: string,
): Promise<TOrderPrefill | undefined> {
  const row = await db
    .selectFrom("ship_to_contact_drafts")
    .select("prefill")
    .where("shipment_id", "=", shipmentId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? (row.prefill as TOrderPrefill) : undefined;
}
