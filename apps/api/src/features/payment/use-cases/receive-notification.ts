import { AppError } from "../../../errors/app-error.ts";
import type { TPurposeRegistry } from "../payment-purpose.ts";
import { applyPaymentNotification, type TPaidHooks } from "./apply-payment-notification.ts";
import type { TPaymentDeps } from "./payment-deps.ts";

type TDeps = Pick<TPaymentDeps, "provider" | "unitOfWork" | "now"> & {
  /** Each purpose's handlers (the order's: the waybill, registered by the composition root). */
  purposes: Pick<TPurposeRegistry, "emit">;
  hooks?: TPaidHooks;
};

/**
 * The provider's notification, the single source of truth (decision 010): verified, applied once
 * in one database transaction whatever the payment's purpose, and after the commit the outcome
 * (paid, or failed for a declined or cancelled payment) goes to that purpose's handlers, once.
 * Answers whether it was seen before.
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
      applyPaymentNotification(trx, event, new Date(), deps.hooks),
    );
    if (outcome.result === "not_found") throw new AppError("not_found", 404);
    if (outcome.result === "amount_mismatch") throw new AppError("payment.amount_mismatch", 409);
    if (outcome.result === "applied") {
      const { purpose, shipmentId } = outcome;
      const happened = { purpose, transactionId: event.transactionId, shipmentId };
      deps.purposes.emit(event.outcome === "paid" ? "paid" : "failed", happened);
    }
    return { duplicate: outcome.result === "duplicate" };
  };
}
