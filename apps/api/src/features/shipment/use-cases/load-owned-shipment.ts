import { AppError } from "../../../errors/app-error.ts";
import { ownerOfSession } from "../../session/owned-by.ts";
import type { TSession } from "../../session/session-service.ts";
import { findOwned, type TShipmentRow } from "../shipment-repository.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

/** A shipment of the caller, else 404: another customer's shipment does not exist for them. */
export async function loadOwnedShipment(
  deps: Pick<TShipmentDeps, "db">,
  id: string,
  session: TSession | undefined,
): Promise<TShipmentRow> {
  const row = await findOwned(deps.db, id, ownerOfSession(session));
  if (!row) throw new AppError("not_found", 404);
  return row;
}
