import type { TDocumentAddress, TLabelInput, TLabelParcel } from "../types.ts";

/** Street lines of an address, company first (unless it is the name), without empty ones. */
export function listStreetLines(address: TDocumentAddress): string[] {
  const company = address.company?.trim() === address.name.trim() ? undefined : address.company;
  return [company, address.address1, address.address2, address.address3].filter((line): line is string =>
    Boolean(line?.trim()),
  );
}

/** "75001 PARIS - FR" (or the country name when given). */
export function formatCityLine(address: TDocumentAddress): string {
  return `${address.postcode} ${address.city.toUpperCase()} - ${address.countryName ?? address.countryCode}`;
}

/**
 * What the 2D code holds: tracking number, destination postcode and country, weight in grams and
 * parcel i/n, separated by "|", so a sorting scanner reads routing data without a lookup.
 */
export function buildMatrixPayload(input: TLabelInput, parcel: TLabelParcel, index: number): string {
  return [
    parcel.trackingNumber,
    input.recipient.postcode,
    input.recipient.countryCode,
    parcel.weightGrams,
    `${index + 1}/${input.parcels.length}`,
  ].join("|");
}

export function assertLabelInput(input: TLabelInput): void {
  if (input.parcels.length === 0) throw new RangeError("a label needs at least one parcel");
}
