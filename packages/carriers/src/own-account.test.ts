import { describe, expect, it } from "vitest";
import { OWN_ACCOUNT_DISCOUNT, toOwnAccountQuote } from "./own-account.ts";
import type { TCarrierQuote } from "./types.ts";

const quote = {
  id: "std-abc",
  offer_id: "std-abc",
  carrier_code: "UPS",
  is_saas: 0,
  price_te: 1200,
  price_ti: 1440,
  breakdown: {
    base_price: 900,
    surcharges: [{ code: "fuel", amount: 100 }],
    margin: 200,
    vat_rate_percent: 20,
    vat_amount: 240,
  },
} as unknown as TCarrierQuote;

describe("toOwnAccountQuote", () => {
  it("drops the operator margin and applies the customer's discount, flagged is_saas", () => {
    const own = toOwnAccountQuote(quote, 12.5);
    expect(own.is_saas).toBe(1);
    expect(own.offer_id).toBe("std-abc-own");
    expect(own.id).toBe(own.offer_id);
    // carrier price 1000, 12.5 % off: 875; VAT 20 %: 175.
    expect(own.price_te).toBe(875);
    expect(own.breakdown.vat_amount).toBe(175);
    expect(own.price_ti).toBe(1050);
    expect(own.breakdown.margin).toBe(0);
    expect(own.breakdown.surcharges).toContainEqual({ code: OWN_ACCOUNT_DISCOUNT, amount: -125 });
    const sum =
      own.breakdown.base_price + own.breakdown.surcharges.reduce((total, line) => total + line.amount, 0);
    expect(sum).toBe(own.price_te);
  });

  it("keeps the carrier's price without a discount, and bounds odd discounts", () => {
    expect(toOwnAccountQuote(quote, 0).price_te).toBe(1000);
    expect(toOwnAccountQuote(quote, 150).price_te).toBe(0);
    expect(quote.price_te).toBe(1200); // the operator's offer is left as it was
  });
});
