import { computePercentOfCents, type TCents } from "@ship/domain";
import type { TCarrierQuote } from "./types.ts";

/** The surcharge line that carries a customer's own-contract discount in the breakdown. */
export const OWN_ACCOUNT_DISCOUNT = "own_account_discount";

/**
 * Issue 5: a saas customer with complete credentials for a carrier also gets that carrier's offers
 * on the customer's own account. The carrier bills the customer's contract, so the operator's
 * margin goes, and the customer's contract discount (a percentage of the carrier's price) applies.
 * The breakdown still adds up: base + surcharges (the discount as a negative line) = price_te.
 */
export function toOwnAccountQuote(quote: TCarrierQuote, discountPercent: number): TCarrierQuote {
  const { breakdown } = quote;
  const carrierPrice = quote.price_te - breakdown.margin;
  const discount = computePercentOfCents(carrierPrice, Math.min(100, Math.max(0, discountPercent)));
  const priceTe: TCents = carrierPrice - discount;
  const vat = computePercentOfCents(priceTe, breakdown.vat_rate_percent);
  const id = `${quote.offer_id}-own`;
  return {
    ...quote,
    id,
    offer_id: id,
    is_saas: 1,
    price_te: priceTe,
    price_ti: priceTe + vat,
    breakdown: {
      ...breakdown,
      surcharges: [...breakdown.surcharges, { code: OWN_ACCOUNT_DISCOUNT, amount: -discount }],
      margin: 0,
      vat_amount: vat,
    },
  };
}
