/**
 * The prepaid credit ledger (decision 016), its rules and references; its statements are in
 * credit-repository.ts. Every change of a balance, in the caller's database
 * transaction: lock the user's balance row, refuse a duplicate (reason, reference), refuse to go
 * below zero, then update the balance and append the movement together. The lock makes concurrent
 * debits of one user take turns, so 50 orders paid at once from one balance never overdraw it; the
 * CHECK (balance_cents >= 0) and the unique (reason, reference) back it up in the database itself.
 */

export type TCreditReason = "top_up" | "order" | "refund" | "bonus";
export type TMoveResult = "applied" | "duplicate" | "insufficient";

/** Credit is held in euros (spec §9 top-ups of 100 or 300 euros): it pays orders in EUR only. */
export const CREDIT_CURRENCY = "EUR";

/** The smallest card charge: card networks refuse tiny ones (Stripe: 0.50 in EUR and USD). */
export const MIN_CARD_CENTS = 50;

/**
 * How much of a total the credit pays: all of it when the balance covers it, else as much as it
 * can while leaving the card at least MIN_CARD_CENTS (a 0.20 card charge would be refused).
 */
export function creditPartOf(balance: number, total: number): number {
  const available = Math.max(balance, 0);
  if (available >= total) return total;
  return Math.max(0, Math.min(available, total - MIN_CARD_CENTS));
}

/** The ledger reference of the credit part of a partial card payment. */
export const transactionReference = (transactionId: string) => `transaction:${transactionId}`;
/** The ledger reference of an order paid (or refunded) from credit as a whole. */
export const orderReference = (shipmentId: string) => `order:${shipmentId}`;
