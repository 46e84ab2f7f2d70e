import { CURRENCIES } from "@ship/domain";
import { z } from "zod";
import { successEnvelope } from "./envelope.ts";

/**
 * Payment of an order (spec §2 step 4, §3 Payment state / Payment, §4 payment display): the shapes
 * the payment endpoints share (their bodies and answers are in endpoints/payment.ts,
 * redirect-payment.ts, payment-transaction.ts, sandbox-notification.ts, stripe-notification.ts).
 * Amounts are integer cents in the order's currency.
 */

const ZId = z.string().min(1).max(64);
/** Which order is paid (spec §7: shipment_id, order_id): body fields. */
export const paymentOrderFields = { shipment_id: ZId, order_id: ZId };

/**
 * A transaction id as it travels in URLs (#/{lang}/order-payment-ok/{crypted_transaction_id}):
 * encrypted and authenticated, bound to its order and owner (decision 010).
 */
export const ZCryptedTransactionId = z
  .string()
  .min(40)
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/);

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
  /** 'Pay later' is refused: what the account owes on it would pass its limit (domain invoice-terms). */
  deferred_limit_reached: z.boolean(),
  /** The account has orders on 'Pay later' still owed (spec §4 unpaid invoices warning). */
  warning_unpaid: z.boolean(),
  /** How many (singular/plural message). */
  nb_unpaid: z.number().int(),
  payment_method: z.literal("credit_card"),
});
export type TPaymentState = z.infer<typeof ZPaymentState>;

/** The answer to a provider's notification (sandbox or Stripe). */
export const ZPaymentNotificationResponse = successEnvelope({
  /** The notification was seen before: nothing changed. */
  duplicate: z.boolean(),
});
