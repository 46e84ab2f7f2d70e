import { z } from "zod";

/** Side-menu and top-bar entries a brand can switch on or off (spec §1, §2). */
export const MENU_ENTRIES = [
  "my_account",
  "pre_order",
  "new_shipment",
  "ship_to_contact",
  "mass_mailing",
  "sending_by_file",
  "my_contacts",
  "credit_account",
  "sub_account",
  "settings",
  "direct_debit",
  "my_information",
  "refer_contacts",
  "loyalty",
  "shipping_requirements",
  "terms_of_sale",
  "help",
  "my_store",
] as const;
export type TMenuEntry = (typeof MENU_ENTRIES)[number];

/** Form blocks a brand can switch on or off (spec §1). */
export const FORM_BLOCKS = [
  "register_form",
  "voucher",
  "shipment_info",
  "shipment_value",
  "sending_abroad",
  "taxes_and_customs",
  "account_provider",
  "settings_email",
  "settings_password",
  "change_unit",
] as const;
export type TFormBlock = (typeof FORM_BLOCKS)[number];

const ZColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour like #1c7ed6");

/**
 * The company that sells the transport, printed as seller on every invoice (white label: each
 * operator sets its own). Required on the default brand, which is the operator's.
 */
export const ZBrandSeller = z.strictObject({
  company: z.string().min(1).max(100),
  address1: z.string().min(1).max(100),
  address2: z.string().max(100).optional(),
  postcode: z.string().min(1).max(20),
  city: z.string().min(1).max(100),
  country_code: z.string().regex(/^[A-Z]{2}$/, "an ISO 3166-1 code like FR"),
  vat_number: z.string().max(32).optional(),
  /** The SEPA creditor identifier the operator's bank assigned, printed on direct-debit mandates. */
  sepa_creditor_id: z
    .string()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/, "a SEPA creditor identifier like FR12ZZZ123456")
    .optional(),
});
export type TBrandSeller = z.infer<typeof ZBrandSeller>;

/**
 * Spec §2 contact, tab "post and phone", and where the contact forms' messages are e-mailed (issue
 * 18). Without it, the team's address is TEAM_EMAIL and the tab shows the default brand's seller.
 */
export const ZBrandContact = z.strictObject({
  email: z.email().max(100),
  phone: z.string().min(1).max(30),
  /** Opening hours of the phone line, as printed ("Monday to Friday, 9:00 to 18:00"). */
  hours: z
    .strictObject({ en: z.string().max(100), fr: z.string().max(100), es: z.string().max(100) })
    .optional(),
  company: z.string().min(1).max(100),
  address1: z.string().min(1).max(100),
  address2: z.string().max(100).optional(),
  postcode: z.string().min(1).max(20),
  city: z.string().min(1).max(100),
  country_code: z.string().regex(/^[A-Z]{2}$/, "an ISO 3166-1 code like FR"),
});
export type TBrandContact = z.infer<typeof ZBrandContact>;

export const ZBrand = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(60),
  logo: z.string().min(1),
  hosts: z.array(z.string()).default([]),
  colors: z.strictObject({ primary: ZColor, secondary: ZColor }),
  currency: z.enum(["EUR", "USD"]),
  menu: z.array(z.enum(MENU_ENTRIES)),
  blocks: z.array(z.enum(FORM_BLOCKS)),
  shipping_factory: z.boolean().default(false),
  password: z
    .strictObject({ min: z.number().int().min(6), max: z.number().int().max(128) })
    .default({ min: 6, max: 15 }),
  seller: ZBrandSeller.optional(),
  contact: ZBrandContact.optional(),
});
export type TBrand = z.infer<typeof ZBrand>;
/** The relay-point map's tile server (the API's MAP_TILE_URL, issue 16), for Leaflet and static maps. */
export const ZMapSettings = z.object({
  /** `{z}/{x}/{y}` (and optionally `{s}`) replaced by the map. */
  tile_url: z.string(),
  attribution: z.string(),
});
export type TMapSettings = z.infer<typeof ZMapSettings>;

/** What GET /brand answers: the brand without its host list, and the server's map settings. */
export const ZPublicBrand = ZBrand.omit({ hosts: true }).extend({ map: ZMapSettings });
export type TPublicBrand = z.infer<typeof ZPublicBrand>;
