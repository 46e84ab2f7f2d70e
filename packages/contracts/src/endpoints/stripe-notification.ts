import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZPaymentNotificationResponse } from "../payment.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * A Stripe webhook event as it arrives (only its envelope is checked here: the signature over the
 * raw body is what makes it trusted, and the SDK reads the rest).
 */
export const ZStripeWebhookEvent = z.looseObject({
  id: z.string().min(1).max(255),
  object: z.literal("event"),
  type: z.string().min(1).max(255),
});

/** Decision 010: with PAYMENT_PROVIDER=stripe, Stripe's webhook is the payment's source of truth. */
export const stripeNotificationEndpoint = defineEndpoint({
  method: "POST",
  path: "/payment/notify/stripe",
  tags: ["payment"],
  summary: "Stripe webhook (PAYMENT_PROVIDER=stripe): Checkout Session events, the source of truth",
  description:
    "Verified with the Stripe SDK's constructEvent over the raw body and the stripe-signature " +
    "header (STRIPE_WEBHOOK_SECRET, 300 s tolerance): a wrong signature answers 400 " +
    "payment.invalid_signature. checkout.session.completed (paid), async_payment_succeeded, " +
    "async_payment_failed (declined) and expired (cancelled) are applied once by event id; " +
    "other events are acknowledged and change nothing.",
  query: ZLangQuery,
  body: ZStripeWebhookEvent,
  response: ZPaymentNotificationResponse,
  errors: {
    // A wrong or stale signature, beside the validation.* codes (a body that is not JSON among them).
    400: ["payment.invalid_signature"],
    // Stripe is not the configured provider, or the transaction is unknown.
    404: ["not_found"],
    409: ["payment.amount_mismatch"],
  },
  signedNotification: true,
});
