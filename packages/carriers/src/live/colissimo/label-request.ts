import { convertWeightToKg, isInEuVatArea, type TParcel, type TUnitSystem } from "@ship/domain";
// The "max" metadata knows number types (mobile or fixed line); the default one does not.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { TCreateShipmentRequest, TPartyAddress } from "../../types.ts";
import { PICKUP_PRODUCT, type TColissimoProductCode } from "./products.ts";

// The generateLabel request body (SLS REST v2, GenerateLabelRequest), built from our order.
// Limits are the documented field sizes of the Address, Service, Parcel and Article blocks.

const LINE_MAX = 35;
const FIRST_NAME_MAX = 29;
const EMAIL_MAX = 80;
const ORDER_NUMBER_MAX = 30;
const SENDER_REF_MAX = 17;
const ARTICLE_DESCRIPTION_MAX = 64;
const ARTICLES_MAX = 100;
/** Minimum and precision of a parcel's weight in kg: 0.01 kg, two decimals. */
const MIN_WEIGHT_KG = 0.01;

/** The label formats of outputPrintingType: 10x15 cm, as thermal printers and A6 sheets take. */
const PRINTING_TYPES = { PDF: "PDF_10x15_300dpi", ZPL: "ZPL_10x15_203dpi" } as const;

/** Colissimo's CN23 categories: 1 gift, 2 sample, 3 commercial, 4 documents, 5 other, 6 returned goods. */
const CUSTOMS_CATEGORIES: Record<string, number> = {
  gift: 1,
  sample: 2,
  commercial: 3,
  documents: 4,
  personal_effects: 5,
  returns_and_repairs: 6,
};

export type TColissimoAccount = { contractNumber: string; password: string; billedAccount?: string };

/** Kilograms rounded up to the hundredth (never under the minimum), as the field expects. */
export function toKg(weight: number, unit: TUnitSystem): number {
  const kg = Math.ceil(convertWeightToKg(weight, unit) * 100 - 1e-9) / 100;
  return Math.max(MIN_WEIGHT_KG, kg);
}

/** Words wrapped into lines of at most `max` characters; a word longer than a line is cut. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    for (let piece = word; piece.length > 0; piece = piece.slice(max)) {
      const chunk = piece.slice(0, max);
      if (!current) current = chunk;
      else if (current.length + 1 + chunk.length <= max) current = `${current} ${chunk}`;
      else {
        lines.push(current);
        current = chunk;
      }
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Our three address lines into Colissimo's four: line2 is "number and street" (mandatory), line3
 * "locality or other mention", line1 "entrance, building", line0 "floor, apartment". Each line is
 * at most 35 characters: a longer line wraps onto the next free one, and what does not fit in the
 * four is dropped (the street always comes first).
 */
export function splitAddressLines(address: Pick<TPartyAddress, "address1" | "address2" | "address3">) {
  const pieces = [address.address1, address.address2, address.address3].flatMap((line) =>
    line ? wrapWords(line, LINE_MAX) : [],
  );
  const [line2, line3, line1, line0] = pieces;
  return { line0, line1, line2: line2 ?? "", line3 };
}

/** "Jeanne Marie Dupont" -> first name "Jeanne", last name "Marie Dupont" (one word: last name only). */
function splitName(name: string) {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { lastName: name.trim().slice(0, LINE_MAX) };
  return {
    firstName: words[0]?.slice(0, FIRST_NAME_MAX),
    lastName: words.slice(1).join(" ").slice(0, LINE_MAX),
  };
}

/**
 * Phone numbers: French numbers in their national 10-digit form (phoneNumber, and mobileNumber
 * for mobiles), other countries' in E.164 with their prefix in mobileNumber, as the SLS document
 * asks for international shipments. The relay-point product needs a mobile number: the number
 * is sent as one even when the library cannot tell its type.
 */
export function formatPhones(phone: string, countryCode: string, needsMobile: boolean) {
  const parsed = parsePhoneNumberFromString(phone, countryCode.toUpperCase() as "FR");
  if (!parsed) return { phoneNumber: phone.replace(/[^\d+]/g, "").slice(0, 15) };
  const type = parsed.getType();
  const mobile = type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE" || needsMobile;
  if (parsed.country === "FR" || parsed.country === "MC") {
    const national = parsed.formatNational().replace(/\D/g, "");
    return { phoneNumber: national, ...(mobile ? { mobileNumber: national } : {}) };
  }
  return { mobileNumber: parsed.number };
}

function toAddress(party: TPartyAddress, needsMobile: boolean) {
  const country = party.country_code.toUpperCase();
  return {
    ...(party.company ? { companyName: party.company.slice(0, LINE_MAX) } : {}),
    ...splitName(party.name),
    ...splitAddressLines(party),
    countryCode: country,
    zipCode: party.postcode.trim(),
    city: party.city.trim().slice(0, LINE_MAX),
    ...(party.email ? { email: party.email.slice(0, EMAIL_MAX) } : {}),
    ...formatPhones(party.phone, country, needsMobile),
  };
}

/** CN23 articles (at most 100), each with its unit net weight: the parcel's weight shared out. */
function toCustoms(request: TCreateShipmentRequest, parcelKg: number) {
  const duties = (request.duties ?? []).slice(0, ARTICLES_MAX);
  const count = duties.reduce((sum, duty) => sum + duty.quantity, 0) || 1;
  const unitKg = Math.max(MIN_WEIGHT_KG, Math.floor((parcelKg / count) * 100) / 100);
  return {
    includeCustomsDeclarations: true,
    contents: {
      article: duties.map((duty) => ({
        description: duty.description.slice(0, ARTICLE_DESCRIPTION_MAX),
        quantity: duty.quantity,
        weight: unitKg,
        value: duty.unit_price / 100,
        currency: duty.currency,
        originCountry: duty.country.toUpperCase(),
      })),
      category: { value: CUSTOMS_CATEGORIES[request.reason] ?? CUSTOMS_CATEGORIES.personal_effects },
    },
    ...(request.customer_reference ? { invoiceNumber: request.customer_reference.slice(0, LINE_MAX) } : {}),
  };
}

/**
 * A CN23 goes with every parcel that leaves or enters the EU VAT area (non-EU countries, the
 * French overseas territories), whatever the spec's duties rule says about the quote form.
 */
export function crossesEuCustomsBorder(
  request: Pick<TCreateShipmentRequest, "ship_from" | "ship_to">,
): boolean {
  const from = isInEuVatArea(request.ship_from.country_code, request.ship_from.postcode);
  const to = isInEuVatArea(request.ship_to.country_code, request.ship_to.postcode);
  return from !== to || (!from && !to && request.ship_from.country_code !== request.ship_to.country_code);
}

/** The pieces of an order, one per parcel: Colissimo labels one parcel per generateLabel call. */
export function listPieces(parcels: readonly TParcel[]): TParcel[] {
  return parcels.flatMap((parcel) => Array.from({ length: parcel.number }, () => parcel));
}

/** One generateLabel request body for one parcel of the order. */
export function buildLabelRequest(
  account: TColissimoAccount,
  request: TCreateShipmentRequest,
  product: TColissimoProductCode,
  parcel: TParcel,
) {
  const isPickup = product === PICKUP_PRODUCT;
  const parcelKg = toKg(parcel.weight, request.unit);
  const reference = request.customer_reference;
  const customs = crossesEuCustomsBorder(request);
  const insuranceCents = request.insurance?.currency === "EUR" ? request.insurance.amount : 0;
  return {
    contractNumber: account.contractNumber,
    password: account.password,
    outputFormat: { x: 0, y: 0, outputPrintingType: PRINTING_TYPES[request.label_format] },
    letter: {
      service: {
        productCode: product,
        depositDate: request.quote.shipment_date,
        ...(reference ? { orderNumber: reference.slice(0, ORDER_NUMBER_MAX) } : {}),
        // Mandatory with a pickup point: the sender's name as the recipient will see it.
        ...(isPickup
          ? { commercialName: (request.ship_from.company || request.ship_from.name).slice(0, LINE_MAX) }
          : {}),
      },
      parcel: {
        weight: parcelKg,
        ...(insuranceCents > 0 ? { insuranceValue: insuranceCents } : {}),
        ...(isPickup ? { pickupLocationId: request.collection_point_id, nonMachinable: false } : {}),
      },
      ...(customs ? { customsDeclarations: toCustoms(request, parcelKg) } : {}),
      sender: {
        ...(reference ? { senderParcelRef: reference.slice(0, SENDER_REF_MAX) } : {}),
        address: toAddress(request.ship_from, false),
      },
      addressee: { address: toAddress(request.ship_to, isPickup) },
    },
    // A contract billed to another account (a platform's sub-contract) names it in this field.
    ...(account.billedAccount
      ? { fields: { field: [{ key: "ACCOUNT_NUMBER", value: account.billedAccount }] } }
      : {}),
  };
}
