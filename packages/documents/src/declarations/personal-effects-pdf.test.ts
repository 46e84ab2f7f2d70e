import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractPdfText } from "../testing/read-pdf.ts";
import { PDFTOTEXT, requireTools } from "../testing/test-tools.ts";
import type { TPersonalEffectsInput } from "../types.ts";
import { renderPersonalEffectsPdf } from "./personal-effects-pdf.ts";

const input = (lang: TPersonalEffectsInput["lang"]): TPersonalEffectsInput => ({
  date: "2026-11-23",
  sender: {
    name: "Hélène Dupré",
    address1: "8 place de l'Église",
    postcode: "75011",
    city: "Paris",
    countryCode: "FR",
  },
  recipient: {
    name: "John Smith",
    address1: "350 5th Avenue",
    postcode: "10001",
    city: "NEW YORK",
    countryCode: "US",
  },
  carrierName: "UPS",
  trackingNumber: "1Z999AA10123456784",
  contents: "Used clothes and books",
  declaredValueCents: 40_000,
  currency: "EUR",
  passportNumber: "19AB12345",
  remarks: "Moving back home",
  lang,
});

describe("renderPersonalEffectsPdf", () => {
  it("is one A4 page", async () => {
    const doc = await PDFDocument.load(await renderPersonalEffectsPdf(input("en")));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getWidth()).toBeCloseTo(595.28, 1);
  });

  it("carries the parties, contents, value, passport, statement and signature", async (context) => {
    requireTools(context, PDFTOTEXT);
    const text = extractPdfText(await renderPersonalEffectsPdf(input("en")));
    for (const expected of [
      "Personal effects declaration",
      "Hélène Dupré",
      "NEW YORK",
      "1Z999AA10123456784",
      "Used clothes and books",
      "19AB12345",
      "Moving back home",
      "not for sale",
      "Signature - Hélène Dupré",
    ]) {
      expect(text).toContain(expected);
    }
    expect(extractPdfText(await renderPersonalEffectsPdf(input("fr")))).toContain(
      "Déclaration d'effets personnels",
    );
    expect(extractPdfText(await renderPersonalEffectsPdf(input("es")))).toContain("Número de pasaporte");
  });
});
