import { type TContact, type TCountry, ZContactInput } from "@ship/contracts";
import { checkContact, DEFAULT_COUNTRY, type TContactFields } from "@ship/domain";
import i18next from "i18next";

/** The contact form's values: the API's body (ZContactInput) as the fields hold it. */
export type TContactFormValues = TContactFields;

/** A new contact: empty, in the default country (spec §9: FR). */
export function emptyContact(countries: readonly TCountry[]): TContactFormValues {
  const country = countries.find((candidate) => candidate.code === DEFAULT_COUNTRY);
  return {
    company: "",
    lastname: "",
    phone: "",
    email: "",
    address1: "",
    address2: "",
    address3: "",
    country_id: country?.id ?? 250,
    postcode: "",
    city: "",
    state: "",
    customer_code: "",
    notes: "",
    pro: 0,
  };
}

/** The form's values for an existing contact. */
export function contactValues(contact: TContact): TContactFormValues {
  const {
    id: _id,
    company_or_name: _name,
    fullname: _full,
    country_code: _code,
    country_name: _country,
    ...fields
  } = contact;
  return fields;
}

/** What checkContact needs of the chosen country: its list entry and, when it has some, its states. */
export type TContactCountryInfo = {
  country: TCountry | undefined;
  states: readonly { code: string }[] | undefined;
};

/**
 * The contract, then the spec §5 rules that need the country (domain's checkContact, the API's
 * check), with the API's translated messages. While the states of a country that has some are
 * loading, the state is left to the API.
 */
export function contactSchema({ country, states }: TContactCountryInfo) {
  return ZContactInput.superRefine((values, ctx) => {
    const known = country
      ? {
          code: country.code,
          has_postcode: country.has_postcode,
          states: country.has_states && states ? states.map((state) => state.code.toUpperCase()) : null,
        }
      : null;
    for (const { code, path, params } of checkContact(values, known)) {
      ctx.addIssue({ code: "custom", path, message: i18next.t(`errors:${code}`, params ?? {}) });
    }
  });
}

/** The form fields the API's field errors may name (its body's fields). */
export const CONTACT_FIELDS = Object.keys(ZContactInput.shape);
