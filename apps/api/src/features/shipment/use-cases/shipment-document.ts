import type { TLabelPageFormat } from "@ship/documents";
import { AppError } from "../../../errors/app-error.ts";
import type { TSession } from "../../session/session-service.ts";
import { carrierLabelDocument } from "../carrier-label.ts";
import { findCreditNote } from "../credit-note-repository.ts";
import type { TSignedLink } from "../document-links.ts";
import {
  shipmentCreditNote,
  shipmentInvoice,
  shipmentLabel,
  shipmentPersonalEffects,
  shipmentProforma,
  type TDocumentFile,
} from "../shipment-documents.ts";
import { readThrough, type TShipmentDocument } from "../shipment-files.ts";
import { needsDeclaration, type TDocumentKind } from "../shipment-links.ts";
import { findInvoice, findShipment, type TShipmentRow } from "../shipment-repository.ts";
import { loadOwnedShipment } from "./load-owned-shipment.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";
import { orderExtrasOf } from "./store-shipment-documents.ts";

/** Who asks for a document: the caller's session, and the signed link they followed, if any. */
export type TDocumentAccess = { session: TSession | undefined; link?: Partial<TSignedLink> };

/** The papers that let a parcel travel: a cancelled shipment's signed links to them stop working. */
const REVOKED_BY_CANCELLATION: ReadonlySet<TDocumentKind> = new Set([
  "label",
  "proforma",
  "personal-effects",
]);

/**
 * The documents of a shipment (GET /shipments/{id}/{document}): the caller's own, or any shipment's
 * through a signed link to that document (issue 16: the e-mailed link opens in any browser). A
 * wrong, expired or revoked link answers 404, as another customer's shipment does. The bytes come
 * from the document store; one not stored yet is rendered and stored on this first read (decision 052).
 */
export function createShipmentDocuments(
  deps: Pick<TShipmentDeps, "db" | "seller" | "documentLinks" | "documents" | "now" | "logError">,
) {
  const served = (document: TShipmentDocument) => readThrough(deps.documents, document, deps.logError);

  async function load(id: string, kind: TDocumentKind, access: TDocumentAccess): Promise<TShipmentRow> {
    const { link } = access;
    if (link?.expires === undefined || link.sig === undefined)
      return loadOwnedShipment(deps, id, access.session);
    const signed = { expires: link.expires, sig: link.sig };
    if (!deps.documentLinks.verify(id, kind, signed, deps.now())) throw new AppError("not_found", 404);
    const row = await findShipment(deps.db, id);
    if (!row || (row.status === "Cancelled" && REVOKED_BY_CANCELLATION.has(kind))) {
      throw new AppError("not_found", 404);
    }
    return row;
  }

  return {
    /** GET /shipments/{id}/label: PDF (10 x 15 or A4) or ZPL, as chosen in the order. */
    async label(id: string, pageFormat: TLabelPageFormat | undefined, access: TDocumentAccess) {
      const row = await load(id, "label", access);
      // A live carrier's label is the label (issue 19 item 6), in the one layout the carrier made.
      if (row.carrier_mode === "live") return served(carrierLabelDocument(row));
      return served(shipmentLabel(row, orderExtrasOf(deps, row), pageFormat));
    },

    /** GET /shipments/{id}/personal-effects: personal effects abroad above $150 only (else 404). */
    async personalEffects(id: string, access: TDocumentAccess): Promise<TDocumentFile> {
      const row = await load(id, "personal-effects", access);
      if (!needsDeclaration(row)) throw new AppError("not_found", 404);
      return served(shipmentPersonalEffects(row, orderExtrasOf(deps, row)));
    },

    /** GET /shipments/{id}/proforma: only when customs apply (else 404). */
    async proforma(id: string, access: TDocumentAccess): Promise<TDocumentFile> {
      const row = await load(id, "proforma", access);
      if (!row.customs_required) throw new AppError("not_found", 404);
      return served(shipmentProforma(row, orderExtrasOf(deps, row)));
    },

    /** GET /shipments/{id}/credit-note: only once a cancellation credited its invoice (else 404). */
    async creditNote(id: string, access: TDocumentAccess): Promise<TDocumentFile> {
      const row = await load(id, "credit-note", access);
      const [note, invoice] = await Promise.all([
        findCreditNote(deps.db, row.id),
        findInvoice(deps.db, row.id),
      ]);
      if (!note || !invoice) throw new AppError("not_found", 404);
      return served(shipmentCreditNote(row, note, invoice, deps.seller));
    },

    /** GET /shipments/{id}/invoice: 404 when there is none (nothing was charged). */
    async invoice(id: string, access: TDocumentAccess): Promise<TDocumentFile> {
      const row = await load(id, "invoice", access);
      const invoice = await findInvoice(deps.db, row.id);
      if (!invoice) throw new AppError("not_found", 404);
      return served(shipmentInvoice(row, invoice, deps.seller));
    },
  };
}
