import { describe, expect, it } from "vitest";
import { refundSummaryOf } from "./refund-summary.ts";

const base = { userId: 7, totalCents: 1500, cardCents: 0, creditCents: 0, refundedCents: 0 };

describe("refundSummaryOf", () => {
  it("splits a card and credit order into its card refund and its credit back", () => {
    expect(
      refundSummaryOf({
        ...base,
        method: "credit_card",
        cardCents: 1000,
        creditCents: 500,
        refundedCents: 1500,
      }),
    ).toEqual({ card_cents: 1000, credit_cents: 500, invoice_cents: 0 });
  });

  it("gives an order paid by credit back to the credit", () => {
    expect(refundSummaryOf({ ...base, method: "credit", creditCents: 1500, refundedCents: 1500 })).toEqual({
      card_cents: 0,
      credit_cents: 1500,
      invoice_cents: 0,
    });
  });

  it("takes an unpaid 'Pay later' order off the invoice, and refunds what a card paid of it", () => {
    expect(refundSummaryOf({ ...base, method: "deferred" })).toEqual({
      card_cents: 0,
      credit_cents: 0,
      invoice_cents: 1500,
    });
    expect(refundSummaryOf({ ...base, method: "deferred", refundedCents: 1500 })).toEqual({
      card_cents: 1500,
      credit_cents: 0,
      invoice_cents: 0,
    });
  });

  it("gives nothing back for a free order", () => {
    expect(refundSummaryOf({ ...base, method: "free", totalCents: 0 })).toEqual({
      card_cents: 0,
      credit_cents: 0,
      invoice_cents: 0,
    });
  });
});
