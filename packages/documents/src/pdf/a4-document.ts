import { PDFDocument } from "pdf-lib";
import { A4 } from "./page-sizes.ts";
import { embedStandardFonts } from "./pdf-text.ts";

/** A new PDF with one A4 page, its title and date (YYYY-MM-DD) set, and the standard fonts. */
export async function createA4Document(meta: { title: string; date: string }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setProducer("ShipCompare @ship/documents");
  doc.setCreationDate(new Date(`${meta.date}T00:00:00Z`));
  const fonts = await embedStandardFonts(doc);
  const page = doc.addPage(A4);
  return { doc, fonts, page };
}
