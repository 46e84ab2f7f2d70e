import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { isReadablePdf } from "../pdf/check-pdf.ts";
import { extractPdfText } from "../testing/read-pdf.ts";
import { PDFTOTEXT, requireTools } from "../testing/test-tools.ts";
import type { TSepaMandateInput } from "../types.ts";
import { formatIbanGroups, renderSepaMandatePdf } from "./sepa-mandate-pdf.ts";

const input = (lang: TSepaMandateInput["lang"]): TSepaMandateInput => ({
  mandateReference: "SC-42-7QK2M9XJ",
  date: "2026-11-24",
  creditor: {
    name: "ShipCompare SAS",
    address1: "10 rue de la Paix",
    postcode: "75002",
    city: "Paris",
    countryCode: "FR",
    creditorId: "FR12ZZZ123456",
  },
  debtor: {
    name: "Hélène Dupré",
    address1: "8 place de l'Église",
    postcode: "69001",
    city: "Lyon",
    countryCode: "FR",
  },
  iban: "FR7630006000011234567890189",
  bic: "AGRIFRPP",
  lang,
});

describe("renderSepaMandatePdf", () => {
  it("is one A4 page that the upload check accepts", async () => {
    const bytes = await renderSepaMandatePdf(input("en"));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(await isReadablePdf(bytes)).toBe(true);
  });

  it("prints the reference, parties, IBAN, BIC and date in each language", async (context) => {
    requireTools(context, PDFTOTEXT);
    const en = extractPdfText(await renderSepaMandatePdf(input("en")));
    for (const text of ["SEPA Direct Debit Mandate", "SC-42-7QK2M9XJ", "FR7630006000011234567890189"]) {
      expect(en.replace(/\s/g, "")).toContain(text.replace(/\s/g, ""));
    }
    expect(en).toContain("AGRIFRPP");
    expect(en).toContain("FR12ZZZ123456");
    expect(en).toContain("Hélène Dupré");
    expect(en).toContain("24 November 2026");
    expect(en.replace(/\s+/g, " ")).toContain("within 8 weeks");
    const fr = extractPdfText(await renderSepaMandatePdf(input("fr")));
    expect(fr).toContain("Mandat de prélèvement SEPA");
    expect(fr).toContain("24 novembre 2026");
    const es = extractPdfText(await renderSepaMandatePdf(input("es")));
    expect(es).toContain("adeudo directo SEPA");
  });

  it("prints the name and e-mail of a customer without a saved address", async (context) => {
    requireTools(context, PDFTOTEXT);
    const debtor = {
      name: "Jo Client",
      email: "jo@example.com",
      address1: "",
      postcode: "",
      city: "",
      countryCode: "",
    };
    const bytes = await renderSepaMandatePdf({ ...input("en"), debtor });
    expect(extractPdfText(bytes)).toContain("jo@example.com");
    expect(await isReadablePdf(bytes)).toBe(true);
  });
});

describe("formatIbanGroups", () => {
  it("groups an IBAN by four", () => {
    expect(formatIbanGroups("FR7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
  });
});

describe("isReadablePdf", () => {
  it("refuses a text file whatever its name, and a header without a document", async () => {
    expect(await isReadablePdf(new TextEncoder().encode("hello, I am not a PDF"))).toBe(false);
    expect(await isReadablePdf(new TextEncoder().encode("%PDF-1.7\nnot really a PDF\n%%EOF"))).toBe(false);
    expect(await isReadablePdf(new Uint8Array())).toBe(false);
  });
});
