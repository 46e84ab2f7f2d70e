import { refundOf } from "@ship/domain";
import type { TTransaction as TDbTransaction } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import { orderReference } from "../../credit/credit-ledger.ts";
import { moveCredit } from "../../credit/credit-repository.ts";
import type { TPurposeRegistry } from "../payment-purpose.ts";
import { findSettlement, markSettlementRefunded, type TSettlement } from "../settlement-repository.ts";
import type { TPaymentDeps } from "./payment-deps.ts";

/**
 * Marks a settlement refunded once and gives the credit part back to the ledger, in the caller's
 * database transaction. The card part was refunded by the provider just before (with an
 * idempotency key, so a concurrent or retried call never refunds the card twice). Answers the
 * cents refunded now: 0 when it was refunded before.
 */
async function markRefunded(
  trx: TDbTransaction,
  shipmentId: string,
  reference: string | null,
): Promise<number> {
  const settlement = await findSettlement(trx, shipmentId, true);
  if (!settlement || settlement.refundedAt) return 0;
  const { creditBack, refundedCents } = refundOf(settlement);
  if (creditBack > 0 && settlement.userId !== null) {
    await moveCredit(trx, {
      userId: settlement.userId,
      amount: creditBack,
      reason: "refund",
      reference: orderReference(shipmentId),
    });
  }
  await markSettlementRefunded(trx, shipmentId, { cents: refundedCents, reference });
  return refundedCents;
}

type TDeps = Pick<TPaymentDeps, "repository" | "settlements" | "unitOfWork" | "provider"> & {
  purposes: Pick<TPurposeRegistry, "emit">;
};

/**
 * Refunds an order the way it was paid (its cancellation): the card part through the provider,
 * the credit part back to the ledger. Idempotent: a second call refunds nothing (0 cents). An
 * order never settled, or settled deferred or free, refunds 0.
 */
export function createRefundOrder(deps: TDeps) {
  /** The order's settlement; a card paid but never confirmed is settled now, so the refund has its record. */
  async function settlementToRefund(shipmentId: string): Promise<TSettlement | undefined> {
    const settlement = await deps.settlements.find(shipmentId);
    if (settlement) return settlement;
    const live = await deps.repository.findLiveTransaction(shipmentId);
    if (live?.status !== "paid") return undefined;
    await deps.settlements.recordCard(live);
    const recorded = await deps.settlements.find(shipmentId);
    if (!recorded) throw new Error("card settlement not recorded");
    return recorded;
  }

  /** The provider's refund of the card part; its reference, or null when no card paid. */
  async function refundCard(settlement: TSettlement): Promise<string | null> {
    if (settlement.method !== "credit_card" || settlement.cardCents <= 0 || !settlement.transactionId)
      return null;
    const transaction = await deps.repository.findTransaction(settlement.transactionId);
    const provider = deps.provider;
    if (!transaction || !provider?.refund || provider.name !== transaction.provider) {
      throw new AppError("payment.refund_failed", 503);
    }
    try {
      // Same key on every call for this order: the provider never refunds it twice.
      const refund = await provider.refund({
        transaction,
        amount: settlement.cardCents,
        idempotencyKey: `refund-${settlement.shipmentId}`,
      });
      return refund.reference;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError("payment.refund_failed", 502);
    }
  }

  return async function refundOrder(shipmentId: string): Promise<{ refunded_cents: number; method: string }> {
    const settlement = await settlementToRefund(shipmentId);
    if (!settlement) return { refunded_cents: 0, method: "none" };
    if (settlement.refundedAt) return { refunded_cents: 0, method: settlement.method };
    const reference = await refundCard(settlement);
    const refunded = await deps.unitOfWork.transaction((trx) => markRefunded(trx, shipmentId, reference));
    // A card payment refunded now: its purpose hears of it (after the commit, once).
    if (refunded > 0 && settlement.transactionId !== null) {
      deps.purposes.emit("refunded", {
        purpose: "order",
        transactionId: settlement.transactionId,
        shipmentId,
      });
    }
    return { refunded_cents: refunded, method: settlement.method };
  };
}
