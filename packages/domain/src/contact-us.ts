import { CONTACT_LIMITS } from "./contact-limits.ts";
import type { TFormIssue } from "./order-form-check.ts";

/** Spec §2 contact: the four tabs of the contact page. The last one shows the post and phone. */
export const CONTACT_TABS = ["contact-us", "discount", "quote", "post-phone"] as const;
export type TContactTab = (typeof CONTACT_TABS)[number];

/** What a stored message came from: one per form (spec §7 /contact-us, /discount, /quote). */
export const CONTACT_MESSAGE_KINDS = ["contact", "discount", "quote"] as const;
export type TContactMessageKind = (typeof CONTACT_MESSAGE_KINDS)[number];

/** Spec §2: the contact-us tab's subject list of 9 options (stable ids; labels in the catalogs). */
export const CONTACT_SUBJECTS = [
  "quote",
  "order",
  "tracking",
  "pickup",
  "delivery_problem",
  "damage_or_loss",
  "invoice_payment",
  "account",
  "other",
] as const;
export type TContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Spec §9: extra discounts of 10, 20 or 30 % for large accounts. */
export const EXTRA_DISCOUNT_PERCENTS = [10, 20, 30] as const;
export type TExtraDiscountPercent = (typeof EXTRA_DISCOUNT_PERCENTS)[number];

/** Spec §9: a quote request is for large shipments, above 20 parcels or 2,000 kg. */
export const LARGE_QUOTE_MIN_PARCELS_ABOVE = 20;
export const LARGE_QUOTE_MIN_KG_ABOVE = 2000;

/**
 * Field limits of the contact forms: the spec §5 contact form's (company, name, e-mail, address
 * lines, postcode, city, phone); the message box and the figures of the discount and quote tabs
 * are ours (the spec gives none), large enough for a real request and bounded for storage.
 */
export const CONTACT_US_LIMITS = {
  ...CONTACT_LIMITS,
  messageMin: 10,
  messageMax: 2000,
  /** Shipments a month announced on the discount tab. */
  monthlyShipmentsMax: 1_000_000,
  /** Parcels and total weight of a quote request (kg, 2 decimals). */
  parcelsMax: 100_000,
  weightKgMax: 1_000_000,
  /**
   * Spam control: the window in which one client address, or one sender e-mail, may send
   * RATE_LIMIT_CONTACT_MESSAGES messages (5 by default, apps/api config).
   */
  windowMinutes: 60,
} as const;

/**
 * Spec §9: the quote tab is for large shipments only; smaller ones are rated online. A request
 * above 20 parcels or above 2,000 kg in total passes.
 */
export function checkLargeQuote(quote: { parcels: number; weight_kg: number }): TFormIssue[] {
  if (quote.parcels > LARGE_QUOTE_MIN_PARCELS_ABOVE || quote.weight_kg > LARGE_QUOTE_MIN_KG_ABOVE) return [];
  return [{ code: "contact.quote_too_small", path: ["parcels"] }];
}
