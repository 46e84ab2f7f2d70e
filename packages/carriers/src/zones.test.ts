import { describe, expect, it } from "vitest";
import { findBand } from "./compile-rate-sheet.ts";
import { compileZones, normalizePostcode, resolveZone } from "./zones.ts";

const zones = compileZones([
  { id: "WORLD", label: "World", countries: ["*"] },
  { id: "FR", label: "France", countries: ["FR"] },
  { id: "CORSE", label: "Corse", countries: ["FR"], postcodes: { prefixes: ["20"], ranges: [] } },
  {
    id: "AJACCIO",
    label: "Ajaccio",
    countries: ["FR"],
    postcodes: { prefixes: [], ranges: [{ from: "20000", to: "20199" }] },
  },
  { id: "DOM", label: "DOM", countries: ["FR"], postcodes: { prefixes: ["971", "972"], ranges: [] } },
  { id: "LONDON", label: "London", countries: ["GB"], postcodes: { prefixes: ["SW1A", "EC"], ranges: [] } },
]);

describe("zone resolution", () => {
  it("lets a postcode zone beat the country zone", () => {
    expect(resolveZone(zones, "FR", "69003")).toBe("FR");
    expect(resolveZone(zones, "FR", "20250")).toBe("CORSE");
    expect(resolveZone(zones, "FR", "97110")).toBe("DOM");
  });

  it("picks the narrowest postcode match: a 200-code range beats a 1000-code prefix", () => {
    expect(resolveZone(zones, "FR", "20090")).toBe("AJACCIO");
  });

  it("lets a named country beat the wildcard, which still catches the rest", () => {
    expect(resolveZone(zones, "fr", "75001")).toBe("FR");
    expect(resolveZone(zones, "JP", "100-0001")).toBe("WORLD");
  });

  it("normalises spaces, dashes and case in postcodes", () => {
    expect(normalizePostcode("sw1a 1aa")).toBe("SW1A1AA");
    expect(resolveZone(zones, "GB", "sw1a 1aa")).toBe("LONDON");
    expect(resolveZone(zones, "GB", "M1 1AE")).toBe("WORLD");
  });
});

describe("weight bands", () => {
  const bands = [
    { min_g: 0, max_g: 30001, private: 3000 },
    { min_g: 0, max_g: 1001, private: 1000 },
    { min_g: 0, max_g: 5001, private: 2000 },
  ].sort((a, b) => a.max_g - a.min_g - (b.max_g - b.min_g));

  it("matches min <= weight < max and prefers the narrowest band", () => {
    expect(findBand(bands, 0)?.private).toBe(1000);
    expect(findBand(bands, 1000)?.private).toBe(1000);
    expect(findBand(bands, 1001)?.private).toBe(2000);
    expect(findBand(bands, 30_000)?.private).toBe(3000);
    expect(findBand(bands, 30_001)).toBeUndefined();
  });
});
