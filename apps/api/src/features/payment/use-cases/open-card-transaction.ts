import { isTransactionStale, mayPayWithCredit, splitCardAndCredit, type TLang } from "@ship/domain";
import type { TTransaction as TDbTransaction } from "../../../db/unit-of-work.ts";
import { transactionReference } from "../../credit/credit-ledger.ts";
import { lockBalance, moveCredit, releaseUnpaidReservations } from "../../credit/credit-repository.ts";
import { lockOrder } from "../../order/order-repository.ts";
import { claimVoucherUse } from "../../voucher/voucher-claim.ts";
import {
  findLiveTransaction,
  insertTransaction,
  replaceTransaction,
  type TPayableOrder,
  type TTransaction,
} from "../payment-repository.ts";

export type TCardTransactionRequest = {
  newId: string;
  order: TPayableOrder;
  provider: string;
  /** The order's total, integer cents. */
  amount: number;
  currency: "EUR" | "USD";
  lang: TLang;
  /** The account whose credit pays its part first (partial payment), or null. */
  creditUserId: number | null;
};

/**
 * The open card transaction for this order total, made if needed, inside the caller's database
 * transaction. The order row is locked first, so concurrent redirects of one order take turns: a
 * retry finds the transaction the first one made. A pending one for another total (the order
 * changed) is replaced; a paid one is answered as is. The account's credit pays what it can
 * (decision 016): that part is debited now, in this same transaction, and the card pays the rest;
 * it comes back if the card payment is never paid. "nothing_to_pay" when the credit or a voucher
 * covers the whole total (the order is confirmed instead).
 */
export async function openCardTransaction(
  trx: TDbTransaction,
  request: TCardTransactionRequest,
): Promise<TTransaction | "nothing_to_pay"> {
  const { order } = request;
  await lockOrder(trx, order.shipmentId, { mustExist: true });
  const live = await findLiveTransaction(trx, order.shipmentId);
  if (live) {
    const wanted = { total: request.amount, currency: request.currency, provider: request.provider };
    if (!isTransactionStale(live, wanted)) return live;
    await replaceTransaction(trx, live.id);
  }
  // A voucher can bring the total to 0: nothing for a card to charge (settleOrder: 'free').
  if (request.amount <= 0) return "nothing_to_pay";
  await claimVoucherUse(trx, order.shipmentId);
  let creditCents = 0;
  if (mayPayWithCredit(request.creditUserId, request.currency)) {
    await releaseUnpaidReservations(trx, request.creditUserId);
    const split = splitCardAndCredit(request.amount, await lockBalance(trx, request.creditUserId));
    if (split === "nothing_to_pay") return split;
    creditCents = split.creditCents;
  }
  const transaction = await insertTransaction(trx, {
    id: request.newId,
    order,
    provider: request.provider,
    cardCents: request.amount - creditCents,
    creditCents,
    currency: request.currency,
    lang: request.lang,
  });
  if (creditCents > 0 && request.creditUserId !== null) {
    const moved = await moveCredit(trx, {
      userId: request.creditUserId,
      amount: -creditCents,
      reason: "order",
      reference: transactionReference(request.newId),
    });
    // The balance row is locked above: nothing can have spent it in between.
    if (moved !== "applied") throw new Error(`credit reservation ${moved}`);
  }
  return transaction;
}
