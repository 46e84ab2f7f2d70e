import {
  CONTACT_MESSAGE_KINDS,
  CONTACT_SUBJECTS,
  EXTRA_DISCOUNT_PERCENTS,
  CONTACT_US_LIMITS as L,
  LANGS,
  LANGUAGE_IDS,
  type TLang,
} from "@ship/domain";
import { z } from "zod";
import { accountField } from "./accounts.ts";
import { successEnvelope } from "./envelope.ts";

/**
 * Contact, CMS pages and blog (issue 18, decision 056). The contact forms share the spec §5
 * contact-form fields; the rules that need the country (phone, postcode) are domain's checkContact.
 */

/**
 * Spam control: a field hidden from people (display: none, out of the accessibility tree) that
 * robots fill. Anything in it refuses the message (contact.not_sent), nothing stored.
 */
const ZHoneypot = z.string().max(200).default("");

const contactFields = {
  company: accountField.optional(L.company),
  lastname: accountField.required(L.lastname),
  phone: accountField.required(L.phone),
  email: accountField.email(L.email),
  address1: accountField.required(L.address),
  address2: accountField.optional(L.address),
  country_id: z.number().int().positive(),
  postcode: accountField.optional(L.postcode),
  city: accountField.required(L.city),
  website: ZHoneypot,
};

const ZMessageText = z.string().trim().min(L.messageMin).max(L.messageMax);

/** Spec §2 contact, tab "contact us": the sender, one of the 9 subjects, the message. */
export const ZContactUsBody = z.strictObject({
  ...contactFields,
  subject: z.enum(CONTACT_SUBJECTS),
  message: ZMessageText,
});
export type TContactUsBody = z.input<typeof ZContactUsBody>;

/** Spec §2 contact, tab "extra discounts" (§9: 10, 20 or 30 % for large accounts). */
export const ZContactDiscountBody = z.strictObject({
  ...contactFields,
  company: accountField.required(L.company),
  percent: z.union(
    EXTRA_DISCOUNT_PERCENTS.map((p) => z.literal(p)) as [
      z.ZodLiteral<10>,
      z.ZodLiteral<20>,
      z.ZodLiteral<30>,
    ],
  ),
  monthly_shipments: z.number().int().min(1).max(L.monthlyShipmentsMax),
  message: ZMessageText.or(z.literal("")).default(""),
});
export type TContactDiscountBody = z.input<typeof ZContactDiscountBody>;

/** Weight in kg with at most 2 decimals (spec §5 parcel inputs). */
const ZWeightKg = z
  .number()
  .positive()
  .max(L.weightKgMax)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "validation.too_many_decimals");

/** Spec §2 contact, tab "quote request" (§9: above 20 parcels or 2,000 kg, domain's checkLargeQuote). */
export const ZContactQuoteBody = z.strictObject({
  ...contactFields,
  parcels: z.number().int().min(1).max(L.parcelsMax),
  weight_kg: ZWeightKg,
  from_country_id: z.number().int().positive(),
  to_country_id: z.number().int().positive(),
  message: ZMessageText,
});
export type TContactQuoteBody = z.input<typeof ZContactQuoteBody>;

/** Spec §8: the answer of a contact form that was stored and e-mailed. */
export const CONTACT_SENT_MESSAGES = {
  en: "Your message has been sent",
  fr: "Votre message a été envoyé",
  es: "Su mensaje ha sido enviado",
} as const;

/** Spec §8: 'Your message has been sent' (translated in `message`) and the stored message's id. */
export const ZContactSentResponse = successEnvelope({ id: z.number().int() });

/** The errors every contact form answers besides the schema's (spec §5 rules, spam control). */
export const CONTACT_US_ERRORS = {
  400: ["contact.country_unknown", "account.invalid_phone", "order.postcode_invalid", "contact.not_sent"],
  429: ["contact.too_many"],
} as const;

/** A stored message as an operator screen lists it (newest first). */
export const ZContactMessage = z.object({
  id: z.number().int(),
  brand_id: z.string(),
  kind: z.enum(CONTACT_MESSAGE_KINDS),
  lang: z.enum(LANGS as [TLang, ...TLang[]]),
  user_id: z.number().int().nullable(),
  company: z.string(),
  lastname: z.string(),
  phone: z.string(),
  email: z.string(),
  address1: z.string(),
  address2: z.string(),
  country_code: z.string(),
  postcode: z.string(),
  city: z.string(),
  subject: z.enum(CONTACT_SUBJECTS).nullable(),
  percent: z.number().int().nullable(),
  monthly_shipments: z.number().int().nullable(),
  parcels: z.number().int().nullable(),
  weight_kg: z.number().nullable(),
  from_country_code: z.string().nullable(),
  to_country_code: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  /** When an operator first opened it, and who (decision 059); null while unread. */
  read_at: z.string().nullable(),
  read_by: z.string().nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

/** CMS pages and blog posts: identifiers as in URLs (`terms-of-sale`). */
export const ZContentIdentifier = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "validation.invalid_value");

/** Spec §7 lang: the code, or its spec §9 id (1 English, 2 French, 4 Spanish). */
export const ZContentLang = z
  .union([z.enum(["en", "fr", "es"]), z.literal(1), z.literal(2), z.literal(4)])
  .transform(
    (value): TLang =>
      typeof value === "string" ? value : (LANGS.find((l) => LANGUAGE_IDS[l] === value) ?? "en"),
  );

/** The pages seeded for every brand and linked from the menu and footer. */
export const CMS_PAGES = [
  "terms-of-sale",
  "shipping-requirements",
  "about",
  "business-account",
  "help",
] as const;

/** Limits of the content editor (the console's, through the content use cases). */
export const CONTENT_LIMITS = { title: 120, metaDescription: 300, summary: 400, content: 100_000 } as const;

export const ZCmsGetBody = z.strictObject({ lang: ZContentLang, identifier: ZContentIdentifier });
export type TCmsGetBody = z.input<typeof ZCmsGetBody>;

/** Spec §7 /cms/get: content (sanitised HTML), meta_title, meta_description; the language shown. */
export const ZCmsPage = z.object({
  identifier: z.string(),
  lang: z.enum(["en", "fr", "es"]),
  title: z.string(),
  content: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  updated_at: z.string(),
});
export type TCmsPage = z.infer<typeof ZCmsPage>;
export const ZCmsGetResponse = successEnvelope(ZCmsPage.shape);

/** Spec §7 /blog: one page of posts, newest first (spec §9 default page size 5). */
export const ZBlogListBody = z.strictObject({
  lang: ZContentLang,
  page: z.number().int().min(1).max(10_000).default(1),
  rows: z.number().int().min(1).max(50).default(5),
});
export type TBlogListBody = z.input<typeof ZBlogListBody>;

export const ZBlogSummary = z.object({
  identifier: z.string(),
  lang: z.enum(["en", "fr", "es"]),
  title: z.string(),
  summary: z.string(),
  published_at: z.string(),
});
export type TBlogSummary = z.infer<typeof ZBlogSummary>;
export const ZBlogListResponse = successEnvelope({
  rows: z.array(ZBlogSummary),
  total: z.number().int(),
  page: z.number().int(),
});

export const ZBlogPageBody = z.strictObject({ lang: ZContentLang, identifier: ZContentIdentifier });
export type TBlogPageBody = z.input<typeof ZBlogPageBody>;
export const ZBlogPost = ZCmsPage.extend({ summary: z.string(), published_at: z.string() });
export type TBlogPost = z.infer<typeof ZBlogPost>;
export const ZBlogPageResponse = successEnvelope(ZBlogPost.shape);

/** What the content editor saves (console): the HTML is sanitised on save. */
export const ZContentUpdate = z.strictObject({
  title: z.string().trim().min(1).max(CONTENT_LIMITS.title),
  meta_title: z.string().trim().max(CONTENT_LIMITS.title).default(""),
  meta_description: z.string().trim().max(CONTENT_LIMITS.metaDescription).default(""),
  summary: z.string().trim().max(CONTENT_LIMITS.summary).default(""),
  content: z.string().max(CONTENT_LIMITS.content),
});
export type TContentUpdate = z.input<typeof ZContentUpdate>;

/**
 * The FAQ lists (decision 059): the FAQ and answer pages' nine questions (identifiers "1" to "9",
 * the {selected_faq} of their addresses) and the my-store page's ten ("my-store-1" ...).
 */
export const FAQ_GROUPS = ["faq", "my-store"] as const;
export type TFaqGroup = (typeof FAQ_GROUPS)[number];
export const ZFaqListBody = z.strictObject({ lang: ZContentLang, group: z.enum(FAQ_GROUPS).default("faq") });
export type TFaqListBody = z.input<typeof ZFaqListBody>;

/** One question: its text, its answer (sanitised HTML), and the answer page's meta title and description. */
export const ZFaqEntry = z.object({
  identifier: z.string(),
  lang: z.enum(["en", "fr", "es"]),
  question: z.string(),
  answer: z.string(),
  /** Empty unless an operator set one: the page then names its tab after the question. */
  meta_title: z.string(),
  meta_description: z.string(),
});
export type TFaqEntry = z.infer<typeof ZFaqEntry>;
export const ZFaqListResponse = successEnvelope({ rows: z.array(ZFaqEntry) });
