import type { TShipmentConfirmation } from "@ship/contracts";
import type { TSession } from "../../session/session-service.ts";
import { confirmationOf } from "../shipment-confirmation.ts";
import { findInvoice, findOrderExtras, type TShipmentRow } from "../shipment-repository.ts";
import { loadOwnedShipment } from "./load-owned-shipment.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

/** The confirmation of a stored shipment, with its invoice and relay point. */
export async function loadConfirmation(
  deps: Pick<TShipmentDeps, "db">,
  row: TShipmentRow,
): Promise<TShipmentConfirmation> {
  const invoice = await findInvoice(deps.db, row.id);
  const { relayPoint } = await findOrderExtras(deps.db, row.shipment_id);
  return confirmationOf(row, invoice, relayPoint);
}

/** GET /shipments/{id}: the confirmation again (reload of the confirmation page). */
export function createReadShipment(deps: Pick<TShipmentDeps, "db">) {
  return async function readShipment(
    id: string,
    session: TSession | undefined,
  ): Promise<TShipmentConfirmation> {
    return loadConfirmation(deps, await loadOwnedShipment(deps, id, session));
  };
}
