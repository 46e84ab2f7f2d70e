import type { TDocumentStore } from "../../lib/document-store/document-store.ts";
import type { TDocumentFile } from "./shipment-documents.ts";

/**
 * A shipment's documents in the document store (decision 052). Each file is kept under
 * `shipments/{shipment id}/{name}`:
 *   label-10x15.pdf, label-A4.pdf, label.zpl    the label as chosen in the order (PDF in both page sizes)
 *   proforma.pdf, personal-effects.pdf          the customs papers, when the shipment needs them
 *   invoice.pdf, credit-note.pdf                as issued (by the waybill, by the cancellation)
 * The shipment id is 16 random bytes in base64url: a key names one shipment and nothing else.
 */
export const shipmentFileKey = (shipmentId: string, name: string) => `shipments/${shipmentId}/${name}`;

/** One document: where it is kept, how it is sent, and how it is made when it is not kept yet. */
export type TShipmentDocument = Omit<TDocumentFile, "body"> & { key: string; render: () => Promise<Buffer> };

/**
 * The stored bytes, so a document once issued is served byte for byte; a document not stored yet
 * (a shipment from before the store, or a crash between the waybill's commit and the write) is
 * rendered from its rows, stored, then served. The content of two renderings is the same, not
 * their bytes (pdf-lib stamps the time of rendering): two first readers at the same moment may
 * get different bytes, and the last write is what every later reader gets.
 */
export async function readThrough(
  store: TDocumentStore,
  document: TShipmentDocument,
  logError: (error: unknown, message: string) => void,
): Promise<TDocumentFile> {
  const stored = await store.get(document.key);
  const body = stored ?? (await document.render());
  // The reader gets the document even if keeping it failed; the next read tries again.
  if (!stored) {
    await store
      .put(document.key, body)
      .catch((error) => logError(error, `document ${document.key} not stored`));
  }
  return { body, contentType: document.contentType, filename: document.filename };
}

/** Renders and stores each document (after the commit that issued them). */
export async function storeAll(
  store: TDocumentStore,
  documents: readonly TShipmentDocument[],
): Promise<void> {
  for (const document of documents) await store.put(document.key, await document.render());
}
