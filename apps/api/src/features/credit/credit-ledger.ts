/**
 * The prepaid credit ledger (decision 016), its rules and references; its statements are in
 * credit-repository.ts. Every change of a balance, in the caller's database
 * transaction: lock the user's balance row, refuse a duplicate (reason, reference), refuse to go
 * below zero, then update the balance and append the movement together. The lock makes concurrent
 * debits of one user take turns, so 50 orders paid at once from one balance never overdraw it; the
 * CHECK (balance_cents >= 0) and the unique (reason, reference) back it up in the database itself.
 */

export type TCreditReason = "top_up" | "order" | "refund" | "bonus" | "adjustment";
export type TMoveResult = "applied" | "duplicate" | "insufficient";

// The credit's currency (CREDIT_CURRENCY) and the split between credit and card (creditPartOf,
// MIN_CARD_CENTS) are order-payment decisions: @ship/domain, order-payment.ts.

/** The ledger reference of the credit part of a partial card payment. */
export const transactionReference = (transactionId: string) => `transaction:${transactionId}`;
/** The ledger reference of an order paid (or refunded) from credit as a whole. */
export const orderReference = (shipmentId: string) => `order:${shipmentId}`;
/** The ledger reference of a referral reward: one per sponsorship, so a retry credits once. */
export const sponsorshipReference = (sponsorshipId: number) => `referral:${sponsorshipId}`;
/** Issue 14: the ledger reference of a mass mailing paid from credit as a whole. */
export const massMailingReference = (massMailingId: string) => `mass-mailing:${massMailingId}`;
/** Issue 14: the credit given back for a mass mailing's recipient its carrier refused (once). */
export const massRecipientReference = (recipientId: string) => `mass-recipient:${recipientId}`;
