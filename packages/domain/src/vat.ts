import { isInEuVatArea } from "./europe.ts";

/**
 * How a transport is taxed: inside one country of the EU VAT area, between two of them, or with
 * either end outside it (exports and imports: international transport is exempt). The rates
 * themselves are data (the operator's settings); this is the rule that picks one.
 */
export type TVatScope = "domestic" | "intra_eu" | "outside_eu";

type TVatAddress = { country_code: string; postcode?: string };

/** Monaco belongs to the French VAT territory. */
function getVatCountry(countryCode: string): string {
  const country = countryCode.toUpperCase();
  return country === "MC" ? "FR" : country;
}

export function decideVatScope(from: TVatAddress, to: TVatAddress): TVatScope {
  if (!isInEuVatArea(from.country_code, from.postcode) || !isInEuVatArea(to.country_code, to.postcode)) {
    return "outside_eu";
  }
  return getVatCountry(from.country_code) === getVatCountry(to.country_code) ? "domestic" : "intra_eu";
}
