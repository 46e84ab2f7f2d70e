import type { TLabel } from "@ship/carriers";
import { mergePdfs } from "@ship/documents";
import { AppError } from "../../errors/app-error.ts";
import type { TDocumentStore } from "../../lib/document-store/document-store.ts";
import { shipmentFileKey, type TShipmentDocument } from "./shipment-files.ts";
import type { TShipmentRow } from "./shipment-repository.ts";

/**
 * Issue 19 item 6: a live carrier's label is the label. Its bytes are kept in the document store
 * as `carrier-label.pdf` or `carrier-label.zpl` (one document per shipment, as the label route
 * serves today: a carrier's labels of several parcels are joined, PDF pages in order or ZPL
 * formats one after the other). They cannot be made again, so they are written before the
 * shipment's commit (decision 062).
 */
const carrierLabelName = (format: TShipmentRow["label_format"]) =>
  format === "ZPL" ? "carrier-label.zpl" : "carrier-label.pdf";

async function joined(labels: readonly TLabel[], format: TShipmentRow["label_format"]): Promise<Buffer> {
  const parts = labels.map((label) => label.data);
  if (format === "ZPL") return Buffer.concat(parts);
  return Buffer.from(await mergePdfs(parts));
}

/** Writes the carrier's labels of a new shipment (its public id) to the store. */
export async function storeCarrierLabel(
  store: TDocumentStore,
  shipment: { id: string; label_format: TShipmentRow["label_format"] },
  labels: readonly TLabel[],
): Promise<void> {
  if (labels.length === 0) throw new Error(`the carrier answered no label for shipment ${shipment.id}`);
  const body = await joined(labels, shipment.label_format);
  await store.put(shipmentFileKey(shipment.id, carrierLabelName(shipment.label_format)), body);
}

/** The carrier's label of a live shipment, as the label route serves it (whatever page size is asked). */
export function carrierLabelDocument(shipment: TShipmentRow): TShipmentDocument {
  const zpl = shipment.label_format === "ZPL";
  const base = `label-${(shipment.tracking_numbers as string[])[0] ?? shipment.id}`;
  return {
    key: shipmentFileKey(shipment.id, carrierLabelName(shipment.label_format)),
    contentType: zpl ? "application/zpl; charset=utf-8" : "application/pdf",
    filename: `${base}.${zpl ? "zpl" : "pdf"}`,
    // Written before the shipment's commit: missing means the store lost it, and only the
    // carrier's own portal can give it again.
    render: () => Promise.reject(new AppError("not_found", 404)),
  };
}
