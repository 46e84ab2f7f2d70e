import type { TSessionUser, TShipmentRow, TShipmentsByIdsBody } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import { listShipmentsByIds } from "../history-repository.ts";
import { resolveListOwners } from "./list-owners.ts";
import { shipmentRowOf } from "./list-user-shipments.ts";

/**
 * Spec §7 POST /shipments (ids): the rows of the given shipments, in the order asked. Any id that
 * is not the caller's or a sub-account's answers 404 for the whole call, whether it exists or not.
 */
export function createListShipmentsByIds(deps: { db: TExecutor }) {
  return async function shipmentsByIds(
    user: TSessionUser,
    body: Required<TShipmentsByIdsBody>,
    lang: TLang,
  ): Promise<{ success: true; rows: TShipmentRow[] }> {
    const owners = await resolveListOwners(deps.db, user, undefined);
    const ids = [...new Set(body.ids)];
    const found = await listShipmentsByIds(deps.db, owners.userIds, ids);
    if (found.length !== ids.length) throw new AppError("not_found", 404);
    const byId = new Map(found.map((row) => [row.id, row]));
    return {
      success: true,
      rows: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [shipmentRowOf(row, lang, owners)] : [];
      }),
    };
  };
}
