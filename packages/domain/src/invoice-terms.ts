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
