import type { TNewContact } from "@ship/db";
import type { TLang } from "@ship/domain";
import { sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";
import { likePattern } from "../my-account/history-repository.ts";
import { pageOf, type TContactOrderCache } from "./contact-order-cache.ts";

/**
 * The address book's SQL (issue 13): the caller's contacts, always narrowed by user_id. Rules
 * (ownership answers, duplicates, the country's checks) are the use cases'.
 */

export type TContactSort = "lastname" | "company" | "city" | "postcode" | "email" | "created_at";

export type TContactWrite = Omit<TNewContact, "id" | "user_id" | "created_at" | "updated_at">;

const COUNTRY_NAME = { en: "countries.name_en", fr: "countries.name_fr", es: "countries.name_es" } as const;

/**
 * The stored lower-case search text (migration 0027, under a trigram index) contains the search,
 * lowered the same way: LIKE there reads like ILIKE over the columns, for a fraction of the cost.
 */
const matches = (search: string) => sql<boolean>`contacts.search_lower like lower(${likePattern(search)})`;

function ownContacts(executor: TExecutor, userId: number, search: string) {
  return executor
    .selectFrom("contacts")
    .where("contacts.user_id", "=", userId)
    .$if(search !== "", (qb) => qb.where(matches(search)));
}

/** What ZContact shows of a row (not its search text or duplicate key). */
const CONTACT_COLUMNS = [
  "contacts.id",
  "contacts.company",
  "contacts.lastname",
  "contacts.phone",
  "contacts.email",
  "contacts.address1",
  "contacts.address2",
  "contacts.address3",
  "contacts.country_id",
  "contacts.postcode",
  "contacts.city",
  "contacts.state",
  "contacts.customer_code",
  "contacts.notes",
  "contacts.pro",
] as const;

/** Contacts with their country's code and name, for ZContact. */
function withCountry(executor: TExecutor, lang: TLang) {
  return executor
    .selectFrom("contacts")
    .innerJoin("countries", "countries.id", "contacts.country_id")
    .select(CONTACT_COLUMNS)
    .select(["countries.code as country_code", `${COUNTRY_NAME[lang]} as country_name`]);
}
export type TContactRow = Awaited<ReturnType<ReturnType<typeof withCountry>["executeTakeFirstOrThrow"]>>;

/** The version of the user's book: a new one after every write of its contacts (migration 0027). */
async function bookVersion(executor: TExecutor, userId: number) {
  const book = await executor
    .selectFrom("contact_book_versions")
    .select("version")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return String(book?.version ?? 0);
}

/**
 * Every id of the user's contacts that match, by the column then the id, ascending: read in the
 * (user_id, column, id) index's order, or from the trigram index and sorted for a search. Kept in
 * `orders` under the book's version, so it is read once per change (contact-order-cache.ts).
 */
async function contactOrder(
  executor: TExecutor,
  query: { userId: number; search: string; sort: TContactSort },
  orders: TContactOrderCache,
) {
  const version = await bookVersion(executor, query.userId);
  return orders.get([query.userId, version, query.sort, query.search], async () => {
    const rows = await ownContacts(executor, query.userId, query.search)
      .select("contacts.id")
      .orderBy(`contacts.${query.sort}`)
      // The id breaks ties, so a page never repeats or skips a contact of the same city or company.
      .orderBy("contacts.id")
      .execute();
    return Int32Array.from(rows, (row) => row.id);
  });
}

/** The user's contacts of these ids with their country, in the ids' order (one primary-key read). */
async function contactsOf(executor: TExecutor, userId: number, ids: number[], lang: TLang) {
  if (ids.length === 0) return [];
  const rows = await withCountry(executor, lang)
    .where("contacts.user_id", "=", userId)
    .where(sql<boolean>`contacts.id = any(${sql.val(ids)}::int[])`)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A contact deleted since the order was read is left out of this one page.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of the user's contacts and how many match: a slice of the order kept under the book's
 * version, then its rows by primary key, so a far page or a broad search costs what the first
 * page does once the order is known (issue 13 benchmark, decision 039 addendum).
 */
export async function listContactPage(
  executor: TExecutor,
  query: {
    userId: number;
    search: string;
    sort: TContactSort;
    order: "asc" | "desc";
    limit: number;
    offset: number;
    lang: TLang;
  },
  orders: TContactOrderCache,
) {
  const order = await contactOrder(executor, query, orders);
  const rows = await contactsOf(
    executor,
    query.userId,
    pageOf(order, query.order, query.offset, query.limit),
    query.lang,
  );
  return { rows, total: order.length };
}

/** The user's contacts by name, at most `limit`, and how many match in all. */
export async function listContactsByName(
  executor: TExecutor,
  query: { userId: number; search: string; limit: number; lang: TLang },
  orders: TContactOrderCache,
) {
  return listContactPage(executor, { ...query, sort: "lastname", order: "asc", offset: 0 }, orders);
}

/**
 * The first `limit` of the user's contacts by name that match, without keeping their order: the
 * order form's autocomplete asks again at each keystroke, each time for a few rows.
 */
export async function searchContactsByName(
  executor: TExecutor,
  query: { userId: number; search: string; limit: number; lang: TLang },
) {
  const ids = await ownContacts(executor, query.userId, query.search)
    .select("contacts.id")
    .orderBy("contacts.lastname")
    .orderBy("contacts.id")
    .limit(query.limit)
    .execute();
  return contactsOf(
    executor,
    query.userId,
    ids.map((row) => row.id),
    query.lang,
  );
}

export async function findContact(executor: TExecutor, userId: number, id: number, lang: TLang) {
  return withCountry(executor, lang)
    .where("contacts.user_id", "=", userId)
    .where("contacts.id", "=", id)
    .executeTakeFirst();
}

/** Adds the contact unless the user has its duplicate (the unique key): its id, else undefined. */
export async function insertContact(executor: TExecutor, userId: number, contact: TContactWrite) {
  const row = await executor
    .insertInto("contacts")
    .values({ ...contact, user_id: userId })
    .onConflict((oc) => oc.columns(["user_id", "duplicate_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

const isDuplicateKeyError = (error: unknown) =>
  (error as { code?: string }).code === "23505" &&
  String(
    (error as { constraint?: string; message?: string }).constraint ?? (error as Error).message,
  ).includes("contacts_user_duplicate_key");

/** Replaces the user's contact: "updated", "missing" (not the user's) or "duplicate" (the unique key). */
export async function updateContact(
  executor: TExecutor,
  userId: number,
  id: number,
  contact: TContactWrite,
): Promise<"updated" | "missing" | "duplicate"> {
  try {
    const row = await executor
      .updateTable("contacts")
      .set({ ...contact, updated_at: sql`now()` })
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .returning("id")
      .executeTakeFirst();
    return row ? "updated" : "missing";
  } catch (error) {
    if (isDuplicateKeyError(error)) return "duplicate";
    throw error;
  }
}

/** Deletes those of `ids` that are the user's contacts: the ids deleted. */
export async function deleteContacts(executor: TExecutor, userId: number, ids: readonly number[]) {
  const rows = await executor
    .deleteFrom("contacts")
    .where("user_id", "=", userId)
    .where("id", "in", [...ids])
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/** What checkContact needs of a country: its code, whether it uses postcodes, its states' codes. */
export async function readContactCountry(executor: TExecutor, countryId: number) {
  const country = await executor
    .selectFrom("countries")
    .select(["code", "has_postcode", "has_states"])
    .where("id", "=", countryId)
    .executeTakeFirst();
  if (!country) return null;
  const states = country.has_states
    ? await executor.selectFrom("states").select("code").where("country_id", "=", countryId).execute()
    : null;
  return {
    code: country.code,
    has_postcode: country.has_postcode,
    states: states?.map((state) => state.code.toUpperCase()) ?? null,
  };
}
