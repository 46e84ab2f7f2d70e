import { describe, expect, it } from "vitest";
import { listCarrierSeeds } from "./carriers.ts";
import { listCountrySeeds } from "./countries.ts";
import { NO_POSTCODE_COUNTRIES } from "./no-postcode-countries.ts";
import { COUNTRIES_WITH_STATES, listStateSeeds } from "./states.ts";

describe("reference data sets", () => {
  const countries = listCountrySeeds();
  const codes = new Set(countries.map((country) => country.code));

  it("has 249 countries with distinct numeric ids", () => {
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((country) => country.id)).size).toBe(249);
    expect(countries.every((country) => Number.isInteger(country.id) && country.id > 0)).toBe(true);
  });

  it("names only real country codes in its lists", () => {
    expect(NO_POSTCODE_COUNTRIES.filter((code) => !codes.has(code))).toEqual([]);
    expect(COUNTRIES_WITH_STATES.filter((code) => !codes.has(code))).toEqual([]);
  });

  it("gives every state-bearing country distinct, non-empty state codes", () => {
    for (const country of COUNTRIES_WITH_STATES) {
      const states = listStateSeeds(country);
      expect(states.length, country).toBeGreaterThan(0);
      expect(new Set(states.map((state) => state.code)).size, country).toBe(states.length);
      expect(
        states.every((state) => state.code && state.name),
        country,
      ).toBe(true);
    }
  });

  it("has the nine carriers", () => {
    expect(listCarrierSeeds()).toHaveLength(9);
  });
});
