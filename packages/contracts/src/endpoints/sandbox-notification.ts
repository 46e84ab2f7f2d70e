import { CURRENCIES } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZPaymentNotificationResponse } from "../payment.ts";
import { ZLangQuery } from "../reference.ts";

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
  transaction_id: z.string().min(1).max(64),
  outcome: z.enum(["paid", "declined", "cancelled"]),
  amount: z.number().int().positive(),
  currency: z.enum(CURRENCIES),
});
export type TSandboxNotification = z.infer<typeof ZSandboxNotification>;

/** Decision 010: the provider's notification is the payment's source of truth. */
export const sandboxNotificationEndpoint = defineEndpoint({
  method: "POST",
  path: "/payment/notify/sandbox",
  tags: ["payment"],
  summary: "Server-to-server notification of the sandbox card page (the source of truth)",
  description:
    "Signed with HMAC-SHA256 over '{t}.{raw body}' in x-sandbox-signature: t={unix seconds}," +
    "v1={hex}; refused (400 payment.invalid_signature) when wrong or older than 300 s. Applied once: " +
    "the same event_id again answers duplicate true and changes nothing.",
  query: ZLangQuery,
  body: ZSandboxNotification,
  response: ZPaymentNotificationResponse,
  errors: {
    // A wrong or stale signature, beside the validation.* codes (a body that is not JSON among them).
    400: ["payment.invalid_signature"],
    // Another provider is configured, or the transaction is unknown.
    404: ["not_found"],
    409: ["payment.amount_mismatch"],
    // Payments are off (no PAYMENT_PROVIDER).
    503: ["payment.not_configured"],
  },
  signedNotification: true,
});
