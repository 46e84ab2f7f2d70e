import { describe, expect, it } from "vitest";
import { EU_VAT_AREA_COUNTRY_CODES, EUROPE_COUNTRY_CODES, isInEuVatArea, needsCustoms } from "./europe.ts";
import { decideVatScope } from "./vat.ts";

describe("Europe list and customs (spec §5)", () => {
  it("holds the 28 codes of the spec", () => {
    expect(EUROPE_COUNTRY_CODES).toHaveLength(28);
    expect(EUROPE_COUNTRY_CODES).toContain("GB");
    expect(EUROPE_COUNTRY_CODES).not.toContain("HR");
  });

  it("needs customs only from outside Europe into Europe", () => {
    expect(needsCustoms("US", "FR")).toBe(true);
    expect(needsCustoms("CH", "de")).toBe(true);
    expect(needsCustoms("FR", "FR")).toBe(false);
    expect(needsCustoms("FR", "US")).toBe(false);
    expect(needsCustoms("GB", "FR")).toBe(false);
    expect(needsCustoms("US", "CA")).toBe(false);
  });
});

describe("EU VAT area", () => {
  it("is the EU 27 plus Monaco, without the United Kingdom", () => {
    expect(EU_VAT_AREA_COUNTRY_CODES).toHaveLength(28);
    expect(isInEuVatArea("HR")).toBe(true);
    expect(isInEuVatArea("MC")).toBe(true);
    expect(isInEuVatArea("GB")).toBe(false);
  });

  it("leaves French overseas postcodes outside, but not Monaco's 980xx", () => {
    expect(isInEuVatArea("FR", "97110")).toBe(false);
    expect(isInEuVatArea("FR", "98000")).toBe(true);
    expect(isInEuVatArea("FR", "20000")).toBe(true);
  });

  it("decides the VAT scope of a transport", () => {
    expect(decideVatScope({ country_code: "FR" }, { country_code: "FR", postcode: "69001" })).toBe(
      "domestic",
    );
    expect(decideVatScope({ country_code: "FR" }, { country_code: "MC" })).toBe("domestic");
    expect(decideVatScope({ country_code: "FR" }, { country_code: "DE" })).toBe("intra_eu");
    expect(decideVatScope({ country_code: "FR" }, { country_code: "US" })).toBe("outside_eu");
    expect(decideVatScope({ country_code: "FR" }, { country_code: "FR", postcode: "97200" })).toBe(
      "outside_eu",
    );
    expect(decideVatScope({ country_code: "CN" }, { country_code: "FR" })).toBe("outside_eu");
  });
});
