import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertToolsInstalled, PDFTOPPM, PDFTOTEXT, ZBARIMG } from "./test-tools.ts";

/** The text of a PDF as poppler extracts it (what a reader's copy-paste gives). */
export function extractPdfText(pdf: Uint8Array): string {
  assertToolsInstalled(PDFTOTEXT);
  const dir = mkdtempSync(join(tmpdir(), "documents-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    return execFileSync(PDFTOTEXT.path, ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The barcodes zbar reads on the first page rendered at 300 dpi, as "CODE-128:value" lines. */
export function decodeFirstPageBarcodes(pdf: Uint8Array): string[] {
  assertToolsInstalled(PDFTOPPM, ZBARIMG);
  const dir = mkdtempSync(join(tmpdir(), "documents-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    execFileSync(PDFTOPPM.path, [
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
    const out = execFileSync(ZBARIMG.path, ["-q", join(dir, "page.png")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out.split("\n").filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
