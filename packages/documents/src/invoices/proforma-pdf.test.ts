import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildSampleProformaInput } from "../testing/document-fixtures.ts";
import { extractPdfText } from "../testing/read-pdf.ts";
import { PDFTOTEXT, requireTools } from "../testing/test-tools.ts";
import { computeProformaTotalCents, renderProformaPdf } from "./proforma-pdf.ts";

describe("renderProformaPdf", () => {
  it("three A4 pages, one per copy", async () => {
    const doc = await PDFDocument.load(await renderProformaPdf(buildSampleProformaInput()));
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getPage(2).getWidth()).toBeCloseTo(595.28, 1);
  });

  it("totals qty x unit price in cents", () => {
    expect(computeProformaTotalCents(buildSampleProformaInput())).toBe(1999 + 3 * 4550);
  });

  it("each copy is marked and carries parties, goods, totals, reason and signature", async (context) => {
    requireTools(context, PDFTOTEXT);
    const pages = extractPdfText(await renderProformaPdf(buildSampleProformaInput())).split("\f");
    [1, 2, 3].forEach((copy, i) => {
      const page = pages[i] ?? "";
      expect(page).toContain(`Copy ${copy} of 3`);
      for (const expected of [
        "Acme Corp",
        "Hélène Dupré",
        "8 place de l'Église",
        "Leather wallet",
        "IT",
        "$45.50",
        "$136.50",
        "$156.49",
        "Reason for export",
        "Sale",
        "Signature - John O'Brien",
        "1Z5R89390357567127",
      ]) {
        expect(page).toContain(expected);
      }
    });
  });

  it("a long goods list runs over pages within each copy", async (context) => {
    requireTools(context, PDFTOTEXT);
    const input = buildSampleProformaInput();
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Item ${i + 1}`,
      countryOfOrigin: "CN",
      quantity: 1,
      unitPriceCents: 100,
    }));
    const pdf = await renderProformaPdf({ ...input, lines });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(6);
    const pages = extractPdfText(pdf).split("\f");
    expect(pages[1]).toContain("Copy 1 of 3 - Page 2 of 2");
    expect(pages[1]).toContain("Item 60");
    expect(pages[1]).toContain("$60.00");
  });

  it("refuses an empty goods list", async () => {
    await expect(renderProformaPdf({ ...buildSampleProformaInput(), lines: [] })).rejects.toThrow(RangeError);
  });
});
