import { describe, expect, it } from "vitest";
import { createCityIndex, normalizeTownKey } from "./city-index.ts";
import { splitPlaceText } from "./validate-shipment.ts";

const cities = createCityIndex();

describe("normalizeTownKey", () => {
  it("ignores case, accents, hyphens and the Saint/St spelling", () => {
    expect(normalizeTownKey("Saint-Étienne")).toBe(normalizeTownKey("ST ETIENNE"));
    expect(normalizeTownKey("L'Haÿ-les-Roses")).toBe("L HAY LES ROSES");
  });
});

describe("splitPlaceText", () => {
  it("splits the autocomplete text 'postcode, city'", () => {
    expect(splitPlaceText("75011, Paris")).toEqual({ postcode: "75011", city: "Paris" });
    expect(splitPlaceText("SW1A 1AA, London")).toEqual({ postcode: "SW1A 1AA", city: "London" });
  });

  it("reads typed text without a comma", () => {
    expect(splitPlaceText("13001 Marseille")).toEqual({ postcode: "13001", city: "Marseille" });
    expect(splitPlaceText("13001")).toEqual({ postcode: "13001", city: "" });
    expect(splitPlaceText("Berlin")).toEqual({ postcode: "", city: "Berlin" });
  });
});

describe("city index", () => {
  it("finds French postcodes and towns by prefix, at most the limit", () => {
    const rows = cities.suggest("FR", "13", 20);
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.postcode.startsWith("13"))).toBe(true);
    expect(cities.suggest("FR", "st etien", 5).map((row) => row.city)).toContain("Saint-Étienne");
  });

  it("resolves a French postcode with one of its communes, and refuses another town", () => {
    expect(cities.resolve("FR", "75011", "PARIS")).toEqual({ postcode: "75011", city: "Paris" });
    expect(cities.resolve("FR", "20000", "Ajaccio")).toEqual({ postcode: "20000", city: "Ajaccio" });
    expect(cities.resolve("FR", "75011", "Lyon")).toBeUndefined();
    expect(cities.resolve("FR", "00000", "")).toBeUndefined();
    expect(cities.resolve("FR", "", "Marseille")?.postcode).toBe("13001");
  });

  it("checks other countries' postcode format and towns", () => {
    expect(cities.resolve("DE", "10115", "Berlin")).toEqual({ postcode: "10115", city: "Berlin" });
    expect(cities.resolve("DE", "1011", "Berlin")).toBeUndefined();
    expect(cities.resolve("DE", "", "Nowhereville")).toBeUndefined();
    // A village the world list does not hold is taken with a well-formed postcode.
    expect(cities.resolve("DE", "24999", "Wees")).toEqual({ postcode: "24999", city: "Wees" });
  });

  it("suggests the biggest towns first elsewhere", () => {
    expect(cities.suggest("US", "new y", 3)[0]?.city).toBe("New York City");
  });
});
