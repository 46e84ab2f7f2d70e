import type { TLang } from "@ship/domain";
import type { TShipmentService } from "../../shipment/shipment-service.ts";
import { appendAudit } from "../audit-repository.ts";
import type { TActor } from "./console-deps.ts";

/**
 * Cancels a customer's shipment and refunds it (issue 18): the customer's own cancellation (same
 * rules: Validated only, once, refunded the way it was paid), with the audit row written in the
 * transaction that marks it cancelled.
 */
export function createCancelOrder(deps: { shipments: Pick<TShipmentService, "cancelShipmentForOperator"> }) {
  return async function cancelOrder(id: string, lang: TLang, actor: TActor): Promise<{ refunded: number }> {
    const { refund } = await deps.shipments.cancelShipmentForOperator(id, lang, (trx, row) =>
      appendAudit(trx, {
        ...actor,
        action: "order.cancel",
        target: `shipment:${row.id}`,
        details: { order: row.shipment_id, total_cents: row.total_cents, currency: row.currency },
      }),
    );
    return { refunded: refund.card_cents + refund.credit_cents + refund.invoice_cents };
  };
}
