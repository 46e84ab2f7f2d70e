import { addDaysToIsoDate, type TIsoDate } from "./iso-date.ts";

/**
 * Deferred payment (spec §1, §6: professional accounts may 'Pay later'): the invoice of a shipment
 * ordered that way is due this many days after it is issued. Every other invoice was paid when it
 * was issued, so its due date is its issue date.
 */
export const DEFERRED_PAYMENT_TERM_DAYS = 30;

export function invoiceDueDate(issueDate: TIsoDate, paymentMethod: string): TIsoDate {
  return paymentMethod === "deferred" ? addDaysToIsoDate(issueDate, DEFERRED_PAYMENT_TERM_DAYS) : issueDate;
}

/**
 * What a professional account may owe on 'Pay later' at most, in cents of its orders' currency
 * (spec §4/§6 deferred payment "and a limit per customer"): past it, new orders are paid by card
 * or credit until invoices are paid.
 */
export const DEFERRED_OUTSTANDING_LIMIT_CENTS = 500_000;

/** An operator sets an account's own limit from the console (issue 18): 0 to 1,000,000 euros. */
export const DEFERRED_LIMIT_MAX_CENTS = 100_000_000;

/**
 * True when an order of `total` cents may still be deferred on top of what is owed, under the
 * account's own limit when an operator set one, else the default.
 */
export function mayDeferMore(
  owedCents: number,
  total: number,
  limitCents: number | null = DEFERRED_OUTSTANDING_LIMIT_CENTS,
): boolean {
  return owedCents + total <= (limitCents ?? DEFERRED_OUTSTANDING_LIMIT_CENTS);
}
