// Spec §5: the Europe list (28 codes) used to decide whether customs papers are needed.
export const EUROPE_COUNTRY_CODES = [
  "FR",
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "GB",
  "GR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MC",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
] as const;

// VAT decisions (not in the spec's list): the EU's 27 member states plus Monaco, which is inside
// the French VAT territory. That is the spec's Europe list without the United Kingdom, which left
// the EU VAT area in 2021, and with Croatia, which the spec's list lacks.
export const EU_VAT_AREA_COUNTRY_CODES = [
  ...EUROPE_COUNTRY_CODES.filter((code) => code !== "GB"),
  "HR",
] as const;

// French overseas postcodes (DOM 971-976, COM 975/977/978, 98x) lie outside the EU VAT territory.
export const FRENCH_OVERSEAS_POSTCODE_PREFIXES = ["97", "98"] as const;
// Monaco uses French postcodes 980xx and stays inside the French VAT territory.
const MONACO_POSTCODE_PREFIX = "980";

const EUROPE = new Set<string>(EUROPE_COUNTRY_CODES);
const EU_VAT_AREA = new Set<string>(EU_VAT_AREA_COUNTRY_CODES);

export function isInEurope(countryCode: string): boolean {
  return EUROPE.has(countryCode.toUpperCase());
}

/** Spec §5: duties are needed when the origin is outside Europe and the destination inside it. */
export function needsCustoms(fromCountry: string, toCountry: string): boolean {
  return !isInEurope(fromCountry) && isInEurope(toCountry);
}

/** Whether an address lies inside the EU VAT area (French overseas postcodes do not). */
export function isInEuVatArea(countryCode: string, postcode = ""): boolean {
  const country = countryCode.toUpperCase();
  if (!EU_VAT_AREA.has(country)) return false;
  if (country !== "FR") return true;
  const code = postcode.replace(/\s/g, "");
  if (code.startsWith(MONACO_POSTCODE_PREFIX)) return true;
  return !FRENCH_OVERSEAS_POSTCODE_PREFIXES.some((prefix) => code.startsWith(prefix));
}
