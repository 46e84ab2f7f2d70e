// The contact's limits and fields apart from its rules (contact.ts), which need the phone and
// postcode libraries: a page that only shows a contact's fields loads neither (decision 068).

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
