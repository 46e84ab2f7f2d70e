import type { TContact } from "@ship/contracts";
import { contactDisplayName } from "@ship/domain";
import type { TContactRow } from "./contact-repository.ts";

/** Spec §3 Contact from a stored row (its country named in the request's language). */
export function contactOf(row: TContactRow): TContact {
  return {
    id: row.id,
    company_or_name: contactDisplayName(row),
    // The address book keeps one name per contact (spec §5 'lastname'): fullname repeats it.
    fullname: row.lastname,
    company: row.company,
    lastname: row.lastname,
    phone: row.phone,
    email: row.email,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    country_id: row.country_id,
    country_code: row.country_code,
    country_name: row.country_name,
    postcode: row.postcode,
    city: row.city,
    state: row.state,
    customer_code: row.customer_code,
    notes: row.notes,
    pro: row.pro === 1 ? 1 : 0,
  };
}
