import type { TIsoDate, TParcel, TUnitSystem } from "@ship/domain";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { TPartyAddress } from "../../types.ts";
import { convertZonedToEpochSeconds } from "../../zoned-time.ts";

// From our requests to the MyDHL API's fields (DHL Express APIs 3.1.1, shipment and rates
// request schemas): units, dates, address lines, phones and parties.

/** Documented maximum lengths of the fields we fill. */
export const DHL_LIMITS = {
  addressLine: 45,
  addressLines: 3,
  cityName: 45,
  postalCode: 12,
  companyName: 100,
  fullName: 255,
  email: 70,
  phone: 70,
  reference: 35,
  description: 70,
  lineItemDescription: 512,
} as const;

/** DHL reads weights and sizes in the unit system the request names: kg/cm or lb/in. */
export function toDhlUnit(unit: TUnitSystem): "metric" | "imperial" {
  return unit === "us" ? "imperial" : "metric";
}

/** DHL's numbers are multiples of 0.001, at least 0.001. */
const toThousandths = (value: number) => Math.max(0.001, Math.round(value * 1000) / 1000);

export type TDhlPackage = {
  weight: number;
  dimensions: { length: number; width: number; height: number };
};

/** One DHL package per physical parcel: a line of `number` parcels gives `number` packages. */
export function toDhlPackages(parcels: readonly TParcel[]): TDhlPackage[] {
  return parcels.flatMap((parcel) =>
    Array.from({ length: parcel.number }, () => ({
      weight: toThousandths(parcel.weight),
      dimensions: {
        length: toThousandths(parcel.x),
        width: toThousandths(parcel.y),
        height: toThousandths(parcel.z),
      },
    })),
  );
}

const pad = (value: number) => String(Math.floor(value)).padStart(2, "0");

/**
 * "2025-01-18T17:00:00 GMT+01:00": the shipment's local date and time with its offset, as the
 * plannedShippingDateAndTime field documents. The offset is the operator's time zone's on that
 * date (our senders ship from the operator's market; DHL reads the offset, not the zone).
 */
export function toDhlDateTime(date: TIsoDate, time: string, timeZone: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const wallMs = Date.UTC(year, month - 1, day, hours, minutes);
  const offsetMinutes = Math.round((wallMs / 1000 - convertZonedToEpochSeconds(date, time, timeZone)) / 60);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const absolute = Math.abs(offsetMinutes);
  return `${date}T${pad(hours)}:${pad(minutes)}:00 GMT${sign}${pad(absolute / 60)}:${pad(absolute % 60)}`;
}

/**
 * Our address lines in at most three lines of 45 characters: words that do not fit move to the
 * next line, and what is left after the third line is cut (DHL refuses longer lines).
 */
export function splitAddressLines(lines: readonly (string | undefined)[]): string[] {
  const words = lines
    .map((line) => line?.trim() ?? "")
    .filter(Boolean)
    .flatMap((line, index) => (index === 0 ? [line] : ["\n", line]))
    .flatMap((part) => (part === "\n" ? [part] : part.split(/\s+/)));
  const result: string[] = [];
  let current = "";
  const flush = () => {
    if (current) result.push(current);
    current = "";
  };
  for (const word of words) {
    // Our own line breaks are kept while there is room for them.
    if (word === "\n") {
      if (result.length < DHL_LIMITS.addressLines - 1) flush();
      continue;
    }
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= DHL_LIMITS.addressLine) current = candidate;
    else {
      flush();
      current = word.slice(0, DHL_LIMITS.addressLine);
    }
  }
  flush();
  return result.slice(0, DHL_LIMITS.addressLines);
}

/** E.164 when the number reads as one of its country's (DHL prints it for the courier). */
export function toDhlPhone(phone: string, countryCode: string): string {
  const parsed = parsePhoneNumberFromString(phone, countryCode.toUpperCase() as never);
  const text = parsed?.isValid() ? parsed.format("E.164") : phone.trim();
  return text.slice(0, DHL_LIMITS.phone);
}

const cut = (text: string | undefined, max: number) => (text ?? "").trim().slice(0, max);

/** A sender or recipient as DHL's customerDetails want it. */
export function toDhlParty(party: TPartyAddress) {
  const [addressLine1 = "", addressLine2, addressLine3] = splitAddressLines([
    party.address1,
    party.address2,
    party.address3,
  ]);
  const company = cut(party.company, DHL_LIMITS.companyName);
  return {
    postalAddress: {
      postalCode: cut(party.postcode, DHL_LIMITS.postalCode),
      cityName: cut(party.city, DHL_LIMITS.cityName),
      countryCode: party.country_code.toUpperCase(),
      addressLine1,
      ...(addressLine2 ? { addressLine2 } : {}),
      ...(addressLine3 ? { addressLine3 } : {}),
    },
    contactInformation: {
      email: cut(party.email, DHL_LIMITS.email),
      phone: toDhlPhone(party.phone, party.country_code),
      // DHL requires a company name: a private person's own name stands in for it.
      companyName: company || cut(party.name, DHL_LIMITS.companyName),
      fullName: cut(party.name, DHL_LIMITS.fullName),
    },
    typeCode: party.pro === 0 || !company ? "private" : "business",
  };
}
