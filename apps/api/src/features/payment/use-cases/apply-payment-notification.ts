import type { TTransaction as TDbTransaction } from "../../../db/unit-of-work.ts";
import { creditPaidTopUp } from "../../credit/credit-repository.ts";
import type { TRewardSponsor } from "../../referral/use-cases/reward-sponsor.ts";
import { releaseInvoices, settlePaidInvoices } from "../pay-invoices-repository.ts";
import {
  asOrderTransaction,
  insertEvent,
  isEventKnown,
  lockTransaction,
  setTransactionOutcome,
  type TNotificationEvent,
  type TNotificationResult,
  type TTransaction,
} from "../payment-repository.ts";
import { recordCardSettlement } from "../settlement-repository.ts";

/**
 * Applies a provider notification once, inside the caller's database transaction: the event id is
 * stored with a unique key (a notification delivered again is a duplicate), and only a pending
 * transaction changes status, so an order is marked paid exactly once. Paid: the order is settled
 * by card in this same transaction (decision 016); a credit top-up's amount and bonus are written
 * to the ledger in this same transaction too (decision 035), never in an after-commit handler.
 */
export async function applyPaymentNotification(
  trx: TDbTransaction,
  event: TNotificationEvent,
  now: Date,
  hooks: TPaidHooks = {},
): Promise<TNotificationResult> {
  const transaction = await lockTransaction(trx, event.transactionId);
  if (!transaction) return { result: "not_found" };
  if (transaction.amount !== event.amount || transaction.currency !== event.currency) {
    return { result: "amount_mismatch" };
  }
  if (await isEventKnown(trx, event.eventId)) {
    return { result: "duplicate", shipmentId: transaction.shipmentId, purpose: transaction.purpose };
  }
  const applied = transaction.status === "pending";
  if (applied) {
    await setTransactionOutcome(trx, transaction.id, event.outcome, now);
    if (event.outcome === "paid") await recordPaid(trx, transaction, now, hooks);
    // A declined or cancelled payment of invoices lets them go: they can be paid again.
    else if (transaction.purpose === "pay_invoices") await releaseInvoices(trx, transaction.id);
  }
  await insertEvent(trx, event, applied);
  return {
    result: applied ? "applied" : "ignored",
    shipmentId: transaction.shipmentId,
    purpose: transaction.purpose,
  };
}

/** What the paid notification may need besides the payment tables. */
export type TPaidHooks = {
  /**
   * The referral reward (decision 034), for the shipments of deferred invoices paid here: a
   * sponsored customer who ordered with 'Pay later' is rewarded when the invoice is paid.
   */
  rewardSponsor?: TRewardSponsor;
  /**
   * Issue 14: a paid mass_shipment transaction settles its mass mailing and queues the batch in
   * this same transaction (mass-mailing/use-cases/settle-paid-mass-shipment.ts).
   */
  massShipmentPaid?: (trx: TDbTransaction, transaction: TTransaction, now: Date) => Promise<void>;
};

/**
 * What a paid transaction pays, written with its paid status: the order's settlement, the credit,
 * or the invoices it pays (one customer payment, each invoice marked paid; decision 036).
 */
async function recordPaid(
  trx: TDbTransaction,
  transaction: TTransaction,
  now: Date,
  hooks: TPaidHooks,
): Promise<void> {
  const order = asOrderTransaction(transaction);
  if (transaction.purpose === "order" && order) {
    await recordCardSettlement(trx, order);
    return;
  }
  if (transaction.purpose === "credit_account" && transaction.userId !== null) {
    await creditPaidTopUp(trx, {
      userId: transaction.userId,
      transactionId: transaction.id,
      amountCents: transaction.amount,
      bonusCents: transaction.creditBonusCents,
    });
    return;
  }
  if (transaction.purpose === "pay_invoices" && transaction.userId !== null) {
    const userId = transaction.userId;
    const settled = await settlePaidInvoices(trx, { ...transaction, userId }, now);
    if (settled.shipmentRefs.length > 0 && hooks.rewardSponsor) {
      await hooks.rewardSponsor(trx, { userId, method: "credit_card", at: now });
    }
    return;
  }
  if (transaction.purpose === "mass_shipment" && hooks.massShipmentPaid) {
    await hooks.massShipmentPaid(trx, transaction, now);
    return;
  }
  throw new Error(`a paid ${transaction.purpose} transaction has nothing to record it`);
}
