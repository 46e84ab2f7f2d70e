import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js";
import type { TPartyAddress } from "../../types.ts";

// Shipping.yaml limits of a party (Shipper, ShipTo, ShipFrom, SoldTo).
const NAME_MAX = 35;
const ADDRESS_LINE_MAX = 35;
const ADDRESS_LINES_MAX = 3;
const CITY_MAX = 30;
const POSTCODE_MAX = 9;
const PHONE_MAX = 15;
const EMAIL_MAX = 50;

const clip = (text: string, max: number) => text.trim().slice(0, max).trim();

/** Splits a long line at spaces into lines of at most `max` characters (a word longer is cut). */
function wrapLine(line: string, max: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of line.trim().split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= max) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word.slice(0, max);
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The address lines as UPS takes them: at most 3 lines of 35 characters. A long line flows into
 * the next ones rather than being cut, and what still does not fit is dropped from the end.
 */
export function toUpsAddressLines(
  address: Pick<TPartyAddress, "address1" | "address2" | "address3">,
): string[] {
  const lines = [address.address1, address.address2, address.address3]
    .filter((line): line is string => Boolean(line?.trim()))
    .flatMap((line) => wrapLine(line, ADDRESS_LINE_MAX));
  return lines.slice(0, ADDRESS_LINES_MAX);
}

/**
 * The phone number as a driver dials it: the national number when it belongs to the address's
 * country, else the international (E.164) form; digits only, at most 15 characters.
 */
export function toUpsPhone(phone: string, countryCode: string): string {
  const parsed = parsePhoneNumberFromString(phone, countryCode.toUpperCase() as CountryCode);
  if (!parsed) return phone.replace(/[^\d+]/g, "").slice(0, PHONE_MAX);
  const national = parsed.country === countryCode.toUpperCase();
  const text = national ? parsed.formatNational().replace(/\D/g, "") : parsed.number;
  return text.slice(0, PHONE_MAX);
}

export function toUpsAddress(address: TPartyAddress) {
  return {
    AddressLine: toUpsAddressLines(address),
    City: clip(address.city, CITY_MAX),
    PostalCode: clip(address.postcode, POSTCODE_MAX),
    CountryCode: address.country_code.toUpperCase(),
  };
}

/** Name (company, else the person), attention name (the person), phone, e-mail and address. */
export function toUpsParty(address: TPartyAddress) {
  return {
    Name: clip(address.company?.trim() || address.name, NAME_MAX),
    AttentionName: clip(address.name, NAME_MAX),
    Phone: { Number: toUpsPhone(address.phone, address.country_code) },
    ...(address.email.trim() ? { EMailAddress: clip(address.email, EMAIL_MAX) } : {}),
    Address: toUpsAddress(address),
  };
}
