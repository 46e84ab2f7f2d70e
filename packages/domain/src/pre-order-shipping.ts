import { getCollectionDateRange } from "./collection-date.ts";
import { countDaysBetween, isIsoDate, type TIsoDate } from "./iso-date.ts";
import { PARCEL_NOT_POSITIVE_ERROR, parseDecimalInput, type TParcel, type TParcelInput } from "./parcel.ts";
import { checkParcelLines, type TParcelLineIssue } from "./parcel-lines.ts";
import type { TUnitSystem } from "./units.ts";

/**
 * Spec §5 pre-order shipping: the one check of the new pre-order shipment modal, run by the web
 * modal (instant feedback) and by the API (the same rules, decision 029).
 */

// Spec §5 messages (the pre-order service refuses the same with these codes): the quantity's, and
// the two the spec lists under error.address and error.preorder (the issues' paths).
export const PRE_ORDER_QUANTITY_ERROR = "preorder.quantity_exceeded";
export const PRE_ORDER_ADDRESS_ERROR = "preorder.addresses_differ";
export const PRE_ORDER_MERCHANT_ORDER_ERROR = "preorder.orders_differ";

/** An address of a pre-order product as the service sends it (spec §3 address_from, address_to). */
export type TPreOrderAddressFields = Readonly<Record<string, unknown>>;

/** A pre-order product as far as shipping it is concerned (spec §3 Pre-order). */
export type TPreOrderLine = {
  merchant_order_id: string;
  product_id: string;
  quantity: number;
  quantity_sent: number;
  /** Units of shipments made here whose PATCH still waits in the outbox (not counted by the service yet). */
  quantity_pending?: number;
  address_from: TPreOrderAddressFields | null;
  address_to: TPreOrderAddressFields | null;
};

/** One product of the modal and the quantity typed for it. */
export type TPreOrderPick = { line: TPreOrderLine; quantity: number | string | null | undefined };

export type TPreOrderShippingIssue =
  | TParcelLineIssue
  | {
      code:
        | typeof PARCEL_NOT_POSITIVE_ERROR
        | typeof PRE_ORDER_QUANTITY_ERROR
        | "validation.required"
        | "validation.not_integer";
      path: ["products", number, "quantity"];
      params?: { max: number };
    }
  | { code: typeof PRE_ORDER_ADDRESS_ERROR; path: ["address"] }
  | { code: typeof PRE_ORDER_MERCHANT_ORDER_ERROR; path: ["preorder"] };

/** Units still to send: ordered, minus sent, minus those whose shipment waits to be told. */
export function unsentQuantityOf(line: TPreOrderLine): number {
  return Math.max(0, line.quantity - line.quantity_sent - (line.quantity_pending ?? 0));
}

/** The quantity typed for one product: an issue, or the whole number of units. */
function checkQuantity(pick: TPreOrderPick, index: number): TPreOrderShippingIssue | number {
  const path = ["products", index, "quantity"] as ["products", number, "quantity"];
  const raw = pick.quantity;
  if (raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "")) {
    return { code: "validation.required", path };
  }
  const value = parseDecimalInput(raw);
  if (value === undefined || !Number.isInteger(value)) return { code: "validation.not_integer", path };
  if (value <= 0) return { code: PARCEL_NOT_POSITIVE_ERROR, path };
  const max = unsentQuantityOf(pick.line);
  if (value > max) return { code: PRE_ORDER_QUANTITY_ERROR, path, params: { max } };
  return value;
}

/**
 * The address's fields compared as a customer reads them: case, surrounding spaces and key order
 * do not make two addresses different.
 */
export function addressKeyOf(address: TPreOrderAddressFields | null): string {
  if (!address) return "";
  const entries = Object.entries(address)
    .filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== "")
    .map(([key, value]) => [key, String(value).trim().toLowerCase()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** Spec §5: products shipped together share the merchant order, then both addresses. */
function checkTogether(lines: readonly TPreOrderLine[]): TPreOrderShippingIssue | undefined {
  const [first, ...others] = lines;
  if (!first) return undefined;
  if (others.some((line) => line.merchant_order_id !== first.merchant_order_id)) {
    return { code: PRE_ORDER_MERCHANT_ORDER_ERROR, path: ["preorder"] };
  }
  const from = addressKeyOf(first.address_from);
  const to = addressKeyOf(first.address_to);
  if (
    others.some((line) => addressKeyOf(line.address_from) !== from || addressKeyOf(line.address_to) !== to)
  ) {
    return { code: PRE_ORDER_ADDRESS_ERROR, path: ["address"] };
  }
  return undefined;
}

/**
 * Spec §5 pre-order shipping, all rules at once: each quantity above 0 and not above what is
 * unsent, each parcel field above 0 (the parcel rules), and the products shipped together from
 * one merchant order with the same addresses. Answers the issues and, when there are none, the
 * quantities (whole units, in the picks' order) and the parsed parcels.
 */
export function checkPreOrderShipment(input: {
  picks: readonly TPreOrderPick[];
  parcels: readonly TParcelInput[];
  unit: TUnitSystem;
}): { issues: TPreOrderShippingIssue[]; quantities: number[]; parcels: TParcel[] } {
  const issues: TPreOrderShippingIssue[] = [];
  const quantities: number[] = [];
  input.picks.forEach((pick, index) => {
    const checked = checkQuantity(pick, index);
    if (typeof checked === "number") quantities.push(checked);
    else issues.push(checked);
  });
  const together = checkTogether(input.picks.map((pick) => pick.line));
  if (together) issues.push(together);
  const lines = checkParcelLines(input.parcels, input.unit);
  issues.push(...lines.issues);
  return { issues, quantities, parcels: lines.parcels };
}

/** Spec §9 pre-order urgency marks. */
export const PRE_ORDER_URGENCY_DAYS = { ship5: 5, ship15: 15 } as const;
export type TPreOrderUrgency = keyof typeof PRE_ORDER_URGENCY_DAYS;

/**
 * Spec §9: ship5 when the expected pickup is under 5 days away (or already past), ship15 from 5 up
 * to 15 days; none further away or without a date. A timestamp counts by its calendar day.
 */
export function preOrderUrgencyOf(
  expectedPickupDate: string | null,
  today: TIsoDate,
): TPreOrderUrgency | null {
  const day = expectedPickupDate?.slice(0, 10);
  if (!isIsoDate(day) || !isIsoDate(today)) return null;
  const days = countDaysBetween(today, day);
  if (days < PRE_ORDER_URGENCY_DAYS.ship5) return "ship5";
  if (days <= PRE_ORDER_URGENCY_DAYS.ship15) return "ship15";
  return null;
}

/**
 * The collection date a pre-order shipment is rated for: the expected pickup date, kept within the
 * dates a shipment may be collected (spec §5: today up to 15 days ahead); today without one.
 */
export function preOrderPickupDateOf(expectedPickupDate: string | null, today: TIsoDate): TIsoDate {
  const { min, max } = getCollectionDateRange(today);
  const day = expectedPickupDate?.slice(0, 10);
  if (!isIsoDate(day) || day < min) return min;
  return day > max ? max : day;
}
