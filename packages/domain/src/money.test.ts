import { describe, expect, it } from "vitest";
import { convertCents, EUR_PER_USD } from "./currency.ts";
import { computeInsurancePremium } from "./insurance.ts";
import { computePercentOfCents, convertDecimalToCents, divideRoundHalfUp, sumCents } from "./money.ts";

describe("money in cents", () => {
  it("rounds half up (away from zero)", () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(-5, 2)).toBe(-3);
    expect(divideRoundHalfUp(7, 3)).toBe(2);
    expect(computePercentOfCents(15, 10)).toBe(2);
    expect(computePercentOfCents(1234, 20)).toBe(247);
    expect(computePercentOfCents(1000, 24.75)).toBe(248);
    expect(computePercentOfCents(999, 36.75)).toBe(367);
  });

  it("converts decimals and sums", () => {
    expect(convertDecimalToCents(12.345)).toBe(1235);
    expect(convertDecimalToCents(1.005)).toBe(101);
    expect(convertDecimalToCents(-2.5)).toBe(-250);
    expect(sumCents([100, 250, -50])).toBe(300);
  });

  it("converts currencies at 1 USD = 0.9408 EUR (spec §9)", () => {
    expect(EUR_PER_USD).toBe(0.9408);
    expect(convertCents(9408, "EUR", "USD")).toBe(10_000);
    expect(convertCents(10_000, "USD", "EUR")).toBe(9408);
    expect(convertCents(1000, "EUR", "USD")).toBe(1063);
    expect(convertCents(1234, "EUR", "EUR")).toBe(1234);
  });

  it("prices optional insurance at 0.6 % with a 2 EUR minimum (spec §9)", () => {
    expect(computeInsurancePremium(100_000, "EUR")).toBe(600);
    expect(computeInsurancePremium(10_000, "EUR")).toBe(200);
    expect(computeInsurancePremium(10_000, "USD")).toBe(213);
  });
});
