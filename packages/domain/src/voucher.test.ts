import { describe, expect, it } from "vitest";
import {
  checkVoucher,
  computeOrderTotal,
  computeVoucherDiscount,
  isVoucherUsedUp,
  type TVoucher,
} from "./voucher.ts";

const voucher = (over: Partial<TVoucher> = {}): TVoucher => ({
  code: "WELCOME10",
  kind: "percentage",
  value: 10,
  valid_from: null,
  valid_until: null,
  usage_limit: null,
  used_count: 0,
  ...over,
});
const now = new Date("2026-06-15T12:00:00Z");

describe("vouchers", () => {
  it("refuses unknown, not yet valid, expired and used-up codes", () => {
    expect(checkVoucher(undefined, now)).toBe("order.voucher_invalid");
    expect(checkVoucher(voucher({ valid_from: new Date("2026-07-01T00:00:00Z") }), now)).toBe(
      "order.voucher_invalid",
    );
    expect(checkVoucher(voucher({ valid_until: new Date("2026-06-01T00:00:00Z") }), now)).toBe(
      "order.voucher_expired",
    );
    expect(checkVoucher(voucher({ usage_limit: 5, used_count: 5 }), now)).toBe("order.voucher_used_up");
    expect(checkVoucher(voucher({ usage_limit: 5, used_count: 4 }), now)).toBeNull();
  });

  it("takes a percentage of the transport price, rounded half up", () => {
    expect(computeVoucherDiscount(voucher(), { offer_ti: 1995, insurance: 200, currency: "EUR" })).toBe(200);
  });

  it("converts a fixed euro amount and never discounts more than the total", () => {
    const fixed = voucher({ kind: "fixed", value: 500 });
    expect(computeVoucherDiscount(fixed, { offer_ti: 2000, insurance: 0, currency: "EUR" })).toBe(500);
    expect(computeVoucherDiscount(fixed, { offer_ti: 2000, insurance: 0, currency: "USD" })).toBe(531);
    expect(computeVoucherDiscount(fixed, { offer_ti: 300, insurance: 100, currency: "EUR" })).toBe(400);
    expect(computeOrderTotal(300, 100, 400)).toBe(0);
    expect(computeOrderTotal(300, 100, 500)).toBe(0);
  });
});

describe("the last use of a code", () => {
  it("is taken by one order only: used up when recorded and held uses reach the limit", () => {
    expect(isVoucherUsedUp({ usageLimit: 3, usedCount: 1, takenByOthers: 1 })).toBe(false);
    expect(isVoucherUsedUp({ usageLimit: 3, usedCount: 1, takenByOthers: 2 })).toBe(true);
    expect(isVoucherUsedUp({ usageLimit: 3, usedCount: 3, takenByOthers: 0 })).toBe(true);
    expect(isVoucherUsedUp({ usageLimit: 1, usedCount: 0, takenByOthers: 0 })).toBe(false);
  });
});
