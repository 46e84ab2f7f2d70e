import { formatCents } from "@ship/documents";
import { AppError } from "../../../errors/app-error.ts";
import { massRecipientReference } from "../../credit/credit-ledger.ts";
import { moveCredit } from "../../credit/credit-repository.ts";
import {
  addRefunded,
  findMailing,
  findUser,
  finishBatch,
  insertRecipientOrder,
  listPendingRefunds,
  listRecipients,
  listWaiting,
  lockRecipient,
  markRefundDone,
  markRefused,
  markShipped,
  markShipping,
  renewLease,
  type TMassMailingRow,
  type TRecipientRow,
} from "../mass-mailing-repository.ts";
import { buildSummaryMail } from "../mass-mailing-texts.ts";
import type { TMassMailingDeps } from "./mass-mailing-deps.ts";

type TDeps = Pick<
  TMassMailingDeps,
  | "db"
  | "unitOfWork"
  | "waybillInTransaction"
  | "provider"
  | "findTransaction"
  | "mailer"
  | "publicUrl"
  | "now"
  | "shipDelayMs"
> & { leaseMs: number };

/** The carrier's answer (or its silence) ended the recipient's shipment: never a database failure. */
function isCarrierRefusal(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  return (
    error.code === "shipment.carrier_failed" ||
    error.code === "shipment.carrier_review" ||
    error.code.startsWith("carrier.")
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rated shipment the recipient's order keeps (contract ZRatedShipment), from its offer's date. */
function ratedOf(mailing: TMassMailingRow, recipient: TRecipientRow) {
  const { settings, sender } = mailing;
  const place = (address: typeof sender) => ({
    country_code: address.country_code,
    postcode: address.postcode,
    city: address.city,
    pro: address.pro,
  });
  return {
    ship_from: place(sender),
    ship_to: place(recipient.address),
    parcels: recipient.parcels,
    unit: settings.unit,
    shipment_type: settings.shipment_type,
    stackable: settings.stackable,
    shipment_date: settings.shipment_date,
    currency: mailing.currency,
  };
}

/**
 * One recipient's shipment, in its own transaction keyed by the recipient: its row locked and
 * still waiting, the order flow's rows written (rating, order, shipping info, settlement), then
 * the order flow's waybill (carrier, tracking numbers, invoice), then the recipient marked
 * shipped. Killed before the commit, nothing stays and the next run ships it; committed, it is
 * never shipped again (the row says shipped, and the order's keys are the recipient's id).
 */
async function shipRecipient(
  deps: TDeps,
  mailing: TMassMailingRow,
  recipientId: string,
  customerType: "private" | "pro",
): Promise<void> {
  const method = mailing.paymentMethod ?? "deferred";
  await deps.waybillInTransaction(async (trx, waybill) => {
    const recipient = await lockRecipient(trx, recipientId);
    if (recipient?.status !== "waiting" || recipient.removed || !recipient.offer) return;
    const { settings } = mailing;
    await insertRecipientOrder(trx, {
      shipmentId: recipient.id,
      orderId: recipient.offer.order_id,
      sessionId: mailing.sessionId,
      userId: mailing.userId,
      customerType,
      rated: ratedOf(mailing, recipient),
      offer: recipient.offer,
      info: {
        ship_from: mailing.sender,
        ship_to: recipient.address,
        reason: settings.reason,
        content: recipient.content,
        declared_value_cents: recipient.declaredValueCents,
        currency: mailing.currency,
        insurance: settings.insurance === 1,
        shipping_method: settings.shipping_method,
        shipment_date: recipient.offer.shipment_date,
        ready_time: settings.ready_time ?? null,
        close_time: settings.close_time ?? null,
        label_format: mailing.labelFormat,
      },
      settlement: {
        method,
        totalCents: recipient.priceTi ?? 0,
        transactionId: method === "credit_card" ? mailing.transactionId : null,
      },
    });
    const shipment = await waybill({
      shipmentId: recipient.id,
      method,
      lang: mailing.lang,
      confirmationMail: false,
    });
    await markShipped(trx, recipient.id, shipment.id);
  });
}

/**
 * The carrier refused a recipient: it is not charged. Credit comes back in this transaction
 * (ledger movement keyed by the recipient: once); a card refund is marked pending here and asked
 * of the provider after the commit (refundCard), under an idempotency key per recipient.
 */
async function refuseRecipient(deps: TDeps, mailing: TMassMailingRow, recipientId: string): Promise<void> {
  await deps.unitOfWork.transaction(async (trx) => {
    const recipient = await lockRecipient(trx, recipientId);
    if (recipient?.status !== "waiting") return;
    const price = recipient.priceTi ?? 0;
    if (mailing.paymentMethod === "credit" && price > 0) {
      const reference = massRecipientReference(recipient.id);
      await moveCredit(trx, { userId: mailing.userId, amount: price, reason: "refund", reference });
      await markRefused(trx, recipient.id, { status: "done", reference });
      await addRefunded(trx, mailing.id, price);
    } else if (mailing.paymentMethod === "credit_card" && price > 0) {
      await markRefused(trx, recipient.id, { status: "pending", reference: null });
    } else {
      // Deferred: nothing was charged, and no invoice is made for it.
      await markRefused(trx, recipient.id, { status: null, reference: null });
    }
  });
}

/** A refused recipient's part of the card payment given back by the provider, once per recipient. */
async function refundCard(deps: TDeps, mailing: TMassMailingRow, recipient: TRecipientRow): Promise<void> {
  const transaction = mailing.transactionId ? await deps.findTransaction(mailing.transactionId) : undefined;
  if (!transaction || !deps.provider?.refund) throw new Error(`no card refund possible for ${recipient.id}`);
  const refund = await deps.provider.refund({
    transaction,
    amount: recipient.priceTi ?? 0,
    idempotencyKey: `mass-refund-${recipient.id}`,
  });
  await deps.unitOfWork.transaction((trx) => markRefundDone(trx, recipient, refund.reference));
}

/** The batch is over: marked done and its summary e-mail stored, in one transaction, once. */
async function finish(deps: TDeps, mailing: TMassMailingRow): Promise<void> {
  const recipients = await listRecipients(deps.db, mailing.id);
  const done = await findMailing(deps.db, mailing.id);
  const user = await findUser(deps.db, mailing.userId);
  const shipped = recipients.filter((recipient) => recipient.status === "shipped").length;
  const refused = recipients.filter((recipient) => recipient.status === "refused").length;
  const money = (cents: number) => formatCents(cents, mailing.currency, mailing.lang);
  const mail = buildSummaryMail(mailing.lang, {
    shipped,
    refused,
    charged: money(mailing.chargedCents),
    refunded: money(done?.refundedCents ?? 0),
    page: `${deps.publicUrl}/#/${mailing.lang}/mass-mailing-order-confirm?order=${mailing.id}`,
    labels: shipped > 0 ? `${deps.publicUrl}/api/v4/mass-mailing/${mailing.id}/labels?type=pdf` : null,
  });
  const finished = await deps.unitOfWork.transaction(async (trx) => {
    if (!(await finishBatch(trx, mailing.id, deps.now()))) return false;
    if (user) {
      await deps.mailer.enqueue(
        trx,
        { to: user.email, ...mail },
        { dedupeKey: `mass-mailing-summary:${mailing.id}` },
      );
    }
    return true;
  });
  if (finished) deps.mailer.wake();
}

/**
 * Runs one claimed batch to its end: each waiting recipient shipped (or refused and refunded), the
 * card refunds the provider has not confirmed yet asked again, then the batch finished. Answers
 * false when something is left for a later run (a database or provider failure).
 */
export async function runBatch(deps: TDeps, massMailingId: string): Promise<boolean> {
  const mailing = await findMailing(deps.db, massMailingId);
  if (!mailing || mailing.status === "draft") return false;
  await markShipping(deps.db, mailing.id);
  // The price list the offers were rated on (spec §6: professional accounts get their own).
  const customerType = (await findUser(deps.db, mailing.userId))?.pro === 1 ? "pro" : "private";
  for (const recipientId of await listWaiting(deps.db, mailing.id)) {
    if (deps.shipDelayMs > 0) await sleep(deps.shipDelayMs);
    await renewLease(deps.db, mailing.id, deps.leaseMs);
    try {
      await shipRecipient(deps, mailing, recipientId, customerType);
    } catch (error) {
      // The carrier refused (or cannot make it): that recipient is not charged. Anything else is
      // left waiting for the next run. A creation whose outcome the carrier left unknown
      // (shipment.carrier_review) is refused too rather than sent again (decision 062).
      if (!isCarrierRefusal(error)) throw error;
      await refuseRecipient(deps, mailing, recipientId);
    }
  }
  for (const recipient of await listPendingRefunds(deps.db, mailing.id)) {
    await refundCard(deps, mailing, recipient);
  }
  if ((await listWaiting(deps.db, mailing.id)).length > 0) return false;
  await finish(deps, mailing);
  return true;
}
