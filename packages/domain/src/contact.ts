import type { TContactCountry, TContactFields } from "./contact-limits.ts";
import type { TFormIssue } from "./order-form-check.ts";
import { isValidPhone } from "./phone.ts";
import { isValidPostcode } from "./postcode-check.ts";

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
