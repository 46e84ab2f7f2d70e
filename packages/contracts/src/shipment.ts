import { CARRIER_CODES, CURRENCIES, LABEL_FORMATS, SHIPPING_METHODS } from "@ship/domain";
import { z } from "zod";
import { successEnvelope } from "./envelope.ts";

/**
 * The shipment after payment (spec §2 step 5 confirmation, §4 ship status, cancellation and
 * tracking; §7 POST /order, POST /ship, GET /track_shipment/{id}, GET /cancel_shipment/{id}):
 * what several of their endpoints share (endpoints/*.ts hold each one's own schemas, decision 027).
 * Amounts are integer cents in the order's currency.
 */

/** A shipment's public id: random and URL-safe, so it cannot be guessed from another one. */
export const ZShipmentPublicId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Spec §4 ship statuses. */
export const SHIPMENT_STATUSES = ["Created", "Validated", "Pickuped", "Delivered", "Cancelled"] as const;
export const ZShipmentStatus = z.enum(SHIPMENT_STATUSES);
export type TShipmentStatusName = z.infer<typeof ZShipmentStatus>;

/**
 * Numeric status of the legacy screens: spec §4 fixes 2 = Validated (shows Tracking and Cancel);
 * the others follow the order of the spec's list.
 */
export const SHIPMENT_STATUS_CODES: Record<TShipmentStatusName, number> = {
  Created: 1,
  Validated: 2,
  Pickuped: 3,
  Delivered: 4,
  Cancelled: 5,
};

/** How the order was settled: card, prepaid credit, deferred (pro 'Pay later') or nothing to pay. */
export const ZSettlementMethod = z.enum(["credit_card", "credit", "deferred", "free"]);
export type TSettlementMethod = z.infer<typeof ZSettlementMethod>;

const ZPartySummary = z.object({
  name: z.string(),
  company: z.string(),
  city: z.string(),
  postcode: z.string(),
  country_code: z.string(),
});

/** The confirmation screen's shipment (spec §2 step 5); also GET /shipments/{id}. */
export const ZShipmentConfirmation = z.object({
  id: ZShipmentPublicId,
  status: ZShipmentStatus,
  /** 2 = Validated: Tracking and Cancel are offered. */
  status_code: z.number().int(),
  carrier_code: z.enum(CARRIER_CODES),
  carrier_name: z.string(),
  service_code: z.string(),
  service_name: z.string(),
  /** One per parcel, in the carrier's format with its check digit. */
  tracking_numbers: z.array(z.string()),
  tracking_url: z.string().nullable(),
  label_format: z.enum(LABEL_FORMATS),
  shipping_method: z.enum(SHIPPING_METHODS),
  /** YYYY-MM-DD. */
  shipment_date: z.string(),
  expected_delivery_date: z.string(),
  ship_from: ZPartySummary,
  ship_to: ZPartySummary,
  /** Spec §3 dropoff_to: the relay point the parcel is delivered to; null for a door delivery. */
  relay_point: z
    .object({
      id: z.string(),
      name: z.string(),
      address1: z.string(),
      postcode: z.string(),
      city: z.string(),
      country_code: z.string(),
      /** Where it is, for the confirmation's still map. */
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullable(),
  price: z.object({
    currency: z.enum(CURRENCIES),
    /** The offer's price including tax. */
    price_ti: z.number().int(),
    insurance: z.number().int(),
    /** The order page's voucher (0 without one). */
    voucher_discount: z.number().int(),
    /** What was charged: price_ti + insurance - voucher_discount. */
    total: z.number().int(),
  }),
  payment_method: ZSettlementMethod,
  /** Download links under /api/v4 (owner only); null when the shipment has no such document. */
  documents: z.object({
    label_url: z.string(),
    /** Only when customs apply (spec §5). */
    proforma_url: z.string().nullable(),
    invoice_url: z.string().nullable(),
    /** Personal effects sent abroad worth more than $150 (spec §5): the sender's declaration. */
    personal_effects_url: z.string().nullable(),
  }),
  invoice_number: z.string().nullable(),
  /** Validated and not yet picked up: Cancel is offered (after confirmation). */
  cancellable: z.boolean(),
  /** ISO date-time. */
  created_at: z.string(),
});
export type TShipmentConfirmation = z.infer<typeof ZShipmentConfirmation>;

export const ZShipmentResponse = successEnvelope({ shipment: ZShipmentConfirmation });
export type TShipmentResponse = z.infer<typeof ZShipmentResponse>;

/** Routes addressed by a shipment's public id. */
export const ZShipmentParams = z.strictObject({ id: ZShipmentPublicId });

/**
 * GET (compatibility, same-site only) and POST /cancel_shipment/{id}: 'Shipment Canceled'.
 * A refusal is the error envelope with 'Error, impossible to cancel the shipment'.
 */
/**
 * What a cancellation gave back (issue 16), in integer cents of `currency`: to the card it was paid
 * with (the bank shows it within a few business days), to the prepaid credit (usable at once), and
 * no longer owed on a 'Pay later' invoice (the cancellation's credit note).
 */
export const ZRefundSummary = z.object({
  currency: z.enum(["EUR", "USD"]),
  card_cents: z.number().int().nonnegative(),
  credit_cents: z.number().int().nonnegative(),
  invoice_cents: z.number().int().nonnegative(),
});
export type TRefundSummaryResponse = z.infer<typeof ZRefundSummary>;
export const ZCancelShipmentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  refund: ZRefundSummary,
});
export type TCancelShipmentResponse = z.infer<typeof ZCancelShipmentResponse>;

/**
 * A signed document link's query (issue 16): its end (seconds since 1970) and its signature. With
 * both, the document opens without the session that ordered; a wrong or expired one is not_found.
 */
export const ZSignedLinkQuery = {
  expires: z.coerce.number().int().positive().max(99_999_999_999).optional(),
  sig: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
};
