import type { TPaymentService } from "../payment/payment-service.ts";
import { createSettlement } from "./settlement.ts";
import { createBackgroundWaybill } from "./use-cases/background-waybill.ts";
import { createCancelShipment } from "./use-cases/cancel-shipment.ts";
import { createConfirmOrder } from "./use-cases/confirm-order.ts";
import { createMakeWaybill, createWaybillInTransaction } from "./use-cases/make-waybill.ts";
import { createReadShipment } from "./use-cases/read-shipment.ts";
import { createRecoverPaidOrders } from "./use-cases/recover-paid-orders.ts";
import { createEnqueueConfirmationMail } from "./use-cases/send-confirmation-mail.ts";
import type { TShipmentDeps } from "./use-cases/shipment-deps.ts";
import { createShipmentDocuments } from "./use-cases/shipment-document.ts";
import { createTrackShipment } from "./use-cases/track-shipment.ts";

type TDeps = Omit<TShipmentDeps, "now" | "logError"> & {
  /** The payment service: settles and refunds orders, answers paid card transactions. */
  payments: TPaymentService;
  now?: () => Date;
  /** Tests only (WAYBILL_TEST_DELAY_MS): wait before the background waybill, to kill the API there. */
  backgroundDelayMs?: number;
  logError?: (error: unknown, message: string) => void;
};

/**
 * The shipment feature's use cases (one per file in use-cases/), assembled into the object the
 * routes, the order-paid handler and main.ts call. It holds no operation of its own.
 */
export function createShipmentService(input: TDeps) {
  const deps: TShipmentDeps = {
    ...input,
    now: input.now ?? (() => new Date()),
    logError: input.logError ?? (() => {}),
  };
  const enqueueConfirmationMail = createEnqueueConfirmationMail(deps);
  const makeWaybill = createMakeWaybill({ ...deps, enqueueConfirmationMail });
  const settlement = createSettlement({ payments: input.payments });
  const background = createBackgroundWaybill({
    ...deps,
    payments: input.payments,
    makeWaybill,
    delayMs: input.backgroundDelayMs,
  });
  return {
    confirmOrder: createConfirmOrder({ ...deps, settlement, makeWaybill }),
    readShipment: createReadShipment(deps),
    completePaidTransaction: background.completePaidTransaction,
    settle: background.settle,
    recoverPaidOrders: createRecoverPaidOrders({ ...deps, makeWaybill, enqueueConfirmationMail }),
    trackShipment: createTrackShipment(deps),
    cancelShipment: createCancelShipment({ ...deps, settlement }),
    ...createShipmentDocuments(deps),
    // Issue 14: a mass mailing's recipient gets its shipment by the same waybill, in its own transaction.
    waybillInTransaction: createWaybillInTransaction({ ...deps, enqueueConfirmationMail }),
  };
}
export type TShipmentService = ReturnType<typeof createShipmentService>;
