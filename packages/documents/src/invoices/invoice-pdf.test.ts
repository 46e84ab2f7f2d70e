import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildSampleInvoiceInput } from "../testing/document-fixtures.ts";
import { extractPdfText } from "../testing/read-pdf.ts";
import { PDFTOTEXT, requireTools } from "../testing/test-tools.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { computeInvoiceTotals } from "./invoice-totals.ts";

describe("computeInvoiceTotals", () => {
  it("sums net per VAT rate and rounds VAT half up once per rate", () => {
    const totals = computeInvoiceTotals(buildSampleInvoiceInput().lines);
    // 20 %: 1234 + 3 x 1999 = 7231, VAT 1446.2 -> 1446; 0 %: 200
    expect(totals).toEqual({
      netCents: 7431,
      vat: [
        { ratePercent: 20, baseCents: 7231, vatCents: 1446 },
        { ratePercent: 0, baseCents: 200, vatCents: 0 },
      ],
      vatCents: 1446,
      grossCents: 8877,
    });
  });

  it("refuses amounts that are not integer cents", () => {
    expect(() =>
      computeInvoiceTotals([{ description: "x", quantity: 1, unitPriceCents: 10.5, vatRatePercent: 20 }]),
    ).toThrow(RangeError);
  });
});

describe("renderInvoicePdf", () => {
  it("is one A4 page for a short invoice", async () => {
    const doc = await PDFDocument.load(await renderInvoicePdf(buildSampleInvoiceInput()));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getHeight()).toBeCloseTo(841.89, 1);
  });

  it.for([
    [
      "fr",
      [
        "Facture",
        "F2026-000042",
        "23 novembre 2026",
        "Total HT",
        "74,31 €",
        "TVA 20 %",
        "14,46 €",
        "Total TTC",
        "88,77 €",
        "Núria Gómez",
        "Bodega Añeja SL",
      ],
    ],
    [
      "en",
      [
        "Invoice",
        "F2026-000042",
        "23 November 2026",
        "Total excl. VAT",
        "€74.31",
        "VAT 20%",
        "€14.46",
        "Total incl. VAT",
        "€88.77",
      ],
    ],
    [
      "es",
      [
        "Factura",
        "23 de noviembre de 2026",
        "Total sin IVA",
        "74,31 €",
        "IVA 20 %",
        "Total con IVA",
        "88,77 €",
      ],
    ],
  ] as const)(
    "%s: labels, dates and amounts in the customer's language",
    async ([lang, expected], context) => {
      requireTools(context, PDFTOTEXT);
      const text = extractPdfText(await renderInvoicePdf(buildSampleInvoiceInput(lang))).replace(
        /\u00a0/g,
        " ",
      );
      for (const value of expected) expect(text).toContain(value);
    },
  );
});
