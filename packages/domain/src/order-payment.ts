import type { TCurrency } from "./currency.ts";
import type { TCents } from "./money.ts";

/**
 * The payment decisions of an order (decision 016, spec §3 Payment state and Credit), pure: the
 * repositories run them inside their transactions, with the rows they locked. Money in integer
 * cents.
 */

/** Credit is held in euros (spec §9 top-ups of 100 or 300 euros): it pays orders in EUR only. */
export const CREDIT_CURRENCY: TCurrency = "EUR";

/** The smallest card charge: card networks refuse tiny ones (Stripe: 0.50 in EUR and USD). */
export const MIN_CARD_CENTS = 50;

/**
 * How much of a total the credit pays: all of it when the balance covers it, else as much as it
 * can while leaving the card at least MIN_CARD_CENTS (a 0.20 card charge would be refused).
 */
export function creditPartOf(balance: TCents, total: TCents): TCents {
  const available = Math.max(balance, 0);
  if (available >= total) return total;
  return Math.max(0, Math.min(available, total - MIN_CARD_CENTS));
}

/** Whether an account's credit may pay (part of) an order: an account, and an order in euros. */
export const mayPayWithCredit = (payerId: number | null, currency: TCurrency): payerId is number =>
  payerId !== null && currency === CREDIT_CURRENCY;

/**
 * The split of a card payment (partial payment, decision 016): the credit part comes first, the
 * card pays the rest. "nothing_to_pay" when the credit covers the whole total (the order is
 * confirmed instead of paid by card).
 */
export function splitCardAndCredit(
  total: TCents,
  balance: TCents,
): { cardCents: TCents; creditCents: TCents } | "nothing_to_pay" {
  const creditCents = creditPartOf(balance, total);
  if (creditCents === total) return "nothing_to_pay";
  return { cardCents: total - creditCents, creditCents };
}

/** What decides whether an open card transaction still fits its order. */
export type TTransactionTerms = {
  /** The card part, integer cents. */
  amount: TCents;
  /** The credit part reserved with it. */
  creditCents: TCents;
  currency: TCurrency;
  provider: string;
};

/**
 * A live transaction is reused (a retried redirect, never a second charge) when it is paid, or
 * pending for the same total (card + credit), currency and provider. Otherwise it is stale: the
 * order changed since it opened, and it is replaced.
 */
export function isTransactionStale(
  live: TTransactionTerms & { status: "pending" | "paid" | string },
  wanted: { total: TCents; currency: TCurrency; provider: string },
): boolean {
  if (live.status === "paid") return false;
  const same =
    live.amount + live.creditCents === wanted.total &&
    live.currency === wanted.currency &&
    live.provider === wanted.provider;
  return !same;
}

/** How an order was settled (order_payments.method). */
export type TOrderSettlementMethod = "credit_card" | "credit" | "deferred" | "free";

/**
 * What the order's card transaction says before anything else may settle it: a paid one settles
 * it by card; a pending one (its page may still charge) forbids every other way; none leaves the
 * other ways open.
 */
export function cardSettlementOf(
  live: { status: "pending" | "paid" | string } | undefined,
): "settle_by_card" | "card_pending" | "no_card" {
  if (live?.status === "paid") return "settle_by_card";
  if (live?.status === "pending") return "card_pending";
  return "no_card";
}

/**
 * The ways an order without a card payment may be settled, in the order they are tried: a total
 * of 0 is free; the payer's credit pays when it covers the whole total (the ledger decides, under
 * its lock); otherwise a professional account that chose 'Pay later' owes it (deferred). Empty:
 * the order must be paid by card.
 */
export function settlementOf(order: {
  total: TCents;
  currency: TCurrency;
  payerId: number | null;
  payLater: boolean;
  mayDefer: boolean;
}): ("free" | "credit" | "deferred")[] {
  if (order.total === 0) return ["free"];
  const ways: ("credit" | "deferred")[] = [];
  if (mayPayWithCredit(order.payerId, order.currency)) ways.push("credit");
  if (order.payLater && order.mayDefer) ways.push("deferred");
  return ways;
}

/**
 * What a refund gives back (spec: "the way it was paid"): the credit part to the ledger when an
 * account paid it, and the cents refunded in all. A deferred order refunds what a later payment
 * of its invoice paid (`invoicePaidCents`, by card), else 0 (nothing was paid; the invoice is
 * cancelled by the cancellation itself).
 */
export function refundOf(settlement: {
  method: TOrderSettlementMethod;
  userId: number | null;
  cardCents: TCents;
  creditCents: TCents;
  invoicePaidCents?: TCents;
}): { creditBack: TCents; refundedCents: TCents } {
  const creditBack = settlement.creditCents > 0 && settlement.userId !== null ? settlement.creditCents : 0;
  const refundedCents =
    settlement.method === "deferred"
      ? (settlement.invoicePaidCents ?? 0)
      : settlement.cardCents + settlement.creditCents;
  return { creditBack, refundedCents };
}
