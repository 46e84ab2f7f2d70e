import type { TMassMailingSettings } from "@ship/contracts";
import type { TMassParcel } from "@ship/domain";

/**
 * A party of a mass mailing as stored (the order form's address, contract ZOrderAddress): the
 * sender, or a recipient as it was when chosen.
 */
export type TMassAddress = {
  company: string;
  name: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  address3: string;
  country_code: string;
  postcode: string;
  city: string;
  pro: 0 | 1;
};

/** The shared settings as checked and stored: parsed parcels, the date as rated, the value in cents. */
export type TMassSettings = Omit<TMassMailingSettings, "sender" | "parcels" | "value"> & {
  parcels: TMassParcel[];
  declared_value_cents: number | null;
};

/** A party as stored, from any of its sources (a typed sender, a contact, a file row): blanks for what it lacks. */
export function massAddressOf(fields: {
  company?: string | null | undefined;
  name: string;
  phone: string;
  email: string;
  address1: string;
  address2?: string | null | undefined;
  address3?: string | null | undefined;
  country_code: string;
  postcode?: string | null | undefined;
  city: string;
  pro: number;
}): TMassAddress {
  return {
    company: fields.company ?? "",
    name: fields.name,
    phone: fields.phone,
    email: fields.email,
    address1: fields.address1,
    address2: fields.address2 ?? "",
    address3: fields.address3 ?? "",
    country_code: fields.country_code,
    postcode: fields.postcode ?? "",
    city: fields.city,
    pro: fields.pro === 1 ? 1 : 0,
  };
}
