import type { TPaymentState } from "@ship/contracts";
import { CREDIT_CURRENCY, creditPartOf, mayDeferMore } from "@ship/domain";
import { ownerOfSession } from "../../session/owned-by.ts";
import type { TSession } from "../../session/session-service.ts";
import { loadPayableOrder, totalOf } from "./payable-order.ts";
import type { TOrderRef, TPaymentDeps } from "./payment-deps.ts";

/** Where 'Pay later' goes: POST it with pay_later: true (the waybill's POST /order confirms). */
export const DEFERRED_URL = "/api/v4/order";

const NOTHING_OWED = { count: 0, cents: 0, limitCents: null };

type TDeps = Pick<TPaymentDeps, "repository" | "settlements" | "balanceOf" | "owedDeferredOf">;

/**
 * Spec §3 Payment state / §4 payment display for an order of the caller (decision 016). The
 * prepaid credit (euros) pays what it can of an order in EUR: all of it (nothing_to_pay, confirm
 * only) or part of it (partial_payment, the card pays amount_to_pay); professional accounts may
 * also pay later (deferred_payment).
 */
export function createDescribePayment(deps: TDeps) {
  return async function describePayment(
    ref: TOrderRef,
    session: TSession | undefined,
  ): Promise<TPaymentState> {
    const order = await loadPayableOrder(deps.repository, ref, ownerOfSession(session));
    // Only the account that owns the order spends its credit (a parent account sees a
    // sub-account's orders, but pays them with neither's credit).
    const userId = session?.user && session.user.id === order.userId ? order.userId : null;
    const [live, settlement, balance, unpaid] = await Promise.all([
      deps.repository.findLiveTransaction(order.shipmentId),
      deps.settlements.find(order.shipmentId),
      userId === null ? 0 : deps.balanceOf(userId),
      userId === null ? NOTHING_OWED : deps.owedDeferredOf(userId),
    ]);
    const total = totalOf(order);
    const paid = live?.status === "paid" || (settlement !== undefined && settlement.method !== "deferred");
    const usesCredit = order.offer.currency === CREDIT_CURRENCY;
    // A card payment under way already holds its credit part: show that split, not a new one.
    const creditUsed =
      live?.status === "pending" ? live.creditCents : usesCredit ? creditPartOf(balance, total) : 0;
    const amountToPay = paid || settlement ? 0 : total - creditUsed;
    const nothingToPay = amountToPay <= 0;
    const mayDefer = !nothingToPay && session?.user?.pro === 1;
    const underLimit = mayDeferMore(unpaid.cents, total, unpaid.limitCents);
    const deferred = mayDefer && underLimit;
    return {
      status: paid ? "paid" : live?.status === "pending" ? "pending" : "unpaid",
      currency: order.offer.currency,
      amount_total: total,
      balance,
      balanceAbs: Math.abs(balance),
      amount_to_pay: amountToPay,
      nothing_to_pay: nothingToPay,
      partial_payment: !nothingToPay && creditUsed > 0,
      pay_balance: !nothingToPay,
      // Spec §6: professional accounts may pay later (on invoice).
      deferred_payment: deferred,
      deferred_url: deferred ? DEFERRED_URL : null,
      deferred_limit_reached: mayDefer && !underLimit,
      warning_unpaid: unpaid.count > 0,
      nb_unpaid: unpaid.count,
      payment_method: "credit_card",
    };
  };
}
