import type { TTransaction } from "../../../db/unit-of-work.ts";
import { replacePendingPayments } from "../../payment/pending-payment-repository.ts";
import { lockOrder } from "../order-repository.ts";

/**
 * The start of every change of an order, in its transaction: the order row is locked first (the
 * same order as the payment redirect and the settlement, so they never deadlock; decision 028),
 * then a pending payment, made for the old offer or price, is replaced. "paid": the order is
 * final and nothing may change.
 */
export async function lockOrderForChange(trx: TTransaction, shipmentId: string): Promise<"ok" | "paid"> {
  await lockOrder(trx, shipmentId);
  return replacePendingPayments(trx, shipmentId);
}
