import type { TExportShipmentQuery, TShipmentRow } from "@ship/contracts";
import { nextShipmentBatch } from "../../my-account/history-repository.ts";
import { shipmentRowOf } from "../../my-account/use-cases/list-user-shipments.ts";
import { shipmentColumns } from "../export-columns.ts";
import { keysetBatches, type TExportSource } from "../export-source.ts";

/**
 * Spec §2 My shipments 'with exports' (GET /export_shipment/{token}): every row POST /user-shipments
 * lists for the same q, sort, order and user_id, built by the same function, read by keyset.
 */
export const shipmentExport: TExportSource<TShipmentRow, TExportShipmentQuery> = {
  name: "shipments",
  columns: (owners) => shipmentColumns(owners.subAccounts.size > 0),
  async *batches(db, owners, query, lang) {
    const list = { userIds: owners.userIds, search: query.q, sort: query.sort, order: query.order };
    const stored = keysetBatches(
      (afterId: string | null, size) => nextShipmentBatch(db, list, afterId, size),
      (row) => row.id,
    );
    for await (const rows of stored) yield rows.map((row) => shipmentRowOf(row, lang, owners));
  },
};
