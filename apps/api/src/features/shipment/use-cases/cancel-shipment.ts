import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import type { TSession } from "../../session/session-service.ts";
import type { createSettlement } from "../settlement.ts";
import { markCancelled } from "../shipment-repository.ts";
import { cancelledMessage } from "../shipment-texts.ts";
import { loadOwnedShipment } from "./load-owned-shipment.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

type TDeps = Pick<TShipmentDeps, "db" | "connectors" | "now"> & {
  settlement: Pick<ReturnType<typeof createSettlement>, "refund">;
};

/**
 * GET/POST /cancel_shipment/{id}: a Validated shipment, cancelled at the carrier, refunded the
 * way it was paid, once. Each step is safe to repeat (the carrier's cancel, the refund); the
 * last one (Validated -> Cancelled) succeeds for one caller only, so a second cancel answers
 * 'Error, impossible to cancel the shipment'.
 */
export function createCancelShipment(deps: TDeps) {
  return async function cancelShipment(
    id: string,
    lang: TLang,
    session: TSession | undefined,
  ): Promise<string> {
    const row = await loadOwnedShipment(deps, id, session);
    const impossible = () => new AppError("shipment.cancel_impossible", 409);
    if (row.status !== "Validated") throw impossible();
    const connector = deps.connectors.find((candidate) => candidate.carrier_code === row.carrier_code);
    if (!connector?.cancel) throw impossible();
    const answer = await connector
      .cancel(
        { carrier_shipment_id: row.carrier_shipment_id, tracking_numbers: row.tracking_numbers as string[] },
        { now: deps.now() },
      )
      .catch(() => {
        throw impossible();
      });
    if (!answer.cancelled && answer.reason_key !== "already_cancelled") throw impossible();
    await deps.settlement.refund(row.shipment_id);
    if (!(await markCancelled(deps.db, row.id, deps.now()))) throw impossible();
    return cancelledMessage(lang);
  };
}
