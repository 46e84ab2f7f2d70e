import { CONTACT_LIMITS as L } from "@ship/domain";
import { z } from "zod";
import { accountField } from "./accounts.ts";

/**
 * The address book (spec §3 Contact, §5 contact form rules; issue 13). ZContactInput fixes the
 * required fields and maximum lengths, so the form, the API and the spreadsheet import refuse the
 * same input; the rules that need the country (phone, postcode, state) are domain's checkContact.
 */
export const ZContactInput = z.strictObject({
  company: accountField.optional(L.company),
  lastname: accountField.required(L.lastname),
  phone: accountField.required(L.phone),
  email: accountField.email(L.email),
  address1: accountField.required(L.address),
  address2: accountField.optional(L.address),
  address3: accountField.optional(L.address),
  country_id: z.coerce.number().int().positive(),
  postcode: accountField.optional(L.postcode),
  city: accountField.required(L.city),
  state: accountField.optional(L.state),
  customer_code: accountField.optional(L.customerCode),
  notes: accountField.optional(L.notes),
  /** A business address (the quote's 'pro' tick). */
  pro: accountField.flag,
});
export type TContactInput = z.input<typeof ZContactInput>;
export type TContactValues = z.output<typeof ZContactInput>;

/** One contact as the lists and forms read it (spec §3 Contact). */
export const ZContact = z.object({
  id: z.number().int(),
  company_or_name: z.string(),
  fullname: z.string(),
  company: z.string(),
  lastname: z.string(),
  phone: z.string(),
  email: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  country_id: z.number().int(),
  /** ISO 3166-1 alpha-2 code of country_id. */
  country_code: z.string(),
  /** In the request's language. */
  country_name: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  customer_code: z.string(),
  notes: z.string(),
  pro: z.union([z.literal(0), z.literal(1)]),
});
export type TContact = z.infer<typeof ZContact>;

/** A contact's id in the paths of the address book (edit, delete): another user's answers 404. */
export const ZContactIdParams = z.strictObject({ id: z.coerce.number().int().positive() });

/**
 * Spec §5, §9: the contacts search takes from 2 to 64 characters ("" lists everything). One
 * character is refused with the usual too-short message rather than silently listing everything.
 */
export const ZContactSearch = z
  .string()
  .trim()
  .max(L.searchMax)
  .superRefine((value, ctx) => {
    if (value !== "" && value.length < L.searchMin) {
      ctx.addIssue({
        code: "too_small",
        minimum: L.searchMin,
        origin: "string",
        inclusive: true,
        input: value,
      });
    }
  })
  .default("");

/**
 * The most contacts the address book modal and client search's `all` answer at once: the modal
 * pages client-side (spec §4), and a bigger book is narrowed by the search on the server.
 */
export const ADDRESS_BOOK_CAP = 1000;

/** An added or edited contact, as the lists read it. */
export const ZContactAnswer = z.object({ success: z.literal(true), data: ZContact });

/** The 400 codes of checkContact (domain), beside the contract's field errors: add and edit alike. */
export const CONTACT_RULE_ERRORS = [
  "contact.country_unknown",
  "contact.state_unknown",
  "account.invalid_phone",
  "order.postcode_invalid",
] as const;
