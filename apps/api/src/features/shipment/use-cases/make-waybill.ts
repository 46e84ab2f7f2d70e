import { randomBytes } from "node:crypto";
import type { TCarrierConnector, TCreatedShipment } from "@ship/carriers";
import type { TSettlementMethod } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TTransaction } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import { lockOrder } from "../../order/order-repository.ts";
import { findByOrder, findOrder, insertShipment, type TShipmentRow } from "../shipment-repository.ts";
import { buildCarrierRequest, newShipmentOf } from "../waybill-rows.ts";
import type { TEnqueueConfirmationMail } from "./send-confirmation-mail.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

/** A carrier that does not answer within this time fails the confirmation (it can be retried). */
const CARRIER_TIMEOUT_MS = 15_000;

type TDeps = Pick<
  TShipmentDeps,
  "unitOfWork" | "connectors" | "timeZone" | "now" | "mailer" | "rewardSponsor"
> & {
  enqueueConfirmationMail: TEnqueueConfirmationMail;
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

/** The transaction's work once the order row is locked; `created` false when it existed. */
async function createLocked(
  deps: TDeps,
  trx: TTransaction,
  attempt: TAttempt,
  request: TWaybillRequest & { confirmationMail: boolean },
): Promise<{ shipment: TShipmentRow; created: boolean }> {
  const existing = await findByOrder(trx, request.shipmentId);
  if (existing) return { shipment: existing, created: false };
  const order = await findOrder(trx, request.shipmentId);
  if (!order) throw new AppError("not_found", 404);
  if (!order.complete) throw new AppError("payment.order_incomplete", 409);
  const connector = deps.connectors.find((candidate) => candidate.carrier_code === order.offer.carrier_code);
  attempt.connector = connector;
  if (!connector?.createShipment) throw new AppError("shipment.carrier_failed", 503);
  const now = deps.now();
  let carrierShipment: TCreatedShipment;
  try {
    carrierShipment = await connector.createShipment(buildCarrierRequest(order), {
      now,
      signal: AbortSignal.timeout(CARRIER_TIMEOUT_MS),
    });
  } catch {
    throw new AppError("shipment.carrier_failed", 502);
  }
  attempt.carrierShipment = carrierShipment;
  const id = randomBytes(16).toString("base64url");
  const rows = newShipmentOf({ ...request, order, carrierShipment, id, now, timeZone: deps.timeZone });
  await insertShipment(trx, rows.shipment, rows.invoice);
  const shipment = await findByOrder(trx, request.shipmentId);
  if (!shipment) throw new Error("the shipment just inserted is missing");
  if (request.confirmationMail) await deps.enqueueConfirmationMail(trx, shipment);
  await deps.rewardSponsor?.(trx, { userId: order.userId, method: request.method, at: now });
  return { shipment, created: true };
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
    try {
      return await deps.unitOfWork.transaction((trx) =>
        work(trx, async (request) => (await createLocked(deps, trx, attempt, request)).shipment),
      );
    } catch (error) {
      await voidCarrierShipment(deps, attempt);
      throw error;
    }
  };
}

/**
 * Creates the shipment of a settled order, exactly once: in one database transaction with the
 * order row locked, it checks that no shipment exists, asks the carrier, then inserts the
 * shipment, its invoice (gap-free number) and its confirmation e-mail (the outbox). A concurrent
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
    const { shipment, created } = await createOnce(shipmentId, method, lang);
    // Committed: the delivery job sends the confirmation now rather than at its next round.
    if (created) deps.mailer.wake();
    return shipment;
  };
}
