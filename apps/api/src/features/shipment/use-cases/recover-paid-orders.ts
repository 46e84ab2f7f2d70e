import { underCarrierReview } from "../carrier-review-repository.ts";
import { listUnmailed, markConfirmationMailed } from "../shipment-repository.ts";
import type { TMakeWaybill } from "./make-waybill.ts";
import type { TEnqueueConfirmationMail } from "./send-confirmation-mail.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

type TDeps = Pick<
  TShipmentDeps,
  "db" | "unitOfWork" | "mailer" | "settledOrdersWithoutShipment" | "now" | "logError"
> & {
  makeWaybill: TMakeWaybill;
  enqueueConfirmationMail: TEnqueueConfirmationMail;
};

/**
 * Recovery at start: every settled order without a shipment gets it (the API may have stopped
 * between payment and waybill), with its e-mail in the same transaction.
 */
export function createRecoverPaidOrders(deps: TDeps) {
  async function makeMissingWaybills(): Promise<number> {
    let shipments = 0;
    const orders = await deps.settledOrdersWithoutShipment();
    // An order under carrier review may exist at the carrier: only an operator sends it again.
    const inReview = await underCarrierReview(
      deps.db,
      orders.map((order) => order.shipmentId),
    );
    for (const order of orders) {
      if (inReview.has(order.shipmentId)) continue;
      try {
        await deps.makeWaybill(order.shipmentId, order.method, order.lang);
        shipments++;
      } catch (error) {
        deps.logError(error, `recovery: waybill of a paid order failed (${order.shipmentId})`);
      }
    }
    return shipments;
  }

  /** Marks the e-mail stored and enqueues it in one transaction; false when another process did. */
  function mailOnce(id: string): Promise<boolean> {
    const at = deps.now();
    return deps.unitOfWork.transaction(async (trx) => {
      const row = await markConfirmationMailed(trx, id, at);
      if (!row) return false;
      await deps.enqueueConfirmationMail(trx, row);
      return true;
    });
  }

  /** Shipments stored before the outbox (migration 0015) whose e-mail was never sent. */
  async function mailUnmailed(): Promise<number> {
    let mails = 0;
    for (const id of await listUnmailed(deps.db)) {
      await mailOnce(id).then(
        (queued) => (mails += queued ? 1 : 0),
        (error) => deps.logError(error, "recovery: confirmation e-mail not stored"),
      );
    }
    return mails;
  }

  return async function recoverPaidOrders(): Promise<{ shipments: number; mails: number }> {
    const shipments = await makeMissingWaybills();
    const mails = await mailUnmailed();
    if (mails > 0) deps.mailer.wake();
    return { shipments, mails };
  };
}
