import { convertCents, type TCurrency } from "./currency.ts";
import { computeInsurancePremium } from "./insurance.ts";
import type { TCents } from "./money.ts";

/** Spec §5 order form (step 3) field limits, in characters. */
export const ORDER_FORM_LIMITS = {
  company: 35,
  name: 35,
  address: 35,
  ownReference: 35,
  content: 35,
  email: 50,
  notes: 30,
  postcode: 20,
  city: 255,
  declaredValue: 32,
  // Not in the spec's order-form list: the register form's phone limit (REGISTER_LIMITS.phone).
  phone: 20,
} as const;

/**
 * Spec §5 limits of the customs, duty payment, personal effects and voucher fields (here rather than
 * beside the contract's schema, so that the order page's fields read them without zod: decision 068).
 */
export const ORDER_EXTRA_LIMITS = {
  dutyAccountNumber: 12,
  dutyPostcode: 20,
  remarks: 255,
  // Not in the spec: the longest passport numbers are 9 to 12 characters; 35 as the form's other texts.
  passportNumber: 35,
  voucher: 50,
} as const;

// Spec §3 shipping_method (reasons and label formats are in account-settings.ts).
export const SHIPPING_METHODS = ["pickup", "dropoff"] as const;
export type TShippingMethod = (typeof SHIPPING_METHODS)[number];

/**
 * Spec §4: pickup switches to drop-off when the offer does not allow pickup, and the reverse.
 * Returns the method that applies to the offer.
 */
export function resolveShippingMethod(
  wanted: TShippingMethod,
  offer: { allow_pickup: 0 | 1; allow_dropoff: 0 | 1 },
): TShippingMethod {
  if (wanted === "pickup" && offer.allow_pickup !== 1 && offer.allow_dropoff === 1) return "dropoff";
  if (wanted === "dropoff" && offer.allow_dropoff !== 1 && offer.allow_pickup === 1) return "pickup";
  return wanted;
}

export type TDeclaredValueError =
  | "validation.required"
  | "validation.invalid_type"
  | "validation.too_long"
  | "validation.too_many_decimals"
  | "0 higher";

const AMOUNT_TEXT = /^(\d+)(?:[.,](\d+))?$/;
// Spec §5 (mass mailing): declared value up to 2 decimals.
export const DECLARED_VALUE_MAX_DECIMALS = 2;

/**
 * A typed declared value ("120", "99,90", 45.5) to integer cents, or the reason it is refused.
 * Spec §5: at most 32 characters and 2 decimals; it must be above 0.
 */
export function parseDeclaredValue(
  input: string | number | null | undefined,
): { ok: true; cents: TCents } | { ok: false; error: TDeclaredValueError; params?: { max: number } } {
  if (input === undefined || input === null) return { ok: false, error: "validation.required" };
  const text = (typeof input === "number" ? String(input) : input).trim();
  if (text === "") return { ok: false, error: "validation.required" };
  if (text.length > ORDER_FORM_LIMITS.declaredValue) {
    return { ok: false, error: "validation.too_long", params: { max: ORDER_FORM_LIMITS.declaredValue } };
  }
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return { ok: false, error: "validation.invalid_type" };
  const decimals = match[2] ?? "";
  if (decimals.length > DECLARED_VALUE_MAX_DECIMALS) {
    return { ok: false, error: "validation.too_many_decimals", params: { max: DECLARED_VALUE_MAX_DECIMALS } };
  }
  const cents = Number(match[1]) * 100 + Number(decimals.padEnd(2, "0") || "0");
  if (!Number.isSafeInteger(cents)) return { ok: false, error: "validation.invalid_type" };
  if (cents <= 0) return { ok: false, error: "0 higher" };
  return { ok: true, cents };
}

/**
 * Spec §9: the optional insurance costs 0.6 % of the declared value, at least 2 euros, the value
 * being declared in EUR or USD (1 USD = 0.9408 EUR); the price is charged in the offer's currency.
 */
export function computeInsurancePrice(
  declaredValueCents: TCents,
  declaredCurrency: TCurrency,
  priceCurrency: TCurrency,
): TCents {
  return convertCents(
    computeInsurancePremium(declaredValueCents, declaredCurrency),
    declaredCurrency,
    priceCurrency,
  );
}
