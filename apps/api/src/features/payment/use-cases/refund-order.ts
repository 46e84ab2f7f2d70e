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
  card: { reference: string | null; invoicePaidCents: number },
): Promise<number> {
  const settlement = await findSettlement(trx, shipmentId, true);
  if (!settlement || settlement.refundedAt) return 0;
  const { creditBack, refundedCents } = refundOf({ ...settlement, invoicePaidCents: card.invoicePaidCents });
  if (creditBack > 0 && settlement.userId !== null) {
    await moveCredit(trx, {
      userId: settlement.userId,
      amount: creditBack,
      reason: "refund",
      reference: orderReference(shipmentId),
    });
  }
  await markSettlementRefunded(trx, shipmentId, { cents: refundedCents, reference: card.reference });
  return refundedCents;
}

type TDeps = Pick<TPaymentDeps, "repository" | "settlements" | "unitOfWork" | "provider"> & {
  purposes: Pick<TPurposeRegistry, "emit">;
};

/**
 * Refunds an order the way it was paid (its cancellation): the card part through the provider,
 * the credit part back to the ledger. Idempotent: a second call refunds nothing (0 cents). An
 * order never settled, or settled free, refunds 0; a deferred one refunds what a payment of its
 * invoice paid by card (pay invoices, decision 036), else 0.
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

  /**
   * What went through a card for this order, to refund: the order's own card part, or, for a
   * deferred order, its invoice's share of the card payment of invoices that paid it.
   */
  async function cardPartOf(
    settlement: TSettlement,
  ): Promise<{ transactionId: string; amount: number; key: string } | undefined> {
    if (settlement.method === "credit_card" && settlement.cardCents > 0 && settlement.transactionId) {
      const key = `refund-${settlement.shipmentId}`;
      return { transactionId: settlement.transactionId, amount: settlement.cardCents, key };
    }
    if (settlement.method !== "deferred") return undefined;
    const paid = await deps.repository.invoiceCardPaymentOf(settlement.shipmentId);
    if (!paid) return undefined;
    // Part of a payment of several invoices: the provider refunds this invoice's share only.
    return { ...paid, amount: paid.amountCents, key: `refund-invoice-${settlement.shipmentId}` };
  }

  /** The provider's refund of the card part; its reference, or null when no card paid. */
  async function refundCard(card: { transactionId: string; amount: number; key: string }): Promise<string> {
    const transaction = await deps.repository.findTransaction(card.transactionId);
    const provider = deps.provider;
    if (!transaction || !provider?.refund || provider.name !== transaction.provider) {
      throw new AppError("payment.refund_failed", 503);
    }
    try {
      // Same key on every call for this order: the provider never refunds it twice.
      const refund = await provider.refund({ transaction, amount: card.amount, idempotencyKey: card.key });
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
    const card = await cardPartOf(settlement);
    const reference = card ? await refundCard(card) : null;
    const invoicePaidCents = settlement.method === "deferred" && card ? card.amount : 0;
    const refunded = await deps.unitOfWork.transaction((trx) =>
      markRefunded(trx, shipmentId, { reference, invoicePaidCents }),
    );
    // An order's card payment refunded now: its purpose hears of it (after the commit, once).
    if (refunded > 0 && settlement.method === "credit_card" && settlement.transactionId !== null) {
      deps.purposes.emit("refunded", {
        purpose: "order",
        transactionId: settlement.transactionId,
        shipmentId,
      });
    }
    return { refunded_cents: refunded, method: settlement.method };
  };
}
