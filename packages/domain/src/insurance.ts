import { convertCents, type TCurrency } from "./currency.ts";
import { computePercentOfCents, type TCents } from "./money.ts";

// Spec §9: carrier liability 22 euros per kilo when no insurance is taken.
export const CARRIER_LIABILITY_CENTS_PER_KG = 2200;
// Spec §9: optional insurance costs 0.6 % of the declared value, at least 2 euros (converted).
export const INSURANCE_RATE_PERCENT = 0.6;
export const INSURANCE_MIN_PREMIUM_EUR_CENTS = 200;

/** Premium of the optional insurance for a declared value, in the value's currency. */
export function computeInsurancePremium(declaredValueCents: TCents, currency: TCurrency): TCents {
  const minimum = convertCents(INSURANCE_MIN_PREMIUM_EUR_CENTS, "EUR", currency);
  return Math.max(computePercentOfCents(declaredValueCents, INSURANCE_RATE_PERCENT), minimum);
}
