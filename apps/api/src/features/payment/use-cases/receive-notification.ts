import { AppError } from "../../../errors/app-error.ts";
import type { TOrderPaymentHandlers } from "../payment-purpose.ts";
import { applyPaymentNotification } from "./apply-payment-notification.ts";
import type { TPaymentDeps } from "./payment-deps.ts";

type TDeps = Pick<TPaymentDeps, "provider" | "unitOfWork" | "now"> & {
  /** The order purpose's handlers, registered by the composition root (the waybill). */
  orderHandlers: readonly TOrderPaymentHandlers[];
};

/**
 * The provider's notification, the single source of truth (decision 010): verified, applied once
 * in one database transaction, and after the commit the order-paid event goes to the order
 * purpose's handlers. Answers whether it was seen before.
 */
export function createReceiveNotification(deps: TDeps) {
  return async function receiveNotification(args: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
  }): Promise<{ duplicate: boolean }> {
    const provider = deps.provider;
    if (!provider) throw new AppError("payment.not_configured", 503);
    const event = provider.verifyNotification({ ...args, now: deps.now() });
    if (!event) throw new AppError("payment.invalid_signature", 400);
    // A genuine event of a kind that moves no payment: acknowledged, so the provider stops sending it.
    if ("ignored" in event) return { duplicate: false };
    const outcome = await deps.unitOfWork.transaction((trx) =>
      applyPaymentNotification(trx, event, new Date()),
    );
    if (outcome.result === "not_found") throw new AppError("not_found", 404);
    if (outcome.result === "amount_mismatch") throw new AppError("payment.amount_mismatch", 409);
    if (outcome.result === "applied" && event.outcome === "paid") {
      const paid = {
        purpose: "order" as const,
        transactionId: event.transactionId,
        shipmentId: outcome.shipmentId,
      };
      for (const handlers of deps.orderHandlers) handlers.paid(paid);
    }
    return { duplicate: outcome.result === "duplicate" };
  };
}
