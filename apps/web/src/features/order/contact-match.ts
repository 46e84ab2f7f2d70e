import type { TContact, TRatedShipment } from "@ship/contracts";
import { comparablePostcode } from "@ship/domain";
import type { TOrderFormValues } from "./order-form-values.ts";

type TRatedEnd = TRatedShipment["ship_from"];

/**
 * Can this contact be the sender or recipient of the rated shipment? The order keeps the rated
 * country and postcode (a new postcode is a new quote, domain/order-form-check.ts), so only a
 * contact in the same country, with the same postcode when the quote has one, fills the block.
 */
export function matchesRatedEnd(
  contact: Pick<TContact, "country_code" | "postcode">,
  rated: TRatedEnd,
): boolean {
  if (contact.country_code !== rated.country_code) return false;
  return rated.postcode === "" || comparablePostcode(contact.postcode) === comparablePostcode(rated.postcode);
}

/** The contacts that fit the quote first, the others after (shown, but not selectable, with why). */
export function sortByMatch<T extends Pick<TContact, "country_code" | "postcode">>(
  contacts: readonly T[],
  rated: TRatedEnd,
): { contact: T; matches: boolean }[] {
  const tagged = contacts.map((contact) => ({ contact, matches: matchesRatedEnd(contact, rated) }));
  return [...tagged.filter((item) => item.matches), ...tagged.filter((item) => !item.matches)];
}

/**
 * The block's fields from a contact that fits: its name, company, phone, e-mail and lines; the
 * rated postcode stays, the contact's town replaces the quote's spelling.
 */
export function addressFromContact(
  contact: TContact,
  current: TOrderFormValues["ship_from"],
): TOrderFormValues["ship_from"] {
  return {
    ...current,
    company: contact.company,
    name: contact.lastname,
    phone: contact.phone,
    email: contact.email,
    address1: contact.address1,
    address2: contact.address2,
    address3: contact.address3,
    postcode: current.postcode || contact.postcode,
    city: contact.city,
  };
}
