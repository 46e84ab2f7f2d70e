import type { TShipToContactCurrencyResponse } from "@ship/contracts";
import {
  CARRIER_LIABILITY_CENTS_PER_KG,
  convertCents,
  EUR_PER_USD,
  INSURANCE_MIN_PREMIUM_EUR_CENTS,
  INSURANCE_RATE_PERCENT,
  type TCurrency,
} from "@ship/domain";

/**
 * GET /ship-to-contact/currency/{code}: the spec §9 insurance facts in the declared value's
 * currency, from domain's constants (the same the premium is computed with).
 */
export function currencyFacts(currency: TCurrency): TShipToContactCurrencyResponse {
  return {
    success: true,
    currency,
    eur_per_unit: currency === "USD" ? EUR_PER_USD : 1,
    insurance: {
      rate_percent: INSURANCE_RATE_PERCENT,
      minimum_premium: convertCents(INSURANCE_MIN_PREMIUM_EUR_CENTS, "EUR", currency),
      liability_per_kg: convertCents(CARRIER_LIABILITY_CENTS_PER_KG, "EUR", currency),
    },
  };
}
