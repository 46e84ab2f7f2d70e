import { isCarrierCallError, readZonedNow } from "@ship/carriers";
import type { TLang } from "@ship/domain";
import type { TTransaction } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import { carrierAppError } from "../../../errors/carrier-error.ts";
import type { TRefundDescription } from "../../payment/use-cases/describe-refund.ts";
import type { TSession } from "../../session/session-service.ts";
import { insertCreditNote, isInvoicePaymentOpen } from "../credit-note-repository.ts";
import type { createSettlement } from "../settlement.ts";
import { findShipment, markCancelled, type TShipmentRow } from "../shipment-repository.ts";
import { cancelledMessage } from "../shipment-texts.ts";
import { loadOwnedShipment } from "./load-owned-shipment.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";
import type { TStoreShipmentDocuments } from "./store-shipment-documents.ts";

type TDeps = Pick<TShipmentDeps, "db" | "unitOfWork" | "connectors" | "now" | "timeZone" | "preOrders"> & {
  settlement: Pick<ReturnType<typeof createSettlement>, "refund" | "describeRefund">;
  /** Writes the credit note to the document store after the commit; the other files stay (decision 052). */
  storeDocuments: Pick<TStoreShipmentDocuments, "credited">;
};

/** Work of the caller written in the cancellation's own transaction (the console's audit row). */
export type TAlsoInCancellation = (trx: TTransaction, row: TShipmentRow) => Promise<void>;

/**
 * GET/POST /cancel_shipment/{id}: a Validated shipment, cancelled at the carrier, refunded the
 * way it was paid, once. Each step is safe to repeat (the carrier's cancel, the refund); the
 * last one (Validated -> Cancelled, with the credit note of its invoice) succeeds for one caller
 * only, so a second cancel answers 'Error, impossible to cancel the shipment'. A shipment made
 * from a pre-order is then sent to the pre-order service as Cancelled (its units are unsent again).
 */
export function createCancelShipment(deps: TDeps) {
  return async function cancelShipment(
    id: string,
    lang: TLang,
    session: TSession | undefined,
  ): Promise<{ message: string; refund: TRefundDescription }> {
    return cancelRow(deps, await loadOwnedShipment(deps, id, session), lang);
  };
}

/**
 * The operator console's cancel (issue 18): the customer's own cancellation of any customer's
 * shipment, with the console's audit row in the transaction that marks it cancelled.
 */
export function createCancelShipmentForOperator(deps: TDeps) {
  return async function cancelShipmentForOperator(
    id: string,
    lang: TLang,
    alsoInTransaction: TAlsoInCancellation,
  ): Promise<{ message: string; refund: TRefundDescription }> {
    const row = await findShipment(deps.db, id);
    if (!row) throw new AppError("not_found", 404);
    return cancelRow(deps, row, lang, alsoInTransaction);
  };
}

/** The carrier said no: a live carrier's reason in the customer's language, the sandbox's as before. */
function refusal(live: boolean, reasonKey: string | undefined): AppError {
  if (!live) return new AppError("shipment.cancel_impossible", 409);
  if (reasonKey === "picked_up") return new AppError("shipment.cancel_picked_up", 409);
  return new AppError("shipment.cancel_refused", 409);
}

async function cancelRow(
  deps: TDeps,
  row: TShipmentRow,
  lang: TLang,
  alsoInTransaction?: TAlsoInCancellation,
): Promise<{ message: string; refund: TRefundDescription }> {
  const impossible = () => new AppError("shipment.cancel_impossible", 409);
  if (row.status !== "Validated") throw impossible();
  // A payment of its invoice is on its card page: cancelling now could let the card pay a
  // cancelled invoice. The customer finishes or cancels that payment first.
  if (await isInvoicePaymentOpen(deps.db, row.id)) throw new AppError("shipment.cancel_payment_open", 409);
  const connector = deps.connectors.find((candidate) => candidate.carrier_code === row.carrier_code);
  if (!connector?.cancel) throw impossible();
  const live = connector.mode === "live";
  const answer = await connector
    .cancel(
      { carrier_shipment_id: row.carrier_shipment_id, tracking_numbers: row.tracking_numbers as string[] },
      { now: deps.now() },
    )
    .catch((error) => {
      // A live carrier's failure answers its translated code (decision 062); the sandbox's, as before.
      throw live && isCarrierCallError(error) ? carrierAppError(error) : impossible();
    });
  if (!answer.cancelled && answer.reason_key !== "already_cancelled") throw refusal(live, answer.reason_key);
  await deps.settlement.refund(row.shipment_id);
  // Cancelled and credited together: one caller wins, and its credit note takes the next number.
  // A shipment of a pre-order tells the service in the same transaction (outbox, decision 046).
  const now = deps.now();
  let toldPreOrder = false;
  const cancelled = await deps.unitOfWork.transaction(async (trx) => {
    if (!(await markCancelled(trx, row.id, now))) return false;
    await insertCreditNote(trx, row.id, readZonedNow(now, deps.timeZone).date);
    toldPreOrder = (await deps.preOrders?.cancel(trx, row.id)) ?? false;
    await alsoInTransaction?.(trx, row);
    return true;
  });
  if (!cancelled) throw impossible();
  if (toldPreOrder) deps.preOrders?.wake();
  await deps.storeDocuments.credited(row);
  return { message: cancelledMessage(lang), refund: await deps.settlement.describeRefund(row.shipment_id) };
}
