import type { TFormIssue } from "./order-form-check.ts";
import { isValidPhone } from "./phone.ts";
import { isValidPostcode } from "./postcode.ts";

/** Spec §5 contact form: maximum lengths (phone as the order form's, not in the spec's list). */
export const CONTACT_LIMITS = {
  company: 35,
  lastname: 35,
  email: 50,
  address: 35,
  postcode: 20,
  city: 255,
  state: 64,
  customerCode: 35,
  notes: 35,
  phone: 20,
  /** Spec §5, §9: the contacts search, from 2 characters, at most 64. */
  searchMin: 2,
  searchMax: 64,
} as const;

/** Spec §9: the contact page's page sizes, 10 by default. */
export const CONTACT_PAGE_SIZES = [10, 25, 50, 75, 100] as const;

/** The fields of one contact as the form, the API and the import read them (spec §3 Contact). */
export type TContactFields = {
  company: string;
  lastname: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  address3: string;
  country_id: number;
  postcode: string;
  city: string;
  state: string;
  customer_code: string;
  notes: string;
  pro: 0 | 1;
};

/** What the rules need to know of the contact's country (the countries and states tables). */
export type TContactCountry = {
  code: string;
  has_postcode: boolean;
  /** The country's state codes, when it has states (the US, Canada...): one must be chosen. */
  states: readonly string[] | null;
};

/**
 * The spec §5 contact rules that need the country, written once for the form, the API and the
 * import: a phone valid for the country (or international), a postcode when the country uses one,
 * in its format, and a state of the country's list when it has states. Required fields and
 * maximum lengths are the contract's (ZContactInput). `country` is null for an unknown country.
 */
export function checkContact(fields: TContactFields, country: TContactCountry | null): TFormIssue[] {
  const issues: TFormIssue[] = [];
  if (!country) return [{ code: "contact.country_unknown", path: ["country_id"] }];
  if (!isValidPhone(fields.phone, country.code))
    issues.push({ code: "account.invalid_phone", path: ["phone"] });
  const postcode = fields.postcode.trim();
  if (country.has_postcode) {
    if (postcode === "") issues.push({ code: "validation.required", path: ["postcode"] });
    else if (!isValidPostcode(postcode.toUpperCase(), country.code))
      issues.push({ code: "order.postcode_invalid", path: ["postcode"] });
  }
  if (country.states) {
    const state = fields.state.trim().toUpperCase();
    if (state === "") issues.push({ code: "validation.required", path: ["state"] });
    else if (!country.states.includes(state)) issues.push({ code: "contact.state_unknown", path: ["state"] });
  }
  return issues;
}

/**
 * Two contacts are the same when name, postcode and first address line match, ignoring case,
 * accents and spacing (issue 13: an import never adds a contact twice).
 */
export function contactDuplicateKey(
  fields: Pick<TContactFields, "lastname" | "postcode" | "address1">,
): string {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return [fold(fields.lastname), fold(fields.postcode).replace(/ /g, ""), fold(fields.address1)].join("|");
}

/** Spec §3 company_or_name: what lists show for a contact. */
export const contactDisplayName = (fields: Pick<TContactFields, "company" | "lastname">) =>
  fields.company.trim() || fields.lastname.trim();
