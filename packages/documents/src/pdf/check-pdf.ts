import { PDFDocument } from "pdf-lib";

const PDF_MAGIC = "%PDF-";

/**
 * Whether `bytes` are a PDF, judged by its content (never its name or declared type): the `%PDF-`
 * header, then pdf-lib must read a document of at least one page from it. An encrypted PDF (a
 * document signed with a certificate often is) is read without decrypting.
 */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  if (Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).toString("latin1") !== PDF_MAGIC) return false;
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}
