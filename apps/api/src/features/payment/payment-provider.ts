import type { TLang } from "@ship/domain";
import type { TNotificationEvent } from "./payment-repository.ts";

/**
 * A card payment provider (decision 010). The browser is sent to the provider's page; the outcome
 * reaches the API only through the provider's signed server-to-server notification.
 */
export type TPaymentProvider = {
  readonly name: "sandbox";
  /** The page where the customer pays this transaction; `token` is its crypted id. */
  redirectUrl(args: { token: string; lang: TLang }): string;
  /**
   * The event of a notification whose signature covers exactly this raw body, or undefined when
   * the signature is missing, wrong or too old.
   */
  verifyNotification(args: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
    now: Date;
  }): TNotificationEvent | undefined;
};
