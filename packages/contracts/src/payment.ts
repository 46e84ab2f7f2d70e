import { CURRENCIES, LANGS } from "@ship/domain";
import { z } from "zod";
import { successEnvelope } from "./envelope.ts";

/**
 * Payment of an order (spec §2 step 4, §3 Payment state / Payment, §4 payment display; §7
 * POST /payment, POST /redirect_payment). Amounts are integer cents in the order's currency.
 */

const ZId = z.string().min(1).max(64);
const ZOrderRef = { shipment_id: ZId, order_id: ZId };

/**
 * A transaction id as it travels in URLs (#/{lang}/order-payment-ok/{crypted_transaction_id}):
 * encrypted and authenticated, bound to its order and owner (decision 010).
 */
export const ZCryptedTransactionId = z
  .string()
  .min(40)
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/);

/** POST /payment: what the payment block of the order shows (spec §3 Payment state). */
export const ZPaymentBody = z.strictObject({
  ...ZOrderRef,
  /** The screen to come back to (spec §7 origin_url), kept by the web app. */
  origin_url: z.string().max(255).optional(),
});
export type TPaymentBody = z.input<typeof ZPaymentBody>;

export const ZPaymentStatus = z.enum(["unpaid", "pending", "paid"]);

export const ZPaymentState = z.object({
  /** unpaid: no card payment under way; pending: sent to the card page; paid: notified paid. */
  status: ZPaymentStatus,
  currency: z.enum(CURRENCIES),
  /** The order's total including tax and insurance. */
  amount_total: z.number().int(),
  /**
   * Prepaid credit of the account (spec §3 balance), euro cents; 0 for a visitor. It pays orders in
   * EUR: all of the total (nothing_to_pay) or part of it (partial_payment). Decision 016.
   */
  balance: z.number().int(),
  balanceAbs: z.number().int(),
  /** What the card is charged: total minus the credit used. */
  amount_to_pay: z.number().int(),
  /** Nothing left to pay (credit covers it, or already settled): confirm only, no card. */
  nothing_to_pay: z.boolean(),
  /** Part of the total comes from the credit account. */
  partial_payment: z.boolean(),
  /** The rest is paid by card. */
  pay_balance: z.boolean(),
  /** Professional accounts may choose 'Pay later' (spec §6). */
  deferred_payment: z.boolean(),
  /** With deferred_payment: where 'Pay later' confirms (POST with pay_later: true); else null. */
  deferred_url: z.string().nullable(),
  /** The account has orders on 'Pay later' still owed (spec §4 unpaid invoices warning). */
  warning_unpaid: z.boolean(),
  /** How many (singular/plural message). */
  nb_unpaid: z.number().int(),
  payment_method: z.literal("credit_card"),
});
export type TPaymentState = z.infer<typeof ZPaymentState>;

export const ZPaymentResponse = successEnvelope({ payment: ZPaymentState });
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

/** POST /redirect_payment: opens (or finds again) the card payment of the order. */
export const ZRedirectPaymentBody = z.strictObject({
  ...ZOrderRef,
  /** Language of the card page and of the screens the browser comes back to (spec §7 origin_lang). */
  origin_lang: z.enum(LANGS).optional(),
});
export type TRedirectPaymentBody = z.input<typeof ZRedirectPaymentBody>;

export const ZRedirectPaymentResponse = successEnvelope({
  /** Where the browser goes to pay (the provider's page). */
  redirect_url: z.string(),
  transaction_id: ZCryptedTransactionId,
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
});
export type TRedirectPaymentResponse = z.infer<typeof ZRedirectPaymentResponse>;

/** GET /payment/transaction/{crypted_transaction_id}: what the success page reads (never the URL). */
export const ZPaymentTransactionParams = z.strictObject({ crypted_transaction_id: ZCryptedTransactionId });

export const ZPaymentTransactionResponse = successEnvelope({
  transaction: z.object({
    status: z.enum(["pending", "paid", "declined", "cancelled", "replaced"]),
    shipment_id: z.string(),
    order_id: z.string(),
    amount: z.number().int(),
    currency: z.enum(CURRENCIES),
    paid_at: z.string().nullable(),
  }),
});
export type TPaymentTransactionResponse = z.infer<typeof ZPaymentTransactionResponse>;

/**
 * The sandbox provider's server-to-server notification, signed with HMAC-SHA256 over
 * "{timestamp}.{raw body}" in the header x-sandbox-signature: t={timestamp},v1={hex}.
 */
export const ZSandboxNotification = z.strictObject({
  /** Unique per notification: the same id delivered again is recorded once. */
  event_id: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  transaction_id: ZId,
  outcome: z.enum(["paid", "declined", "cancelled"]),
  amount: z.number().int().positive(),
  currency: z.enum(CURRENCIES),
});
export type TSandboxNotification = z.infer<typeof ZSandboxNotification>;

/**
 * A Stripe webhook event as it arrives (only its envelope is checked here: the signature over the
 * raw body is what makes it trusted, and the SDK reads the rest).
 */
export const ZStripeWebhookEvent = z.looseObject({
  id: z.string().min(1).max(255),
  object: z.literal("event"),
  type: z.string().min(1).max(255),
});

export const ZPaymentNotificationResponse = successEnvelope({
  /** The notification was seen before: nothing changed. */
  duplicate: z.boolean(),
});
