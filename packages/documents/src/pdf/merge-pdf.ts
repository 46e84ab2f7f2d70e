import { PDFDocument } from "pdf-lib";

/**
 * One PDF of the given PDFs' pages, in order (a carrier answering one label per parcel: the label
 * route serves one document per shipment). A single PDF is answered as it is, byte for byte.
 */
export async function mergePdfs(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  if (parts.length === 1 && parts[0]) return parts[0];
  const merged = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return merged.save();
}
