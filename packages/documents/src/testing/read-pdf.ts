import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const PDFTOTEXT = "/usr/bin/pdftotext";
export const HAS_PDFTOTEXT = existsSync(PDFTOTEXT);

/** The text of a PDF as poppler extracts it (what a reader's copy-paste gives). */
export function extractPdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "documents-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    return execFileSync(PDFTOTEXT, ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PDFTOPPM = "/usr/bin/pdftoppm";
const ZBARIMG = "/usr/bin/zbarimg";
/** Decoding barcodes needs poppler and zbar-tools (optional: the test skips without them). */
export const CAN_DECODE_BARCODES = existsSync(PDFTOPPM) && existsSync(ZBARIMG);

/** The barcodes zbar reads on the first page rendered at 300 dpi, as "CODE-128:value" lines. */
export function decodeFirstPageBarcodes(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), "documents-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    execFileSync(PDFTOPPM, [
      "-png",
      "-r",
      "300",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      file,
      join(dir, "page"),
    ]);
    const out = execFileSync(ZBARIMG, ["-q", join(dir, "page.png")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out.split("\n").filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
