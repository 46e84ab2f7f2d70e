import type { TPaymentService } from "../payment/payment-service.ts";
import { createSettlement } from "./settlement.ts";
import { createBackgroundWaybill } from "./use-cases/background-waybill.ts";
import { createCancelShipment, createCancelShipmentForOperator } from "./use-cases/cancel-shipment.ts";
import { createConfirmOrder } from "./use-cases/confirm-order.ts";
import { createMakeWaybill, createWaybillInTransaction } from "./use-cases/make-waybill.ts";
import { createNotifyRecipient } from "./use-cases/notify-recipient.ts";
import { createReadShipment } from "./use-cases/read-shipment.ts";
import { createRecordTracking } from "./use-cases/record-tracking.ts";
import { createRecoverPaidOrders } from "./use-cases/recover-paid-orders.ts";
import { createRefreshTracking } from "./use-cases/refresh-tracking.ts";
import { createResolveCarrierReview } from "./use-cases/resolve-carrier-review.ts";
import { createEnqueueConfirmationMail } from "./use-cases/send-confirmation-mail.ts";
import type { TShipmentDeps } from "./use-cases/shipment-deps.ts";
import { createShipmentDocuments } from "./use-cases/shipment-document.ts";
import { createStoreShipmentDocuments } from "./use-cases/store-shipment-documents.ts";
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
  const notifyRecipient = createNotifyRecipient(deps);
  const storeDocuments = createStoreShipmentDocuments(deps);
  const makeWaybill = createMakeWaybill({
    ...deps,
    enqueueConfirmationMail,
    notifyRecipient,
    storeDocuments,
  });
  const recordTracking = createRecordTracking(deps);
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
    trackShipment: createTrackShipment({ ...deps, recordTracking }),
    // Decision 051: the periodic round that moves tracking on (and its e-mails) without a reader.
    refreshTracking: createRefreshTracking({ ...deps, recordTracking }),
    cancelShipment: createCancelShipment({ ...deps, settlement, storeDocuments }),
    // Issue 18: the operator console cancels any customer's shipment by the same rules.
    cancelShipmentForOperator: createCancelShipmentForOperator({ ...deps, settlement, storeDocuments }),
    ...createShipmentDocuments(deps),
    // Decision 062: an operator retries, or cancels and refunds, an order under carrier review.
    carrierReviews: createResolveCarrierReview({ ...deps, makeWaybill, settlement }),
    // Issue 14: a mass mailing's recipient gets its shipment by the same waybill, in its own transaction.
    waybillInTransaction: createWaybillInTransaction({
      ...deps,
      enqueueConfirmationMail,
      notifyRecipient,
      storeDocuments,
    }),
  };
}
export type TShipmentService = ReturnType<typeof createShipmentService>;
