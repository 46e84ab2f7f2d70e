import { describe, expect, it } from "vitest";
import { buildSampleLabelInput } from "../testing/document-fixtures.ts";
import { escapeZplField, renderLabelZpl } from "./label-zpl.ts";

describe("renderLabelZpl", () => {
  it("one ^XA...^XZ label per parcel, 10 x 15 cm at 203 dpi, UTF-8", () => {
    const zpl = renderLabelZpl(buildSampleLabelInput(3));
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
    expect(zpl.match(/\^XZ/g)).toHaveLength(3);
    expect(zpl).toContain("^PW800");
    expect(zpl).toContain("^LL1200");
    expect(zpl).toContain("^CI28");
  });

  it("holds the tracking number as Code 128 and DataMatrix, and the texts with accents", () => {
    const input = buildSampleLabelInput(2);
    const [first, second] = renderLabelZpl(input).split("^XZ");
    const tracking = input.parcels[0]?.trackingNumber ?? "";
    expect(first).toMatch(new RegExp(`\\^BCN,150,N,N,N,A\\^FD${tracking}\\^FS`));
    expect(first).toMatch(new RegExp(`\\^BXN,7,200\\^FH\\^FD${tracking}\\|75008\\|FR\\|2500\\|1/2\\^FS`));
    expect(first).toContain("José Muñoz Peña");
    expect(first).toContain("Colis 1/2");
    expect(second).toContain(input.parcels[1]?.trackingNumber);
    expect(second).toContain("Colis 2/2");
  });

  it("customer text cannot inject ZPL commands", () => {
    expect(escapeZplField("a^XZ~JR_b")).toBe("a_5EXZ_7EJR_5Fb");
    const input = buildSampleLabelInput();
    const zpl = renderLabelZpl({ ...input, reference: "^XZ^XA~JR" });
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).not.toContain("~JR");
  });
});
