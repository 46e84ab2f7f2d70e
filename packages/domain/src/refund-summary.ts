import { refundOf, type TOrderSettlementMethod } from "./order-payment.ts";

/**
 * What a cancellation gave back, the way the order was paid (issue 16: the cancelled page must say
 * what happens to the money): `card_cents` refunded to the card it came from (banks show it in a
 * few business days), `credit_cents` returned to the prepaid credit (usable at once),
 * `invoice_cents` no longer owed on a 'Pay later' invoice (the cancellation's credit note). All 0
 * for a free order or one never paid.
 */
export type TRefundSummary = { card_cents: number; credit_cents: number; invoice_cents: number };

export function refundSummaryOf(settlement: {
  method: TOrderSettlementMethod;
  userId: number | null;
  totalCents: number;
  cardCents: number;
  creditCents: number;
  refundedCents: number;
}): TRefundSummary {
  const { creditBack } = refundOf(settlement);
  if (settlement.method === "deferred") {
    // The invoice's share its card payment paid comes back to the card; the rest was still owed.
    return {
      card_cents: settlement.refundedCents,
      credit_cents: 0,
      invoice_cents: settlement.totalCents - settlement.refundedCents,
    };
  }
  if (settlement.method === "free") return { card_cents: 0, credit_cents: 0, invoice_cents: 0 };
  return { card_cents: settlement.refundedCents - creditBack, credit_cents: creditBack, invoice_cents: 0 };
}
