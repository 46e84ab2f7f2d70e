import { randomUUID } from "node:crypto";
import { type TSandboxNotification, ZSandboxNotification } from "@ship/contracts";
import { SIGNATURE_HEADER, signNotification, verifyNotificationSignature } from "./notification-signature.ts";
import type { TPaymentProvider } from "./payment-provider.ts";
import type { TNotificationEvent } from "./payment-repository.ts";

/** The sandbox's test cards (card numbers without spaces) and what they do. */
export const SANDBOX_CARDS = {
  success: "4242424242424242",
  decline: "4000000000000002",
} as const;

export const SANDBOX_PAGE_PATH = "/sandbox-pay";

/**
 * The default provider: a test card page served by this API (sandbox-page-routes.ts) that
 * notifies the API like a real provider would, signed with PAYMENT_NOTIFY_SECRET.
 */
export function createSandboxProvider(options: { notifySecret: string; publicUrl: string | undefined }) {
  const { notifySecret } = options;
  return {
    name: "sandbox" as const,

    async startPayment({ token, lang }) {
      return { url: `${options.publicUrl ?? ""}${SANDBOX_PAGE_PATH}/${token}?lang=${lang}` };
    },

    verifyNotification({ rawBody, headers, now }) {
      const header = headers[SIGNATURE_HEADER];
      if (typeof header !== "string") return undefined;
      if (!verifyNotificationSignature(notifySecret, rawBody, header, now)) return undefined;
      const parsed = ZSandboxNotification.safeParse(JSON.parse(rawBody));
      if (!parsed.success) return undefined;
      return {
        eventId: parsed.data.event_id,
        transactionId: parsed.data.transaction_id,
        outcome: parsed.data.outcome,
        amount: parsed.data.amount,
        currency: parsed.data.currency,
      } satisfies TNotificationEvent;
    },

    /** Test cards move no money: a refund is done at once (its id names the transaction). */
    async refund({ transaction, idempotencyKey }) {
      return { reference: `sandbox_refund_${transaction.id}_${idempotencyKey}` };
    },

    /** The notification the card page sends for an outcome: its raw body and signature header. */
    buildNotification(
      payment: Omit<TSandboxNotification, "event_id">,
      now: Date,
    ): { rawBody: string; signature: string } {
      const rawBody = JSON.stringify({ event_id: randomUUID(), ...payment } satisfies TSandboxNotification);
      return { rawBody, signature: signNotification(notifySecret, rawBody, now) };
    },
  } satisfies TPaymentProvider & Record<string, unknown>;
}
export type TSandboxProvider = ReturnType<typeof createSandboxProvider>;
