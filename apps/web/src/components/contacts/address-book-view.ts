import type { TContact } from "@ship/contracts";
import { CONTACT_LIMITS } from "@ship/domain";

/** The address book modal's columns, each sortable (spec §4: sorted by column, paged client-side). */
export const ADDRESS_BOOK_COLUMNS = [
  "company_or_name",
  "address1",
  "postcode",
  "city",
  "country_name",
  "email",
] as const;
export type TAddressBookColumn = (typeof ADDRESS_BOOK_COLUMNS)[number];
export type TAddressBookSort = { column: TAddressBookColumn; order: "asc" | "desc" };

/** Case and accents aside, as the API's ILIKE search mostly reads. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const SEARCHED = [
  "lastname",
  "company",
  "email",
  "phone",
  "address1",
  "postcode",
  "city",
  "customer_code",
] as const;

/** The contacts the search keeps: all below 2 characters (spec §5, §9), else those containing it. */
export function searchContacts(contacts: readonly TContact[], search: string): TContact[] {
  const wanted = fold(search.trim());
  if (wanted.length < CONTACT_LIMITS.searchMin) return [...contacts];
  return contacts.filter((contact) => SEARCHED.some((field) => fold(contact[field]).includes(wanted)));
}

/**
 * Made when the book is first sorted: a Collator loads the collation data, about 10 ms on a phone,
 * and the order page that imports this module must not pay it as it opens (decision 065).
 */
let collator: Intl.Collator | undefined;

function compare(a: string, b: string): number {
  collator ??= new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
  return collator.compare(a, b);
}

/** Sorted by one column, then by name so equal values keep a stable order. */
export function sortContacts(contacts: readonly TContact[], sort: TAddressBookSort): TContact[] {
  const direction = sort.order === "asc" ? 1 : -1;
  return [...contacts].sort(
    (a, b) =>
      direction * compare(a[sort.column], b[sort.column]) ||
      compare(a.company_or_name, b.company_or_name) ||
      a.id - b.id,
  );
}

/** One page (1-based) of `size` rows, and how many pages there are (at least 1). */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(page, 1), pages);
  return { rows: rows.slice((current - 1) * size, current * size), pages };
}
