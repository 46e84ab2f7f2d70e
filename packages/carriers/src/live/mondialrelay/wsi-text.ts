// The WSI validates text fields with regular expressions of upper-case ASCII (documentation
// v5.7, "Regular expression" column): accents, lower case and other signs are refused with a
// STAT, so values are transliterated and cut to the documented lengths before they are sent.

/** Address lines (Expe_Ad1..4, Dest_Ad1..4): ^[0-9A-Z_\-'., /]{0,32}$. */
export const ADDRESS_LINE_MAX = 32;
const ADDRESS_REFUSED = /[^0-9A-Z_\-'., /]/g;
/** Cities (Expe_Ville, Dest_Ville): ^[A-Z_\-' ]{2,26}$. */
export const CITY_MAX = 26;
const CITY_REFUSED = /[^A-Z_\-' ]/g;
/** Our reference (NDossier): ^[0-9A-Z_ -]{0,15}$. */
export const REFERENCE_MAX = 15;
const REFERENCE_REFUSED = /[^0-9A-Z_ -]/g;
/** E-mail (Expe_Mail, Dest_Mail): ^[\w\-.@]{0,70}$. */
export const EMAIL_MAX = 70;

const LIGATURES: Record<string, string> = { Œ: "OE", Æ: "AE", ß: "SS", Ø: "O", Ł: "L", Đ: "D" };

function toPlainUpper(value: string | undefined): string {
  return (value ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[ŒÆßØŁĐ]/g, (letter) => LIGATURES[letter] ?? "");
}

function clean(value: string | undefined, refused: RegExp, max: number): string {
  return toPlainUpper(value).replace(refused, " ").replace(/\s+/g, " ").trim().slice(0, max).trim();
}

export const toAddressLine = (value: string | undefined) => clean(value, ADDRESS_REFUSED, ADDRESS_LINE_MAX);
export const toCity = (value: string | undefined) => clean(value, CITY_REFUSED, CITY_MAX);
export const toReference = (value: string | undefined) => clean(value, REFERENCE_REFUSED, REFERENCE_MAX);

export function toEmail(value: string | undefined): string {
  const email = (value ?? "").trim().toLowerCase();
  return /^[\w\-.@]{1,70}$/.test(email) ? email : "";
}

/**
 * Street lines over the two address fields the WSI has for them (Ad3, Ad4): words wrap to the
 * next line instead of being cut in the middle; what does not fit in two lines is dropped.
 */
export function wrapStreet(lines: (string | undefined)[]): [string, string] {
  const words = toPlainUpper(lines.filter(Boolean).join(" "))
    .replace(ADDRESS_REFUSED, " ")
    .split(/\s+/)
    .filter(Boolean);
  const wrapped: string[] = [""];
  for (const word of words) {
    const current = wrapped[wrapped.length - 1] ?? "";
    const joined = current ? `${current} ${word}` : word;
    if (joined.length <= ADDRESS_LINE_MAX) wrapped[wrapped.length - 1] = joined;
    else wrapped.push(word.slice(0, ADDRESS_LINE_MAX));
  }
  return [wrapped[0] ?? "", wrapped[1] ?? ""];
}
