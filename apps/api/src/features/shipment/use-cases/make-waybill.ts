import { randomBytes } from "node:crypto";
import type { TCarrierConnector, TCreatedShipment } from "@ship/carriers";
import type { TSettlementMethod } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TTransaction } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import { lockOrder } from "../../order/order-repository.ts";
import { storeCarrierLabel } from "../carrier-label.ts";
import { carrierReviewHold, openCarrierReview } from "../carrier-review-repository.ts";
import { createAtCarrier } from "../carrier-shipment.ts";
import {
  findByOrder,
  findOrder,
  insertShipment,
  type TOrderForWaybill,
  type TShipmentRow,
} from "../shipment-repository.ts";
import { buildCarrierRequest, newShipmentOf } from "../waybill-rows.ts";
import type { TNotifyRecipient } from "./notify-recipient.ts";
import type { TEnqueueConfirmationMail } from "./send-confirmation-mail.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";
import type { TStoreShipmentDocuments } from "./store-shipment-documents.ts";

/** A carrier that does not answer within this time fails the confirmation (it can be retried). */
const CARRIER_TIMEOUT_MS = 15_000;

type TDeps = Pick<
  TShipmentDeps,
  | "unitOfWork"
  | "connectors"
  | "timeZone"
  | "now"
  | "mailer"
  | "rewardSponsor"
  | "preOrders"
  | "documents"
  | "logError"
> & {
  enqueueConfirmationMail: TEnqueueConfirmationMail;
  notifyRecipient: TNotifyRecipient;
  /** Writes the new shipment's papers and invoice to the document store after the commit. */
  storeDocuments: Pick<TStoreShipmentDocuments, "issued">;
};

/** What the carrier made in this attempt, so a rolled-back attempt can void it. */
type TAttempt = { connector?: TCarrierConnector; carrierShipment?: TCreatedShipment };

export type TMakeWaybill = (
  shipmentId: string,
  method: TSettlementMethod,
  lang: TLang,
) => Promise<TShipmentRow>;

/** What one waybill attempt asks for. */
type TWaybillRequest = { shipmentId: string; method: TSettlementMethod; lang: TLang };

/** What the locked transaction did: the shipment (new or found), or the order sent to review. */
type TLockedOutcome =
  | { shipment: TShipmentRow; created: boolean; appended: boolean }
  | { review: true; cause: unknown };

/** The carrier's shipment of the order, or the review opened in `trx` when its outcome stays unknown. */
async function askCarrier(deps: TDeps, trx: TTransaction, attempt: TAttempt, order: TOrderForWaybill) {
  const connector = deps.connectors.find((candidate) => candidate.carrier_code === order.offer.carrier_code);
  attempt.connector = connector;
  if (!connector) throw new AppError("shipment.carrier_failed", 503);
  const now = deps.now();
  const outcome = await createAtCarrier({
    connector,
    request: buildCarrierRequest(order),
    now,
    timeoutMs: CARRIER_TIMEOUT_MS,
  });
  if ("review" in outcome) {
    const at = deps.now();
    await openCarrierReview(trx, {
      shipmentId: order.shipmentId,
      carrierCode: connector.carrier_code,
      reason: outcome.review,
      at,
    });
    return outcome;
  }
  attempt.carrierShipment = outcome.made;
  return { made: outcome.made, live: connector.mode === "live", now };
}

/** The transaction's work once the order row is locked; `created` false when it existed. */
async function createLocked(
  deps: TDeps,
  trx: TTransaction,
  attempt: TAttempt,
  request: TWaybillRequest & { confirmationMail: boolean },
): Promise<TLockedOutcome> {
  const existing = await findByOrder(trx, request.shipmentId);
  if (existing) return { shipment: existing, created: false, appended: false };
  const order = await findOrder(trx, request.shipmentId);
  if (!order) throw new AppError("not_found", 404);
  if (!order.complete) throw new AppError("payment.order_incomplete", 409);
  // The carrier may have made this order's shipment already: only an operator sends it again.
  const hold = await carrierReviewHold(trx, request.shipmentId);
  if (hold === "open") throw new AppError("shipment.carrier_review", 409);
  if (hold === "cancelled") throw new AppError("shipment.order_cancelled", 409);
  const asked = await askCarrier(deps, trx, attempt, order);
  if ("review" in asked) return { review: true, cause: asked.cause };
  const { made: carrierShipment, live, now } = asked;
  const id = randomBytes(16).toString("base64url");
  const rows = newShipmentOf({ ...request, order, carrierShipment, id, now, timeZone: deps.timeZone, live });
  // The carrier's label cannot be made again: kept before the commit (decision 062).
  if (live) await storeCarrierLabel(deps.documents, rows.shipment, carrierShipment.labels);
  await insertShipment(trx, rows.shipment, rows.invoice);
  const shipment = await findByOrder(trx, request.shipmentId);
  if (!shipment) throw new Error("the shipment just inserted is missing");
  if (request.confirmationMail) await deps.enqueueConfirmationMail(trx, shipment);
  // The recipient's notice when the account asks for it (decision 051), with the shipment as well.
  await deps.notifyRecipient(trx, shipment);
  await deps.rewardSponsor?.(trx, { userId: order.userId, method: request.method, at: now });
  // An order made from a pre-order: the shipment to append to it, in the same transaction (decision 046).
  const appended = (await deps.preOrders?.append(trx, shipment)) ?? false;
  return { shipment, created: true, appended };
}

/** The order went to review: the caller is told it is being confirmed with the carrier. */
function reviewError(cause: unknown): AppError {
  return new AppError("shipment.carrier_review", 409, { cause });
}

/** The carrier made a shipment the database did not keep: void it, so nothing is billed twice. */
async function voidCarrierShipment(deps: TDeps, { connector, carrierShipment }: TAttempt): Promise<void> {
  if (!carrierShipment || !connector?.cancel) return;
  await connector
    .cancel(
      {
        carrier_shipment_id: carrierShipment.carrier_shipment_id,
        tracking_numbers: carrierShipment.tracking_numbers,
      },
      { now: deps.now() },
    )
    .catch(() => undefined);
}

/**
 * The waybill inside a caller's transaction (issue 14: a mass mailing's recipient, whose order
 * rows are written first in that same transaction): `work` gets the transaction and the waybill
 * of an order it holds locked; a rolled-back attempt voids what the carrier made.
 */
export type TWaybillInTransaction = <T>(
  work: (
    trx: TTransaction,
    waybill: (request: TWaybillRequest & { confirmationMail: boolean }) => Promise<TShipmentRow>,
  ) => Promise<T>,
) => Promise<T>;

export function createWaybillInTransaction(deps: TDeps): TWaybillInTransaction {
  return async (work) => {
    const attempt: TAttempt = {};
    const created: TShipmentRow[] = [];
    let result: Awaited<ReturnType<typeof work>>;
    try {
      result = await deps.unitOfWork.transaction((trx) =>
        work(trx, async (request) => {
          const made = await createLocked(deps, trx, attempt, request);
          // The caller's rows roll back with the review: it decides what the order becomes.
          if ("review" in made) throw reviewError(made.cause);
          if (made.created) created.push(made.shipment);
          return made.shipment;
        }),
      );
    } catch (error) {
      await voidCarrierShipment(deps, attempt);
      throw error;
    }
    // Committed: the documents the waybill issued go to the store.
    for (const shipment of created) await deps.storeDocuments.issued(shipment);
    return result;
  };
}

/**
 * Creates the shipment of a settled order, exactly once: in one database transaction with the
 * order row locked, it checks that no shipment exists, asks the carrier, then inserts the
 * shipment, its invoice (gap-free number), its confirmation e-mail and the recipient's notice (the
 * outbox) and, for an order made from a pre-order, the shipment to append to it (the pre-order
 * outbox). A concurrent
 * call waits for the lock and finds the shipment; a crash before the commit leaves nothing, and
 * the recovery sweep starts again. The unique key on the order backs this up whatever the
 * isolation.
 */
export function createMakeWaybill(deps: TDeps): TMakeWaybill {
  /** The waybill's transaction: the order row locked first, as every writer of an order does. */
  async function createOnce(shipmentId: string, method: TSettlementMethod, lang: TLang) {
    const attempt: TAttempt = {};
    try {
      return await deps.unitOfWork.transaction(async (trx) => {
        await lockOrder(trx, shipmentId);
        return createLocked(deps, trx, attempt, { shipmentId, method, lang, confirmationMail: true });
      });
    } catch (error) {
      await voidCarrierShipment(deps, attempt);
      throw error;
    }
  }

  return async function makeWaybill(shipmentId, method, lang) {
    const outcome = await createOnce(shipmentId, method, lang);
    // The review is committed, so that no other attempt asks the carrier again.
    if ("review" in outcome) {
      deps.logError(outcome.cause, `order ${shipmentId}: carrier outcome unknown, sent to review`);
      throw reviewError(outcome.cause);
    }
    const { shipment, created, appended } = outcome;
    // Committed: the delivery jobs send the confirmation (and tell the pre-order) now rather than
    // at their next round, and the label, customs papers and invoice go to the document store.
    if (created) deps.mailer.wake();
    if (appended) deps.preOrders?.wake();
    if (created) await deps.storeDocuments.issued(shipment);
    return shipment;
  };
}
