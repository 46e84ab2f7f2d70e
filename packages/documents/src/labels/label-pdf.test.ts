import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { LABEL_10X15 } from "../pdf/page-sizes.ts";
import { buildSampleLabelInput } from "../testing/document-fixtures.ts";
import { decodeFirstPageBarcodes, extractPdfText } from "../testing/read-pdf.ts";
import { PDFTOPPM, PDFTOTEXT, requireTools, ZBARIMG } from "../testing/test-tools.ts";
import { renderLabelPdf } from "./label-pdf.ts";

describe("renderLabelPdf", () => {
  it("10 x 15: one 283.46 x 425.2 pt page per parcel", async () => {
    const pdf = await renderLabelPdf(buildSampleLabelInput(3), "10x15");
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(3);
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(283.46, 1);
      expect(page.getHeight()).toBeCloseTo(425.2, 1);
    }
    expect(LABEL_10X15[0]).toBeCloseTo(283.46, 2);
  });

  it("A4: one 595.28 x 841.89 pt page per parcel", async () => {
    const doc = await PDFDocument.load(await renderLabelPdf(buildSampleLabelInput(2), "A4"));
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(0).getWidth()).toBeCloseTo(595.28, 1);
    expect(doc.getPage(0).getHeight()).toBeCloseTo(841.89, 1);
  });

  it("prints tracking number, parcel i/n, addresses with their accents, weight, reference", async (context) => {
    requireTools(context, PDFTOTEXT);
    const input = buildSampleLabelInput(2);
    const text = extractPdfText(await renderLabelPdf(input));
    const [first, second] = text.split("\f");
    expect(first).toContain(input.parcels[0]?.trackingNumber);
    expect(second).toContain(input.parcels[1]?.trackingNumber);
    expect(first).toContain("Colis 1/2");
    expect(second).toContain("Colis 2/2");
    for (const expected of [
      "José Muñoz Peña",
      "Café Niño",
      "Champs-Élysées",
      "Frédérique Lefèvre",
      "Façade",
      "75008 PARIS",
      "2,5 kg",
      "CMD-2026-0042",
      "23 novembre 2026",
    ]) {
      expect(first).toContain(expected);
    }
  });

  it("A4 labels carry the cutting instruction in the label's language", async (context) => {
    requireTools(context, PDFTOTEXT);
    const text = extractPdfText(await renderLabelPdf({ ...buildSampleLabelInput(), lang: "es" }, "A4"));
    expect(text).toContain("Recorte por la línea");
    expect(text).toContain("Bulto 1/1");
  });

  it("letters outside WinAnsi are folded instead of failing", async (context) => {
    requireTools(context, PDFTOTEXT);
    const input = buildSampleLabelInput();
    const text = extractPdfText(
      await renderLabelPdf({ ...input, recipient: { ...input.recipient, name: "Łukasz Wałęsa Őr Дмитрий" } }),
    );
    expect(text).toContain("Lukasz Walesa Or ???????");
  });

  it.for(["10x15", "A4"] as const)(
    "%s: the Code 128 decodes to the tracking number",
    async (format, context) => {
      requireTools(context, PDFTOPPM, ZBARIMG);
      const input = {
        ...buildSampleLabelInput(),
        parcels: [{ trackingNumber: "1Z5R89390357567127", weightGrams: 1000 }],
      };
      expect(decodeFirstPageBarcodes(await renderLabelPdf(input, format))).toContain(
        "CODE-128:1Z5R89390357567127",
      );
    },
  );

  it("refuses a shipment without parcels", async () => {
    await expect(renderLabelPdf({ ...buildSampleLabelInput(), parcels: [] })).rejects.toThrow(RangeError);
  });
});
