import {
  type TIntakeAddress,
  type TPreorderAddress,
  type TPreorderParcel,
  type TPreorderSelectedOffer,
  withoutControlCharacters,
} from "@ship/contracts";
import { CARRIER_CODES } from "@ship/domain";
import type { TIntakeProduct } from "../preorders/intake-order.ts";

/**
 * A store's text is cut to the pre-order's limits rather than refused: a webhook refused for a long
 * address line would lose the order; the order form shows what was kept and the customer fixes it.
 */
export function clip(value: unknown, max: number): string {
  return typeof value === "string" ? withoutControlCharacters(value).trim().slice(0, max) : "";
}

/** An address from the parts a store gave; what it did not give stays empty. */
export function toAddress(
  parts: Partial<Record<keyof TIntakeAddress, unknown>> | undefined,
): TPreorderAddress {
  // The whole value must be a code: "France" is not "FR" cut short.
  const country = clip(parts?.country_code, 255).toUpperCase();
  const company = clip(parts?.company, 35);
  return {
    company,
    name: clip(parts?.name, 35),
    phone: clip(parts?.phone, 35),
    email: clip(parts?.email, 50),
    address1: clip(parts?.address1, 35),
    address2: clip(parts?.address2, 35),
    address3: clip(parts?.address3, 35),
    country_code: /^[A-Z]{2}$/.test(country) ? country : "",
    postcode: clip(parts?.postcode, 20),
    city: clip(parts?.city, 255),
    pro: company ? 1 : 0,
  };
}

export const EMPTY_ADDRESS: TPreorderAddress = toAddress(undefined);

/** "Jane" + "Doe" -> "Jane Doe"; either may be missing. */
export function fullName(first: unknown, last: unknown): string {
  return [first, last]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .map((part) => withoutControlCharacters(part).trim())
    .join(" ");
}

/**
 * The shopper's delivery choice. Its carrier is recognised when the title names one of the spec's
 * carriers ("Colissimo Domicile", "UPS Standard"): the offers screen highlights that carrier's offers.
 * No service name: stores give the shipping line's title and their own code ("colissimo-domicile",
 * "flat_rate"), never the carrier's service name, and a code taken for one matched no offer.
 */
export function toSelectedOffer(title: unknown): TPreorderSelectedOffer | null {
  const text = clip(title, 255);
  if (!text) return null;
  const words = text.toUpperCase().replace(/[^A-Z0-9]+/g, " ");
  const carrier = CARRIER_CODES.find((code) => ` ${words} `.includes(` ${code} `)) ?? null;
  return { title: text, carrier_code: carrier, service_name: null };
}

/** One parcel line per product unit count: the store's unit weight (and size, when it has one). */
export function toParcels(
  quantity: number,
  measures: { weight?: number | null; x?: number | null; y?: number | null; z?: number | null },
): TPreorderParcel[] {
  const positive = (value: number | null | undefined) =>
    typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value * 1000) / 1000 : null;
  return [
    {
      number: Math.min(quantity, 999),
      weight: positive(measures.weight),
      x: positive(measures.x),
      y: positive(measures.y),
      z: positive(measures.z),
    },
  ];
}

/** A calendar date the store gave (ISO text), or null. */
export function isoDay(value: unknown): string | null {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/**
 * A store line as a pre-order product: a parcel (envelope, pallet and stacking are chosen at
 * shipping time) with no pickup or delivery date, which stores do not give.
 */
export function storeProduct(line: {
  id: string | number;
  sku: unknown;
  name: unknown;
  quantity: number;
  parcels: TPreorderParcel[];
  addressTo: TPreorderAddress;
  selectedOffer: TPreorderSelectedOffer | null;
}): TIntakeProduct {
  return {
    product_id: String(line.id),
    sku: clip(line.sku, 255),
    name: clip(line.name, 255),
    quantity: line.quantity,
    parcels: line.parcels,
    address_from: EMPTY_ADDRESS,
    address_to: line.addressTo,
    selected_offer: line.selectedOffer,
    parcel_type: 2,
    stackable: 0,
    expected_pickup_date: null,
    expected_delivery_date: null,
  };
}
