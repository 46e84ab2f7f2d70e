import { CURRENCIES, CUSTOMS_LIMITS, ORDER_FORM_LIMITS as L, SHIPMENT_REASONS } from "@ship/domain";
import { z } from "zod";
import { ZDutyRowInput, ZOrderAddressInput } from "./order.ts";
import { ZShipmentInput } from "./rating.ts";

/**
 * Ship to contact (issue 13 part 4; spec §2 ship to contact, §3, §7): the shapes its endpoints
 * share. The recipient is one of the caller's contacts; the sender is a contact or typed.
 */

const ZFlag = z.union([z.literal(0), z.literal(1)]);

/** A contact id of the caller's address book (another user's answers 404). */
export const ZContactId = z.coerce.number().int().positive().max(2_147_483_647);

/** A sender typed on the page (or the account's address): the order form's fields with its country. */
export const ZShipToContactAddress = ZOrderAddressInput.extend({
  /** ISO 3166-1 alpha-2. */
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase()),
  /** The postcode is optional for countries without one (checked with the country by the API). */
  postcode: z.string().trim().max(L.postcode).default(""),
  pro: ZFlag.default(0),
});
export type TShipToContactAddressInput = z.input<typeof ZShipToContactAddress>;

/** The fields of a contact an address is made from (a stored row or the contract's Contact). */
type TContactAddressFields = {
  company: string;
  lastname: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  address3: string;
  country_code: string;
  postcode: string;
  city: string;
  pro: number;
};

/**
 * An address book contact as a shipment's address (the order form's fields and its country): the
 * ship-to-contact rating and the mass mailing's sender both start from it. The address book keeps
 * one name per contact (spec §5 'lastname').
 */
export function addressOfContact(contact: TContactAddressFields) {
  return {
    company: contact.company,
    name: contact.lastname,
    phone: contact.phone,
    email: contact.email,
    address1: contact.address1,
    address2: contact.address2,
    address3: contact.address3,
    country_code: contact.country_code,
    postcode: contact.postcode,
    city: contact.city,
    pro: contact.pro === 1 ? (1 as const) : (0 as const),
  };
}

/** The parcels and collection date (the quote form's fields without the places: the addresses give them). */
export const ZShipToContactShipment = ZShipmentInput.omit({ ship_from: true, ship_to: true });

/** Shipment info, insurance and customs rows (spec §3 Shipping info), as on the order form. */
export const ZShipToContactInfo = z.strictObject({
  reason: z.enum(SHIPMENT_REASONS),
  content: z.string().trim().min(1).max(L.content),
  /** Declared value as typed ("120", "99,90"): required with insurance, up to 2 decimals. */
  value: z.union([z.number(), z.string().max(L.declaredValue)]).optional(),
  currency: z.enum(CURRENCIES).default("EUR"),
  insurance: ZFlag.default(0),
  /**
   * Customs goods rows (spec §5), carried to the order; none: the order page asks them when the two
   * countries need customs. Ignored when they do not.
   */
  duties: z.array(ZDutyRowInput).max(CUSTOMS_LIMITS.maxRows).default([]),
});
export type TShipToContactInfoInput = z.input<typeof ZShipToContactInfo>;
