import { convertCents, type TCurrency } from "./currency.ts";
import type { TCents } from "./money.ts";

/** Spec §5 customs table (goods rows) limits; description as the order form's other texts. */
export const CUSTOMS_LIMITS = {
  description: 35,
  /** Quantities as parcel numbers: 3 digits. */
  maxQuantity: 999,
  /** At most this many goods rows on one shipment (a form, not an inventory). */
  maxRows: 50,
} as const;

// Spec §9: a US export of 2,500 dollars or more needs electronic export information (EEI).
export const EEI_THRESHOLD_USD_CENTS = 250_000;
// Spec §5/§9: personal effects above 150 dollars get a declaration document.
export const PERSONAL_EFFECTS_DOCUMENT_THRESHOLD_USD_CENTS = 15_000;

export type TDutyRowAmount = { qty: number; unit_price: TCents; currency: TCurrency };

/** Spec §5: a row's total is quantity times unit price, converted to euros. */
export function computeDutyRowTotal(row: TDutyRowAmount, to: TCurrency = "EUR"): TCents {
  return convertCents(row.qty * row.unit_price, row.currency, to);
}

/** The customs table's total line, in euros unless asked otherwise. */
export function computeDutiesTotal(rows: readonly TDutyRowAmount[], to: TCurrency = "EUR"): TCents {
  return rows.reduce((total, row) => total + computeDutyRowTotal(row, to), 0);
}

/** Spec §5: goods leaving the US worth 2,500 dollars or more need EEI (a warning on the form). */
export function needsEei(originCountry: string, rows: readonly TDutyRowAmount[]): boolean {
  return originCountry.toUpperCase() === "US" && computeDutiesTotal(rows, "USD") >= EEI_THRESHOLD_USD_CENTS;
}

/**
 * Spec §5 duty payment: who may pay duties as sender or third party. UPS asks the account's
 * postcode and country; DHL and FEDEX only when the user's duty_payment_displayed is 1 (visitors
 * never); other carriers bill duties to the recipient only.
 */
export type TDutyThirdParty = "not_allowed" | "ups" | "account";

export function dutyThirdPartyOf(carrierCode: string, dutyPaymentDisplayed: 0 | 1): TDutyThirdParty {
  const carrier = carrierCode.toUpperCase();
  if (carrier === "UPS") return "ups";
  if ((carrier === "DHL" || carrier === "FEDEX") && dutyPaymentDisplayed === 1) return "account";
  return "not_allowed";
}

/**
 * Spec §5: personal effects sent to a destination other than France, or from or to Turkey,
 * cannot be insured; they ask remarks and a passport number instead.
 */
export function isPersonalEffectsAbroad(reason: string, fromCountry: string, toCountry: string): boolean {
  if (reason !== "personal_effects") return false;
  const from = fromCountry.toUpperCase();
  const to = toCountry.toUpperCase();
  return to !== "FR" || from === "TR";
}

/**
 * Spec §5: personal effects sent abroad (see isPersonalEffectsAbroad) worth more than $150 travel
 * with a personal effects declaration. The declared value is converted to dollars.
 */
export function needsPersonalEffectsDeclaration(args: {
  reason: string;
  fromCountry: string;
  toCountry: string;
  declaredValueCents: TCents | null;
  currency: TCurrency;
}): boolean {
  if (!isPersonalEffectsAbroad(args.reason, args.fromCountry, args.toCountry)) return false;
  if (args.declaredValueCents === null) return false;
  return (
    convertCents(args.declaredValueCents, args.currency, "USD") >
    PERSONAL_EFFECTS_DOCUMENT_THRESHOLD_USD_CENTS
  );
}
