import { findCreditNote } from "../credit-note-repository.ts";
import {
  shipmentCreditNote,
  shipmentInvoice,
  shipmentLabel,
  shipmentPersonalEffects,
  shipmentProforma,
  type TOrderExtrasLoader,
} from "../shipment-documents.ts";
import { storeAll, type TShipmentDocument } from "../shipment-files.ts";
import { needsDeclaration } from "../shipment-links.ts";
import { findInvoice, findOrderExtras, type TShipmentRow } from "../shipment-repository.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

/** The order's relay point, customs rows and declaration, read once and only if a document is rendered. */
export function orderExtrasOf(deps: Pick<TShipmentDeps, "db">, row: TShipmentRow): TOrderExtrasLoader {
  let extras: ReturnType<TOrderExtrasLoader> | undefined;
  return () => {
    extras ??= findOrderExtras(deps.db, row.shipment_id);
    return extras;
  };
}

type TDeps = Pick<TShipmentDeps, "db" | "seller" | "documents" | "logError">;

/**
 * Writes what a committed waybill issued to the document store (decision 052): the label (PDF in
 * both page sizes, or ZPL), the customs papers it needs, and the invoice. Called after the
 * commit, never inside the transaction (a slow store must not hold the order's lock). A failure
 * is logged, not thrown: the shipment exists, and the first download renders and stores what is
 * missing.
 */
export function createStoreShipmentDocuments(deps: TDeps) {
  async function documentsOf(row: TShipmentRow): Promise<TShipmentDocument[]> {
    const extras = orderExtrasOf(deps, row);
    // A live carrier's label was stored with the shipment (carrier-label.ts): only ours are made here.
    const ownLabels =
      row.label_format === "ZPL"
        ? [shipmentLabel(row, extras)]
        : [shipmentLabel(row, extras, "10x15"), shipmentLabel(row, extras, "A4")];
    const labels = row.carrier_mode === "live" ? [] : ownLabels;
    const invoice = await findInvoice(deps.db, row.id);
    return [
      ...labels,
      ...(row.customs_required ? [shipmentProforma(row, extras)] : []),
      ...(needsDeclaration(row) ? [shipmentPersonalEffects(row, extras)] : []),
      ...(invoice ? [shipmentInvoice(row, invoice, deps.seller)] : []),
    ];
  }

  return {
    /** After the waybill's commit: the shipment's papers and its invoice. */
    async issued(row: TShipmentRow): Promise<void> {
      await storeAll(deps.documents, await documentsOf(row)).catch((error) =>
        deps.logError(
          error,
          `documents of shipment ${row.id} not stored; the first download will store them`,
        ),
      );
    },

    /** After the cancellation's commit: the credit note. */
    async credited(row: TShipmentRow): Promise<void> {
      const stored = async () => {
        const [note, invoice] = await Promise.all([
          findCreditNote(deps.db, row.id),
          findInvoice(deps.db, row.id),
        ]);
        if (note && invoice)
          await storeAll(deps.documents, [shipmentCreditNote(row, note, invoice, deps.seller)]);
      };
      await stored().catch((error) =>
        deps.logError(
          error,
          `credit note of shipment ${row.id} not stored; the first download will store it`,
        ),
      );
    },
  };
}
export type TStoreShipmentDocuments = ReturnType<typeof createStoreShipmentDocuments>;
