import {
  createPurposeRegistry,
  type TCreditTopUpHandlers,
  type TOrderPaymentHandlers,
  type TPurposeHandlers,
} from "./payment-purpose.ts";
import type { TPaidHooks } from "./use-cases/apply-payment-notification.ts";
import { createDescribePayment } from "./use-cases/describe-payment.ts";
import { createDescribeRefund } from "./use-cases/describe-refund.ts";
import type { TPaymentDeps } from "./use-cases/payment-deps.ts";
import { createReadInvoicesPayment } from "./use-cases/read-invoices-payment.ts";
import { createReceiveNotification } from "./use-cases/receive-notification.ts";
import { createRedirectToMassShipment } from "./use-cases/redirect-to-mass-shipment.ts";
import { createRedirectToPayInvoices } from "./use-cases/redirect-to-pay-invoices.ts";
import { createRedirectToPayment } from "./use-cases/redirect-to-payment.ts";
import { createRedirectToTopUp } from "./use-cases/redirect-to-top-up.ts";
import { createRefundOrder } from "./use-cases/refund-order.ts";
import { createSettleOrder } from "./use-cases/settle-order.ts";
import { createTransactionAccess } from "./use-cases/transaction-access.ts";

export { DEFERRED_URL } from "./use-cases/describe-payment.ts";

type TDeps = Omit<TPaymentDeps, "now"> & { now?: () => Date; hooks?: TPaidHooks };

/**
 * The payment feature's use cases (one per file in use-cases/), assembled into the object the
 * routes, the shipment feature and the composition root call. It holds no operation of its own.
 */
export function createPaymentService(input: TDeps) {
  const deps: TPaymentDeps = { ...input, now: input.now ?? (() => new Date()) };
  // Each purpose's handlers (payment-purpose.ts); the order's: the shipment feature makes the waybill.
  const purposes = createPurposeRegistry();
  const access = createTransactionAccess(deps);
  return {
    describePayment: createDescribePayment(deps),
    redirectToPayment: createRedirectToPayment({ ...deps, access }),
    redirectToTopUp: createRedirectToTopUp({ ...deps, access }),
    redirectToPayInvoices: createRedirectToPayInvoices({ ...deps, access }),
    redirectToMassShipment: createRedirectToMassShipment({ ...deps, access }),
    readInvoicesPayment: createReadInvoicesPayment({ ...deps, access }),
    ...access,
    /**
     * Registers the order purpose's handlers; `paid` is called (synchronously, once per
     * transaction, after the commit) with the order-paid event. Failed and refunded need nothing
     * for an order unless given (see TOrderPaymentHandlers).
     */
    handleOrderPayments(handlers: TOrderPaymentHandlers): void {
      purposes.register("order", { failed: () => {}, refunded: () => {}, ...handlers });
    },
    /**
     * Registers the credit top-up purpose's handlers (after the commit; the credit itself is
     * written with the paid status, decision 035).
     */
    handleCreditTopUps(handlers: TCreditTopUpHandlers): void {
      purposes.register("credit_account", handlers);
    },
    /**
     * Registers the pay_invoices purpose's handlers (after the commit; the invoices are marked
     * paid with the paid status, decision 036).
     */
    handleInvoicePayments(handlers: TPurposeHandlers<"pay_invoices">): void {
      purposes.register("pay_invoices", handlers);
    },
    /**
     * Registers the mass_shipment purpose's handlers (issue 14): the paid notification settles the
     * mass mailing and queues its batch in its own transaction; `paid` only wakes the batch job.
     */
    handleMassShipments(handlers: TPurposeHandlers<"mass_shipment">): void {
      purposes.register("mass_shipment", handlers);
    },
    receiveNotification: createReceiveNotification({ ...deps, purposes, hooks: input.hooks }),
    settleOrder: createSettleOrder(deps),
    refundOrder: createRefundOrder({ ...deps, purposes }),
    describeRefund: createDescribeRefund(deps),
  };
}
export type TPaymentService = ReturnType<typeof createPaymentService>;
