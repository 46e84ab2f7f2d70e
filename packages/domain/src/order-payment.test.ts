import { describe, expect, it } from "vitest";
import {
  cardSettlementOf,
  creditPartOf,
  isTransactionStale,
  MIN_CARD_CENTS,
  mayPayWithCredit,
  refundOf,
  settlementOf,
  splitCardAndCredit,
} from "./order-payment.ts";

describe("credit and card", () => {
  it("pays all of an order the credit covers, else leaves the card at least the smallest charge", () => {
    expect(creditPartOf(5000, 1234)).toBe(1234);
    expect(creditPartOf(1234, 1234)).toBe(1234);
    expect(creditPartOf(500, 1234)).toBe(500);
    expect(creditPartOf(1200, 1234)).toBe(1234 - MIN_CARD_CENTS);
    expect(creditPartOf(30, 60)).toBe(10);
    expect(creditPartOf(20, 40)).toBe(0);
    expect(creditPartOf(0, 1234)).toBe(0);
    expect(creditPartOf(-100, 1234)).toBe(0);
  });

  it("lets an account's credit pay orders in euros only", () => {
    expect(mayPayWithCredit(7, "EUR")).toBe(true);
    expect(mayPayWithCredit(7, "USD")).toBe(false);
    expect(mayPayWithCredit(null, "EUR")).toBe(false);
  });

  it("splits a total between credit and card, or says there is nothing to pay", () => {
    expect(splitCardAndCredit(1234, 500)).toEqual({ cardCents: 734, creditCents: 500 });
    expect(splitCardAndCredit(1234, 1200)).toEqual({ cardCents: MIN_CARD_CENTS, creditCents: 1184 });
    expect(splitCardAndCredit(1234, 0)).toEqual({ cardCents: 1234, creditCents: 0 });
    expect(splitCardAndCredit(1234, 1234)).toBe("nothing_to_pay");
    expect(splitCardAndCredit(1234, 9999)).toBe("nothing_to_pay");
  });
});

describe("a live card transaction", () => {
  const live = { amount: 734, creditCents: 500, currency: "EUR" as const, provider: "sandbox" };
  const wanted = { total: 1234, currency: "EUR" as const, provider: "sandbox" };

  it("is reused when pending for the same total (card + credit), currency and provider", () => {
    expect(isTransactionStale({ ...live, status: "pending" }, wanted)).toBe(false);
  });

  it("is stale when the order changed: another total, currency or provider", () => {
    expect(isTransactionStale({ ...live, status: "pending" }, { ...wanted, total: 1500 })).toBe(true);
    expect(isTransactionStale({ ...live, status: "pending" }, { ...wanted, currency: "USD" })).toBe(true);
    expect(isTransactionStale({ ...live, status: "pending" }, { ...wanted, provider: "stripe" })).toBe(true);
  });

  it("is never stale once paid", () => {
    expect(isTransactionStale({ ...live, status: "paid" }, { ...wanted, total: 1 })).toBe(false);
  });

  it("settles by card when paid, blocks every other way while pending", () => {
    expect(cardSettlementOf({ status: "paid" })).toBe("settle_by_card");
    expect(cardSettlementOf({ status: "pending" })).toBe("card_pending");
    expect(cardSettlementOf(undefined)).toBe("no_card");
  });
});

describe("settlement without a card", () => {
  const order = { total: 1234, currency: "EUR" as const, payerId: 7, payLater: false, mayDefer: false };

  it("is free for a total of 0, whatever else", () => {
    expect(settlementOf({ ...order, total: 0, payLater: true, mayDefer: true })).toEqual(["free"]);
  });

  it("tries the payer's credit first, then 'Pay later' for a professional account that chose it", () => {
    expect(settlementOf(order)).toEqual(["credit"]);
    expect(settlementOf({ ...order, payLater: true, mayDefer: true })).toEqual(["credit", "deferred"]);
    expect(settlementOf({ ...order, payLater: true, mayDefer: false })).toEqual(["credit"]);
    expect(settlementOf({ ...order, payLater: false, mayDefer: true })).toEqual(["credit"]);
  });

  it("has no credit way for a visitor or an order in dollars", () => {
    expect(settlementOf({ ...order, payerId: null })).toEqual([]);
    expect(settlementOf({ ...order, currency: "USD", payLater: true, mayDefer: true })).toEqual(["deferred"]);
  });
});

describe("a refund", () => {
  it("gives back card and credit parts, the credit to the account's ledger", () => {
    expect(refundOf({ method: "credit_card", userId: 7, cardCents: 734, creditCents: 500 })).toEqual({
      creditBack: 500,
      refundedCents: 1234,
    });
    expect(refundOf({ method: "credit", userId: 7, cardCents: 0, creditCents: 1234 })).toEqual({
      creditBack: 1234,
      refundedCents: 1234,
    });
  });

  it("refunds 0 for a deferred or free order", () => {
    expect(refundOf({ method: "deferred", userId: 7, cardCents: 0, creditCents: 0 })).toEqual({
      creditBack: 0,
      refundedCents: 0,
    });
    expect(refundOf({ method: "free", userId: null, cardCents: 0, creditCents: 0 })).toEqual({
      creditBack: 0,
      refundedCents: 0,
    });
  });

  it("refunds a deferred order what the later payment of its invoice paid", () => {
    expect(
      refundOf({ method: "deferred", userId: 7, cardCents: 0, creditCents: 0, invoicePaidCents: 1500 }),
    ).toEqual({ creditBack: 0, refundedCents: 1500 });
  });
});
