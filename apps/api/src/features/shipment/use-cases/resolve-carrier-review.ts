import { formatCents } from "@ship/documents";
import type { TTransaction } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import {
  carrierReviewHold,
  findReviewedOrderForMail,
  resolveCarrierReview,
} from "../carrier-review-repository.ts";
import { buildReviewCancelledMail } from "../review-cancelled-mail.ts";
import type { createSettlement } from "../settlement.ts";
import type { TMakeWaybill } from "./make-waybill.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

type TDeps = Pick<TShipmentDeps, "db" | "unitOfWork" | "now" | "settledOrdersWithoutShipment" | "mailer"> & {
  makeWaybill: TMakeWaybill;
  settlement: Pick<ReturnType<typeof createSettlement>, "refund" | "describeRefund">;
};

/** Work of the caller written in the transaction that closes the review (the console's audit row). */
export type TAlsoInReview = (trx: TTransaction) => Promise<void>;

/**
 * An operator's decision on an order under carrier review (decision 062): after checking the
 * carrier's own portal, send it to the carrier once more, or cancel it and refund it the way it
 * was paid. Closing the review is compare-and-set: of two operators, one decides.
 */
export function createResolveCarrierReview(deps: TDeps) {
  async function close(shipmentId: string, resolution: "retried" | "cancelled", also: TAlsoInReview) {
    const closed = await deps.unitOfWork.transaction(async (trx) => {
      if (!(await resolveCarrierReview(trx, shipmentId, resolution, deps.now()))) return false;
      await also(trx);
      return true;
    });
    if (!closed) throw new AppError("not_found", 404);
  }

  return {
    /** The carrier has no shipment for it: one more creation (reconciled again if it times out). */
    async retry(shipmentId: string, also: TAlsoInReview): Promise<{ id: string }> {
      if ((await carrierReviewHold(deps.db, shipmentId)) !== "open") throw new AppError("not_found", 404);
      const settled = (await deps.settledOrdersWithoutShipment()).find(
        (order) => order.shipmentId === shipmentId,
      );
      if (!settled) throw new AppError("not_found", 404);
      await close(shipmentId, "retried", also);
      const shipment = await deps.makeWaybill(shipmentId, settled.method, settled.lang);
      return { id: shipment.id };
    },

    /**
     * The order will not be shipped: refunded (idempotent on the payment side), then closed, with
     * the customer's e-mail (how much is given back, how and when) written in the closing
     * transaction: the operator who closes the review is the one whose e-mail goes.
     */
    async cancel(shipmentId: string, also: TAlsoInReview): Promise<{ refunded: number }> {
      if ((await carrierReviewHold(deps.db, shipmentId)) !== "open") throw new AppError("not_found", 404);
      await deps.settlement.refund(shipmentId);
      const refund = await deps.settlement.describeRefund(shipmentId);
      const order = await findReviewedOrderForMail(deps.db, shipmentId);
      await close(shipmentId, "cancelled", async (trx) => {
        await also(trx);
        if (!order) return;
        const amount = (cents: number) =>
          cents > 0 ? formatCents(cents, refund.currency, order.lang) : null;
        const mail = buildReviewCancelledMail(order.lang, {
          ...order,
          refund: {
            card: amount(refund.card_cents),
            credit: amount(refund.credit_cents),
            invoice: amount(refund.invoice_cents),
          },
        });
        await deps.mailer.enqueue(
          trx,
          { to: order.to, ...mail },
          { dedupeKey: `review-cancelled:${shipmentId}` },
        );
      });
      deps.mailer.wake();
      return { refunded: refund.card_cents + refund.credit_cents + refund.invoice_cents };
    },
  };
}
