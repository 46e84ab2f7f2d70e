import type { TLabelPageFormat } from "@ship/documents";
import { AppError } from "../../../errors/app-error.ts";
import type { TSession } from "../../session/session-service.ts";
import { findCreditNote } from "../credit-note-repository.ts";
import {
  renderShipmentCreditNote,
  renderShipmentInvoice,
  renderShipmentLabel,
  renderShipmentPersonalEffects,
  renderShipmentProforma,
  type TDocumentFile,
} from "../shipment-documents.ts";
import { needsDeclaration } from "../shipment-links.ts";
import { findInvoice, findOrderExtras } from "../shipment-repository.ts";
import { loadOwnedShipment } from "./load-owned-shipment.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

/** The documents of a shipment of the caller (GET /shipments/{id}/{document}). */
export function createShipmentDocuments(deps: Pick<TShipmentDeps, "db" | "seller">) {
  return {
    /** GET /shipments/{id}/label: PDF (10 x 15 or A4) or ZPL, as chosen in the order. */
    async label(id: string, pageFormat: TLabelPageFormat | undefined, session: TSession | undefined) {
      const row = await loadOwnedShipment(deps, id, session);
      const { relayPoint } = await findOrderExtras(deps.db, row.shipment_id);
      return renderShipmentLabel(row, relayPoint, pageFormat);
    },

    /** GET /shipments/{id}/personal-effects: personal effects abroad above $150 only (else 404). */
    async personalEffects(id: string, session: TSession | undefined): Promise<TDocumentFile> {
      const row = await loadOwnedShipment(deps, id, session);
      if (!needsDeclaration(row)) throw new AppError("not_found", 404);
      const { passportNumber, remarks } = await findOrderExtras(deps.db, row.shipment_id);
      return renderShipmentPersonalEffects(row, passportNumber, remarks);
    },

    /** GET /shipments/{id}/proforma: only when customs apply (else 404). */
    async proforma(id: string, session: TSession | undefined): Promise<TDocumentFile> {
      const row = await loadOwnedShipment(deps, id, session);
      if (!row.customs_required) throw new AppError("not_found", 404);
      return renderShipmentProforma(row, (await findOrderExtras(deps.db, row.shipment_id)).duties);
    },

    /** GET /shipments/{id}/credit-note: only once a cancellation credited its invoice (else 404). */
    async creditNote(id: string, session: TSession | undefined): Promise<TDocumentFile> {
      const row = await loadOwnedShipment(deps, id, session);
      const [note, invoice] = await Promise.all([
        findCreditNote(deps.db, row.id),
        findInvoice(deps.db, row.id),
      ]);
      if (!note || !invoice) throw new AppError("not_found", 404);
      return renderShipmentCreditNote(note, invoice, deps.seller);
    },

    /** GET /shipments/{id}/invoice: 404 when there is none (nothing was charged). */
    async invoice(id: string, session: TSession | undefined): Promise<TDocumentFile> {
      const row = await loadOwnedShipment(deps, id, session);
      const invoice = await findInvoice(deps.db, row.id);
      if (!invoice) throw new AppError("not_found", 404);
      return renderShipmentInvoice(invoice, deps.seller);
    },
  };
}
