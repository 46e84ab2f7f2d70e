import type { TTransaction as TDbTransaction } from "../../../db/unit-of-work.ts";
import type { TTransaction } from "../../payment/payment-repository.ts";
import { lockMailing, markPaidAndQueue } from "../mass-mailing-repository.ts";

/**
 * The paid notification of a mass mailing's card payment, in the notification's own database
 * transaction (the payment core already stored the event once and moved the transaction from
 * pending to paid, once): the mass mailing is settled by card and its batch queued. A second
 * notification never reaches here (duplicate event, or no longer pending), and the batch's job row
 * is keyed by the mass mailing: a batch ships once. Not in an after-commit handler: a crash
 * between commit and handler would leave a paid batch unshipped.
 */
export async function settlePaidMassShipment(trx: TDbTransaction, transaction: TTransaction, now: Date) {
  if (transaction.orderId === null)
    throw new Error(`mass_shipment transaction ${transaction.id} names no mass mailing`);
  const mailing = await lockMailing(trx, transaction.orderId);
  // Settled another way meanwhile (credit replaced the card page): nothing to queue twice.
  if (mailing?.status !== "draft") return;
  await markPaidAndQueue(trx, {
    id: mailing.id,
    method: "credit_card",
    transactionId: transaction.id,
    chargedCents: transaction.amount,
    at: now,
  });
}
