import type { TPaymentService } from "../../payment/payment-service.ts";
import type { TMakeWaybill } from "./make-waybill.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

type TDeps = Pick<TShipmentDeps, "logError"> & {
  payments: Pick<TPaymentService, "findPaidTransactionById">;
  makeWaybill: TMakeWaybill;
  /** Tests only (WAYBILL_TEST_DELAY_MS): wait before the background waybill, to kill the API there. */
  delayMs?: number;
};

/**
 * The waybill made in the background after a card notification (decision 028's order-paid
 * event), and a way to wait for the ones still running.
 */
export function createBackgroundWaybill(deps: TDeps) {
  const inFlight = new Set<Promise<unknown>>();

  async function makeForTransaction(transactionId: string): Promise<void> {
    if (deps.delayMs) await new Promise((resolve) => setTimeout(resolve, deps.delayMs));
    const paid = await deps.payments.findPaidTransactionById(transactionId);
    if (!paid) return;
    await deps.makeWaybill(paid.shipmentId, "credit_card", paid.lang);
  }

  return {
    /**
     * The card notification marked a transaction paid: make the waybill now, in the background,
     * so the customer's return page finds it ready. Failures are logged; the sweep retries.
     */
    completePaidTransaction(transactionId: string): void {
      const job = makeForTransaction(transactionId).catch((error) =>
        deps.logError(error, "waybill after payment failed; the recovery sweep will retry"),
      );
      inFlight.add(job);
      void job.finally(() => inFlight.delete(job));
    },

    /** Resolves when no background waybill is running (tests, shutdown). */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
