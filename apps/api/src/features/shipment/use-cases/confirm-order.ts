import type { TShipmentConfirmation } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { ownerOfSession } from "../../session/owned-by.ts";
import type { TSession } from "../../session/session-service.ts";
import type { createSettlement } from "../settlement.ts";
import { findByOrder, isOrderOwnedBy } from "../shipment-repository.ts";
import type { TMakeWaybill } from "./make-waybill.ts";
import { loadConfirmation } from "./read-shipment.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

type TOrderRef = { shipment_id: string; order_id: string };

type TDeps = Pick<TShipmentDeps, "db"> & {
  settlement: Pick<ReturnType<typeof createSettlement>, "settle">;
  makeWaybill: TMakeWaybill;
};

/**
 * POST /order and POST /ship: confirms a settled order of the caller and answers its shipment.
 * Idempotent: the same order confirmed again (or by the background job) answers the same one.
 */
export function createConfirmOrder(deps: TDeps) {
  return async function confirmOrder(
    ref: TOrderRef,
    options: { payLater: boolean; lang: TLang },
    session: TSession | undefined,
  ): Promise<TShipmentConfirmation> {
    if (!(await isOrderOwnedBy(deps.db, ref.shipment_id, ref.order_id, ownerOfSession(session)))) {
      throw new AppError("not_found", 404);
    }
    const existing = await findByOrder(deps.db, ref.shipment_id);
    if (existing) return loadConfirmation(deps, existing);
    const settled = await deps.settlement.settle(ref, session, options.payLater);
    if (!settled.settled) throw new AppError("order.payment_required", 402);
    const shipment = await deps.makeWaybill(ref.shipment_id, settled.method, settled.lang ?? options.lang);
    return loadConfirmation(deps, shipment);
  };
}
