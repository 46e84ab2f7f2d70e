import { refundSummaryOf, type TRefundSummary } from "@ship/domain";
import type { TPaymentDeps } from "./payment-deps.ts";

export type TRefundDescription = TRefundSummary & { currency: "EUR" | "USD" };

/**
 * What the refund of a cancelled order gave back, read from its settlement (issue 16: the
 * cancellation says how much, how and when). An order never settled gave nothing.
 */
export function createDescribeRefund(deps: Pick<TPaymentDeps, "settlements">) {
  return async function describeRefund(shipmentId: string): Promise<TRefundDescription> {
    const settlement = await deps.settlements.find(shipmentId);
    if (!settlement) return { currency: "EUR", card_cents: 0, credit_cents: 0, invoice_cents: 0 };
    return { currency: settlement.currency, ...refundSummaryOf(settlement) };
  };
}
