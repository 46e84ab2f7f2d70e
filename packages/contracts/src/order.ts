import {
  CURRENCIES,
  CUSTOMS_LIMITS,
  ORDER_FORM_LIMITS as L,
  LABEL_FORMATS,
  ORDER_EXTRA_LIMITS,
  SHIPMENT_REASONS,
  SHIPPING_METHODS,
} from "@ship/domain";
import { z } from "zod";
import { ZOffer, ZRatedShipment } from "./rating.ts";
import { ZDropOffLocation, ZDropOffToInput } from "./relay-points.ts";

/**
 * Order in progress (spec §2 step 3, §3 Shipping info, §4 Order, §5 order form; §7 POST /offer/select,
 * POST /update-shipment). These schemas fix the shapes and the spec's field limits, so the form and
 * the API refuse the same input; rules that need the rated shipment (company when pro, phone of the
 * country, 'Documents', pickup allowed, dates) are checked by the API.
 */

const ZFlag = z.union([z.literal(0), z.literal(1)]);
const ZId = z.string().min(1).max(64);
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);
const optional = (max: number) => text(max).default("");

/** Which rating and which offer of it (spec §7: shipment_id, order_id, offer_id): body fields. */
export const orderKeyFields = { shipment_id: ZId, order_id: ZId, offer_id: ZId };

/** One end of the shipment on the order form (spec §3 ship_from / ship_to, §5 limits). */
export const ZOrderAddressInput = z.strictObject({
  /** Required when the address is a business one (the quote's 'pro' tick). */
  company: optional(L.company),
  name: required(L.name),
  phone: required(L.phone),
  email: required(L.email).pipe(z.email()),
  address1: required(L.address),
  address2: optional(L.address),
  address3: optional(L.address),
  /** Must stay the rated postcode (a new postcode is a new quote). */
  postcode: required(L.postcode),
  city: required(L.city),
});
export type TOrderAddressInput = z.input<typeof ZOrderAddressInput>;

/** One goods row of the customs table (spec §3 duties, §5): unit price as typed, up to 2 decimals. */
export const ZDutyRowInput = z.strictObject({
  desc: required(CUSTOMS_LIMITS.description),
  /** Manufacture country, ISO 3166-1 alpha-2. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase()),
  qty: z.coerce.number().int().min(1).max(CUSTOMS_LIMITS.maxQuantity),
  unit_price: z.union([z.number(), z.string().max(L.declaredValue)]),
  currency: z.enum(CURRENCIES).default("EUR"),
});
export type TDutyRowInput = z.input<typeof ZDutyRowInput>;

/** Spec §3 Shipping info (the relay point's dropoff_to is added by the relay-point feature). */
export const ZShippingInfoInput = z.strictObject({
  ship_from: ZOrderAddressInput,
  ship_to: ZOrderAddressInput,
  /**
   * Reason and content: required, except on a brand without the shipment_info block (spec §1),
   * where they do not exist (refused when sent) and are stored as "commercial" and "Goods".
   */
  reason: z.enum(SHIPMENT_REASONS).optional(),
  content: required(L.content).optional(),
  /**
   * Declared value as typed ("120", "99,90"): required with insurance, up to 2 decimals. Value and
   * insurance do not exist on a brand without the shipment_value block (refused when sent).
   */
  value: z.union([z.number(), z.string().max(L.declaredValue)]).optional(),
  currency: z.enum(CURRENCIES).default("EUR"),
  insurance: ZFlag.default(0),
  shipping_method: z.enum(SHIPPING_METHODS),
  /** Year-month-day; a past date is reset to today, at most 15 days ahead. */
  shipment_date: z.string().max(10).optional(),
  /** 'HH:MM' every 15 minutes (spec §9); defaults 11:00 and 17:00 when pickup is chosen. */
  ready_time: z.string().max(5).optional(),
  close_time: z.string().max(5).optional(),
  label_format: z.enum(LABEL_FORMATS).default("PDF"),
  notes: optional(L.notes),
  /** Own reference (spec §3 customer_code). */
  customer_code: optional(L.ownReference),
  hazardous: ZFlag,
  terms: ZFlag,
  /** Customs goods rows: at least one when the offer needs customs (spec §5), else ignored. */
  duties: z.array(ZDutyRowInput).max(CUSTOMS_LIMITS.maxRows).default([]),
  /** Duties paid by the sender or a third party instead of the recipient (spec §5 duty payment). */
  duty_payment_third_party: ZFlag.default(0),
  duty_account_number: optional(ORDER_EXTRA_LIMITS.dutyAccountNumber),
  duty_account_postcode: optional(ORDER_EXTRA_LIMITS.dutyPostcode),
  duty_account_country: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/)
    .transform((code) => code.toUpperCase())
    .default(""),
  /** Personal effects abroad: pro-forma remarks and the sender's passport number (spec §5). */
  remarks: optional(ORDER_EXTRA_LIMITS.remarks),
  passport_number: optional(ORDER_EXTRA_LIMITS.passportNumber),
  /** Operator-defined voucher code (spec §5: at most 50 characters). */
  voucher: optional(ORDER_EXTRA_LIMITS.voucher),
  /**
   * Spec §3 dropoff_to: the id of a relay point from POST /dropofflocation. Required when the offer
   * delivers to a collection point, refused otherwise; the API re-reads the point from the carrier.
   */
  dropoff_to: ZDropOffToInput.optional(),
  /**
   * Spec §3 add_address1_to_contact / add_address2_to_contact: add the sender (1) or the recipient
   * (2) to the caller's contacts, in the transaction that saves the shipping info, once (the same
   * name, postcode and first line is not added again). Logged-in users only; ignored for visitors.
   */
  add_address1_to_contact: ZFlag.default(0),
  add_address2_to_contact: ZFlag.default(0),
  /**
   * Spec §3 notification_recipient: e-mail the recipient when the shipment is made (1) or not (0);
   * absent, the account's shipment default decides (decision 051).
   */
  notification_recipient: ZFlag.optional(),
});
export type TShippingInfoInput = z.input<typeof ZShippingInfoInput>;
/** The shipping info after the contract's defaults (what a route handler receives). */
export type TShippingInfoFields = z.output<typeof ZShippingInfoInput>;

export const ZOrderAddress = z.object({
  company: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  country_code: z.string(),
  postcode: z.string(),
  city: z.string(),
  pro: ZFlag,
});

/** A customs goods row as stored: the unit price in integer cents of its currency. */
const ZStoredDutyRow = z.object({
  desc: z.string(),
  country: z.string(),
  qty: z.number().int(),
  unit_price: z.number().int(),
  currency: z.enum(CURRENCIES),
});

/** The shipping info as stored: checked, with the effective method, date and times. */
export const ZShippingInfo = z.object({
  ship_from: ZOrderAddress,
  ship_to: ZOrderAddress,
  reason: z.enum(SHIPMENT_REASONS),
  content: z.string(),
  /** Integer cents, or null when no value was declared. */
  declared_value: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  insurance: ZFlag,
  shipping_method: z.enum(SHIPPING_METHODS),
  shipment_date: z.string(),
  ready_time: z.string().nullable(),
  close_time: z.string().nullable(),
  label_format: z.enum(LABEL_FORMATS),
  notes: z.string(),
  customer_code: z.string(),
  hazardous: ZFlag,
  terms: ZFlag,
});
export type TShippingInfo = z.infer<typeof ZShippingInfo>;

/**
 * The order's shipping info with the customs, duty payment, personal effects and voucher fields
 * (migration 0010). A separate type so readers of the first slice's fields keep compiling.
 */
export const ZOrderShippingInfo = ZShippingInfo.extend({
  /** Goods rows with unit prices and row totals in integer cents (totals in euros). */
  duties: z.array(ZStoredDutyRow.extend({ total_eur: z.number().int() })),
  /** The customs table's total line, euro cents. */
  duties_total_eur: z.number().int(),
  /** US origin worth $2,500 or more: electronic export information needed (spec §5 warning). */
  eei_required: z.boolean(),
  duty_payment_third_party: ZFlag,
  duty_account_number: z.string(),
  duty_account_postcode: z.string(),
  duty_account_country: z.string(),
  remarks: z.string(),
  passport_number: z.string(),
  /** The accepted voucher code, '' without one. */
  voucher: z.string(),
  /** Spec §3 dropoff_to: the relay point as the carrier described it; null for a door delivery. */
  dropoff_to: ZDropOffLocation.nullable(),
  /** The order's notification_recipient; null or absent: the account's default (decision 051). */
  notification_recipient: ZFlag.nullable().optional(),
});
export type TOrderShippingInfo = z.infer<typeof ZOrderShippingInfo>;

/**
 * What the ship-to-contact page typed (issue 13 part 4, spec §2 ship to contact), kept with its
 * rating and copied onto the order chosen from it: the order page starts from these addresses and
 * this shipment info. Amounts in integer cents.
 */
export const ZOrderPrefill = ZShippingInfo.pick({
  ship_from: true,
  ship_to: true,
  reason: true,
  content: true,
  declared_value: true,
  currency: true,
  insurance: true,
}).extend({ duties: z.array(ZStoredDutyRow) });
export type TOrderPrefill = z.infer<typeof ZOrderPrefill>;

/** What the order form may offer for this offer (spec §2 step 3, §5, §9). */
export const ZOrderOptions = z.object({
  pickup_allowed: z.boolean(),
  dropoff_allowed: z.boolean(),
  /** The relay-point block shows when the offer delivers to a collection point. */
  delivery_to_collection_point: z.boolean(),
  /** Origin outside Europe, destination inside: the customs block shows (spec §5). */
  customs_required: z.boolean(),
  reasons: z.array(z.enum(SHIPMENT_REASONS)),
  label_formats: z.array(z.enum(LABEL_FORMATS)),
  currencies: z.array(z.enum(CURRENCIES)),
  ready_times: z.array(z.string()),
  close_times: z.array(z.string()),
  default_ready_time: z.string(),
  default_close_time: z.string(),
  /** First and last pickup dates (spec §5: today up to 15 days ahead). */
  min_date: z.string(),
  max_date: z.string(),
  /** Spec §5 duty payment: third party not allowed, UPS (postcode and country), or account only. */
  duty_third_party: z.enum(["not_allowed", "ups", "account"]),
});

/** Integer cents in the offer's currency. */
export const ZOrderPrice = z.object({
  currency: z.enum(CURRENCIES),
  offer_te: z.number().int(),
  offer_ti: z.number().int(),
  insurance: z.number().int(),
  /** The voucher's discount (0 without one). */
  voucher_discount: z.number().int(),
  /** offer_ti + insurance - voucher_discount, never below 0: what the payment charges. */
  total_ti: z.number().int(),
});

/** The order in progress: the chosen offer, its price, the options and the shipping info so far. */
export const ZOrderInProgress = z.object({
  shipment_id: z.string(),
  order_id: z.string(),
  shipment: ZRatedShipment,
  offer: ZOffer,
  price: ZOrderPrice,
  options: ZOrderOptions,
  shipping_info: ZOrderShippingInfo.nullable(),
  /** Chosen through POST /ship-to-contact/offer/{id}: what the ship-to-contact page typed, else null. */
  prefill: ZOrderPrefill.nullable(),
});
export type TOrderInProgress = z.infer<typeof ZOrderInProgress>;
