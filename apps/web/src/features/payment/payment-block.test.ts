import type { TPaymentState } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { describePaymentBlock } from "./payment-block.ts";

const base: TPaymentState = {
  status: "unpaid",
  currency: "EUR",
  amount_total: 1890,
  balance: 0,
  balanceAbs: 0,
  amount_to_pay: 1890,
  nothing_to_pay: false,
  partial_payment: false,
  pay_balance: true,
  deferred_payment: false,
  deferred_url: null,
  deferred_limit_reached: false,
  warning_unpaid: false,
  nb_unpaid: 0,
  payment_method: "credit_card",
};

describe("describePaymentBlock", () => {
  it("pays the whole total by card for a visitor", () => {
    expect(describePaymentBlock(base)).toEqual({
      kind: "pay_balance",
      amountToPay: 1890,
      creditUsed: 0,
      canPayLater: false,
      deferredLimitReached: false,
      unpaidInvoices: 0,
    });
  });

  it("says why 'Pay later' is gone when the unpaid invoices reached their limit", () => {
    const block = describePaymentBlock({
      ...base,
      deferred_limit_reached: true,
      warning_unpaid: true,
      nb_unpaid: 4,
    });
    expect(block).toMatchObject({ canPayLater: false, deferredLimitReached: true, unpaidInvoices: 4 });
  });

  it("confirms only when nothing is left to pay", () => {
    const block = describePaymentBlock({ ...base, nothing_to_pay: true, amount_to_pay: 0, status: "paid" });
    expect(block.kind).toBe("nothing_to_pay");
    expect(block.amountToPay).toBe(0);
    expect(block.canPayLater).toBe(false);
  });

  it("shows the credit used and the card balance for a partial payment", () => {
    const block = describePaymentBlock({
      ...base,
      balance: 500,
      balanceAbs: 500,
      partial_payment: true,
      amount_to_pay: 1390,
    });
    expect(block).toMatchObject({ kind: "pay_balance", amountToPay: 1390, creditUsed: 500 });
  });

  it("counts the credit that covers the whole order", () => {
    const block = describePaymentBlock({
      ...base,
      balance: 5000,
      nothing_to_pay: true,
      pay_balance: false,
      amount_to_pay: 0,
    });
    expect(block).toMatchObject({ kind: "nothing_to_pay", creditUsed: 1890 });
  });

  it("offers Pay later to professional accounts while something is left to pay", () => {
    expect(describePaymentBlock({ ...base, deferred_payment: true }).canPayLater).toBe(true);
    expect(
      describePaymentBlock({ ...base, deferred_payment: true, nothing_to_pay: true, amount_to_pay: 0 })
        .canPayLater,
    ).toBe(false);
  });

  it("warns about unpaid invoices with their number", () => {
    expect(describePaymentBlock({ ...base, warning_unpaid: true, nb_unpaid: 3 }).unpaidInvoices).toBe(3);
    expect(describePaymentBlock({ ...base, warning_unpaid: false, nb_unpaid: 3 }).unpaidInvoices).toBe(0);
  });
});
