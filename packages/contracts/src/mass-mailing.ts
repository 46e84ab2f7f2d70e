import {
  CARRIER_CODES,
  CURRENCIES,
  MASS_MAILING_LIMITS as L,
  LANGS,
  MASS_MAILING_PRIORITIES,
  SHIPMENT_REASONS,
  SHIPPING_METHODS,
  type TLang,
  type TMassMailingIssue,
  UNIT_SYSTEMS,
} from "@ship/domain";
import { z } from "zod";
import { successEnvelope } from "./envelope.ts";
import { formatErrorMessage } from "./messages/index.ts";
import { ZContactId, ZShipToContactAddress } from "./ship-to-contact.ts";

/**
 * Mass mailing (issue 14; spec §2 mass-mailing, -upload, -offer, -order-confirm and the payment
 * routes, §5 rules, §7 /mass-mailing/*; decision 043): the shapes its endpoints share. A mass
 * mailing ("order" in the spec) is named by a random public id; its recipients by their own random
 * ids (the spec's "shipment" of POST /mass-mailing/delete). Amounts are integer cents.
 */

const ZFlag = z.union([z.literal(0), z.literal(1)]);
/** Typed text ("2,5") or a number: domain's checkMassMailing parses and checks it (spec §5). */
const ZTyped = z.union([z.number(), z.string().max(40)]);

/** A public id (mass mailing or recipient): random and URL-safe. */
export const ZMassMailingId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ZMassParcelInput = z.strictObject({
  number: ZTyped.nullable().default(1),
  weight: ZTyped.nullable(),
  x: ZTyped.nullable(),
  y: ZTyped.nullable(),
  z: ZTyped.nullable(),
});
export type TMassParcelInputBody = z.input<typeof ZMassParcelInput>;

/** 'HH:MM' (spec §9 pickup times, every 15 minutes). */
const ZClock = z.string().regex(/^\d{2}:\d{2}$/);

/**
 * The shared shipment settings (issue 14: type, stackable, parcels, unit, priority, preferred
 * carriers, content, origin, insurance, drop-off or pickup with ready and close times, the date).
 * The sender is the account's address unless `sender` is given; its country is the origin.
 */
export const ZMassMailingSettings = z.strictObject({
  shipment_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  /** Pallets only. */
  stackable: ZFlag.default(0),
  parcels: z.array(ZMassParcelInput).min(1).max(L.parcelLines),
  unit: z.enum(UNIT_SYSTEMS).default("fr"),
  /** Which offer is chosen per recipient. */
  priority: z.enum(MASS_MAILING_PRIORITIES).default("cheapest"),
  /** Carriers to choose from; empty: all. */
  preferred_carrier_groups: z.array(z.enum(CARRIER_CODES)).max(CARRIER_CODES.length).default([]),
  reason: z.enum(SHIPMENT_REASONS).default("commercial"),
  /** Required, at most 35 (checked with the row rules, spec §5). */
  content: z.string().max(200).default(""),
  /** Declared value as typed: required, up to 2 decimals, at most 32 characters. */
  value: ZTyped.nullable().default(null),
  currency: z.enum(CURRENCIES).default("EUR"),
  insurance: ZFlag.default(0),
  /** Absent: the account's own address. Its country_code is the origin country. */
  sender: ZShipToContactAddress.optional(),
  shipping_method: z.enum(SHIPPING_METHODS).default("dropoff"),
  /** Pickup only: ready and close times. */
  ready_time: ZClock.optional(),
  close_time: ZClock.optional(),
  /** Year-month-day: today up to 15 days ahead (a past date becomes today). */
  shipment_date: z.string().max(10),
});
export type TMassMailingSettingsInput = z.input<typeof ZMassMailingSettings>;
export type TMassMailingSettings = z.output<typeof ZMassMailingSettings>;

/** Who a recipient is, as the offers table shows it. */
export const ZMassRecipientContact = z.object({
  /** The address book's contact; null for a row of an uploaded file. */
  contact_id: z.number().int().nullable(),
  name: z.string(),
  company: z.string(),
  address1: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_code: z.string(),
});

/** The offer chosen for one recipient (copied from the rating: the price shown is the price paid). */
export const ZMassChosenOffer = z.object({
  carrier_code: z.enum(CARRIER_CODES),
  carrier_name: z.string(),
  service_code: z.string(),
  service_name: z.string(),
  logo: z.string(),
  is_express: ZFlag,
  price_te: z.number().int(),
  price_ti: z.number().int(),
  currency: z.enum(CURRENCIES),
  shipment_date: z.string(),
  expected_delivery_date: z.string(),
  /** 'HH:MM'; 23:00 or later reads "during the day". */
  delivery_time: z.string(),
  transit_days: z.number().int(),
});
export type TMassChosenOffer = z.infer<typeof ZMassChosenOffer>;

/**
 * A recipient's shipping outcome: waiting (not shipped yet), shipped (its shipment exists),
 * refused (the carrier refused it: not charged), removed (deleted before payment), no_offer (no
 * carrier offers it: never charged).
 */
export const MASS_RECIPIENT_STATUSES = ["waiting", "shipped", "refused", "removed", "no_offer"] as const;
export const ZMassRecipientStatus = z.enum(MASS_RECIPIENT_STATUSES);

export const ZMassRecipient = z.object({
  /** The recipient's id: the spec's `shipment` of POST /mass-mailing/delete. */
  id: ZMassMailingId,
  /** 1-based position in the list (or the file's row): the row the errors name. */
  row: z.number().int(),
  contact: ZMassRecipientContact,
  /** Billable weight of its parcels (spec §5: max of real and L x W x H / 5000), grams. */
  billable_grams: z.number().int(),
  offer: ZMassChosenOffer.nullable(),
  /** Why there is no offer (code and translated message), else null. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  status: ZMassRecipientStatus,
  /** Once shipped: the shipment's public id (GET /shipments/{id}/label for its own label). */
  shipment_id: z.string().nullable(),
  tracking_numbers: z.array(z.string()),
});
export type TMassRecipient = z.infer<typeof ZMassRecipient>;

/** What the kept recipients cost (those with an offer, not removed), in the mailing's currency. */
export const ZMassMailingTotals = z.object({
  /** Recipients that will be shipped and paid. */
  count: z.number().int(),
  price_te: z.number().int(),
  price_ti: z.number().int(),
  currency: z.enum(CURRENCIES),
});
export type TMassMailingTotals = z.infer<typeof ZMassMailingTotals>;

/**
 * draft: rated, recipients can be removed; paying: a card payment is open; paid: settled, the
 * batch is queued; shipping: the batch job is making the shipments; done: every recipient shipped
 * or refused (and refunded).
 */
export const MASS_MAILING_STATUSES = ["draft", "paying", "paid", "shipping", "done"] as const;
export const ZMassMailingStatus = z.enum(MASS_MAILING_STATUSES);

export const ZMassMailing = z.object({
  order: ZMassMailingId,
  status: ZMassMailingStatus,
  priority: z.enum(MASS_MAILING_PRIORITIES),
  totals: ZMassMailingTotals,
  /** How it was paid once settled: card, credit or deferred (professional 'Pay later'). */
  payment_method: z.enum(["credit_card", "credit", "deferred"]).nullable(),
  /** Refunded to the card or the credit for refused recipients, cents. */
  refunded: z.number().int(),
  counts: z.object({
    recipients: z.number().int(),
    shipped: z.number().int(),
    refused: z.number().int(),
    waiting: z.number().int(),
  }),
  /** Relative to /api/v4: the whole batch's labels (PDF, ZPL), once at least one is shipped. */
  labels: z.object({ pdf: z.string(), zpl: z.string() }).nullable(),
  recipients: z.array(ZMassRecipient),
  created_at: z.string(),
});
export type TMassMailing = z.infer<typeof ZMassMailing>;

export const ZMassMailingResponse = successEnvelope({ data: ZMassMailing });
export type TMassMailingResponse = z.infer<typeof ZMassMailingResponse>;

export const ZMassMailingParams = z.strictObject({ order: ZMassMailingId });

/** The multipart fields of POST /mass-mailing/upload (spec §7: file, uid, shipment). */
export const MASS_UPLOAD_FIELDS = { file: "file", uid: "uid", shipment: "shipment" } as const;

/** Ids the rating accepts (the address book's contacts of the caller). */
export const ZMassContactIds = z.array(ZContactId).max(L.recipients);

/** A rule problem as the envelope carries it: the field under its row, the translated message. */
export function massIssueField(issue: TMassMailingIssue): string {
  return issue.row === null ? `shipment.${issue.field}` : `recipients.${issue.row}.${issue.field}`;
}

/** The message of a rule problem in a language (the row's number is in the row codes' params). */
export function formatMassIssue(lang: TLang, issue: TMassMailingIssue): string {
  const text = formatErrorMessage(lang, issue.code, issue.params);
  return issue.row === null ? text : formatErrorMessage(lang, "mass_mailing.row", { row: issue.row, text });
}

/** Languages of the payment return screens. */
export const ZMassOriginLang = z.enum(LANGS).optional();
