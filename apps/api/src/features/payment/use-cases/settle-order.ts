import { cardSettlementOf, mayDeferMore, settlementOf } from "@ship/domain";
import type { TTransaction as TDbTransaction } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import { orderReference } from "../../credit/credit-ledger.ts";
import { moveCredit, releaseUnpaidReservations } from "../../credit/credit-repository.ts";
import { lockOrder } from "../../order/order-repository.ts";
import { ownerOfSession } from "../../session/owned-by.ts";
import type { TSession } from "../../session/session-service.ts";
import { claimVoucherUse } from "../../voucher/voucher-claim.ts";
import {
  findCardForSettlement,
  findOwedDeferred,
  findSettlement,
  insertSettlement,
  lockPayer,
  recordCardSettlement,
  type TSettlement,
  type TSettlementMethod,
} from "../settlement-repository.ts";
import { totalOf } from "./payable-order.ts";
import type { TOrderRef, TPaymentDeps } from "./payment-deps.ts";

type TSettleRequest = {
  shipmentId: string;
  total: number;
  currency: "EUR" | "USD";
  userId: number | null;
  payLater: boolean;
  mayDefer: boolean;
};

type TSettleOutcome = { settled: true; settlement: TSettlement } | { settled: false };

/**
 * Settles an order once, in the caller's database transaction under the order's row lock: an
 * existing settlement is answered as is; a paid card transaction settles by card; then the ways of
 * `settlementOf` in order: free for a total of 0, credit when it covers the whole total (debited
 * here, with the settlement row, or not at all), deferred for 'Pay later' on a professional account.
 */
async function settleInTransaction(trx: TDbTransaction, request: TSettleRequest): Promise<TSettleOutcome> {
  const { shipmentId } = request;
  await lockOrder(trx, shipmentId, { mustExist: true });
  const existing = await findSettlement(trx, shipmentId, true);
  if (existing) return { settled: true, settlement: existing };
  const live = await findCardForSettlement(trx, shipmentId);
  const card = cardSettlementOf(live);
  if (live && card === "settle_by_card") {
    const transaction = { id: live.id, shipmentId, userId: live.user_id, currency: live.currency };
    await recordCardSettlement(trx, {
      ...transaction,
      amount: Number(live.amount_cents),
      creditCents: Number(live.credit_cents),
    });
    const settlement = await findSettlement(trx, shipmentId, false);
    if (!settlement) throw new Error("card settlement not recorded");
    return { settled: true, settlement };
  }
  // A card page is open for this order: it may still charge, so nothing else may pay it.
  if (card === "card_pending") return { settled: false };
  await claimVoucherUse(trx, shipmentId);
  const settle = async (method: TSettlementMethod, creditCents: number) => {
    const settlement = await insertSettlement(trx, {
      shipmentId,
      userId: request.userId,
      method,
      currency: request.currency,
      totalCents: request.total,
      creditCents,
    });
    return { settled: true as const, settlement };
  };
  for (const way of settlementOf({ ...request, payerId: request.userId })) {
    if (way === "free") return settle("free", 0);
    if (way === "deferred") {
      if (request.userId !== null) await refuseOverDeferredLimit(trx, request.userId, request.total);
      return settle("deferred", 0);
    }
    if (request.userId === null) continue;
    // Credit: the ledger pays the whole total under its lock, or nothing (insufficient).
    await releaseUnpaidReservations(trx, request.userId);
    const moved = await moveCredit(trx, {
      userId: request.userId,
      amount: -request.total,
      reason: "order",
      reference: orderReference(shipmentId),
    });
    if (moved === "applied") return settle("credit", request.total);
  }
  return { settled: false };
}

/** Spec §4 deferred payment's limit per customer, checked with the user's row held (no race). */
async function refuseOverDeferredLimit(trx: TDbTransaction, userId: number, total: number): Promise<void> {
  await lockPayer(trx, userId);
  const owed = await findOwedDeferred(trx, userId);
  if (!mayDeferMore(owed.cents, total, owed.limitCents)) throw new AppError("payment.deferred_limit", 409);
}

type TDeps = Pick<TPaymentDeps, "repository" | "settlements" | "unitOfWork">;

/**
 * Settles an order of the caller before it is confirmed (decision 016), once: card, free, credit
 * or deferred (above); otherwise it is not settled. Calling it again answers the same settlement
 * and never debits twice.
 */
export function createSettleOrder(deps: TDeps) {
  return async function settleOrder(
    ref: TOrderRef,
    session: TSession | undefined,
    options: { payLater: boolean },
  ): Promise<{ settled: boolean; method: TSettlementMethod }> {
    const owner = ownerOfSession(session);
    const order = await deps.repository.findOwnedOrder(ref.shipment_id, ref.order_id, owner);
    if (!order) throw new AppError("not_found", 404);
    const known = await deps.settlements.find(order.shipmentId);
    if (known) return { settled: true, method: known.method };
    if (!order.complete) throw new AppError("payment.order_incomplete", 409);
    // Only the account that owns the order spends its credit or owes its invoice.
    const user = session?.user && session.user.id === order.userId ? session.user : null;
    const request = {
      shipmentId: order.shipmentId,
      total: totalOf(order),
      currency: order.offer.currency,
      userId: user?.id ?? null,
      payLater: options.payLater,
      mayDefer: user?.pro === 1,
    };
    const outcome = await deps.unitOfWork.transaction((trx) => settleInTransaction(trx, request));
    return outcome.settled
      ? { settled: true, method: outcome.settlement.method }
      : { settled: false, method: "credit_card" };
  };
}
