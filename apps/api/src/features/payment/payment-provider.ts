import type { TLang } from "@ship/domain";
import type { TNotificationEvent, TTransaction } from "./payment-repository.ts";

/** A valid notification that changes no transaction (a Stripe event type we do not act on). */
export type TIgnoredNotification = { ignored: true; eventId: string };

/**
 * A card payment provider (decision 010). The browser is sent to the provider's page; the outcome
 * reaches the API only through the provider's signed server-to-server notification.
 */
export type TPaymentProvider = {
  readonly name: "sandbox" | "stripe";
  /**
   * The page where the customer pays this transaction; `token` is its crypted id. A provider that
   * creates the payment on its side first (Stripe Checkout) answers its own id as `reference`,
   * and finds it again with `existingReference` when the customer comes back to pay.
   */
  startPayment(args: {
    token: string;
    lang: TLang;
    transaction: TTransaction;
  }): Promise<{ url: string; reference?: string }>;
  /**
   * The event of a notification whose signature covers exactly this raw body, or undefined when
   * the signature is missing, wrong or too old.
   */
  verifyNotification(args: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
    now: Date;
  }): TNotificationEvent | TIgnoredNotification | undefined;
  /**
   * Gives back `amount` cents of a paid transaction to the card. The same idempotency key never
   * refunds twice. Answers the provider's refund id.
   */
  refund?(args: {
    transaction: TTransaction;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ reference: string }>;
};
