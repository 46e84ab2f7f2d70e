import { getStatesOfCountry } from "country-state-city/lib/cjs/state.js";
import { SPAIN_PROVINCES } from "./spain-provinces.ts";

type TStateSeed = { code: string; name: string };

/** Countries whose addresses need a state, province or county (carriers require it for these). */
export const COUNTRIES_WITH_STATES: readonly string[] = "US CA MX AU BR AR IN IT ES CN JP IE".split(" ");

// country-state-city lists some entries addresses never use; each rule says why it is dropped.
const EXCLUDE: Record<string, (code: string) => boolean> = {
  // UM (US Minor Outlying Islands) is its own ISO 3166-1 country.
  US: (code) => code.startsWith("UM"),
  // Hong Kong, Macao and Taiwan are their own ISO 3166-1 countries.
  CN: (code) => ["HK", "MO", "TW"].includes(code),
  // Numeric codes are the 20 regions; Italian addresses give the province (two letters).
  IT: (code) => /^\d+$/.test(code),
  // Connacht, Leinster, Munster, Ulster are historic provinces, not address counties.
  IE: (code) => ["C", "L", "M", "U"].includes(code),
};

// Entries missing from country-state-city.
const ADD: Record<string, TStateSeed[]> = {
  IE: [{ code: "LM", name: "Leitrim" }],
};

export function listStateSeeds(countryCode: string): TStateSeed[] {
  if (countryCode === "ES") return [...SPAIN_PROVINCES];
  const exclude = EXCLUDE[countryCode] ?? (() => false);
  const states = getStatesOfCountry(countryCode)
    .filter((state) => !exclude(state.isoCode))
    .map((state) => ({ code: state.isoCode, name: state.name }));
  return [...states, ...(ADD[countryCode] ?? [])];
}
