import type { TSettlementMethod } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TPaymentService } from "../payment/payment-service.ts";
import type { TSession } from "../session/session-service.ts";

type TOrderRef = { shipment_id: string; order_id: string };

export type TSettled =
  | { settled: false }
  | { settled: true; method: TSettlementMethod; lang: TLang | undefined };

/**
 * The payment side of a confirmation (decision 016): whether the order is settled (card paid,
 * credit, deferred for 'Pay later', free) and the language of its card payment, for the e-mail.
 */
export function createSettlement(deps: { payments: TPaymentService }) {
  return {
    async settle(ref: TOrderRef, session: TSession | undefined, payLater: boolean): Promise<TSettled> {
      const answer = await deps.payments.settleOrder(ref, session, { payLater });
      if (!answer.settled) return { settled: false };
      const paid = await deps.payments.findPaidTransaction(ref.shipment_id);
      return { settled: true, method: answer.method, lang: paid?.lang };
    },

    /** Refunds a cancelled shipment's order the way it was paid; idempotent on the payment side. */
    async refund(orderShipmentId: string): Promise<void> {
      await deps.payments.refundOrder(orderShipmentId);
    },

    /** What that refund gave back: to the card, to the credit, off the invoice (issue 16). */
    describeRefund(orderShipmentId: string) {
      return deps.payments.describeRefund(orderShipmentId);
    },
  };
}
