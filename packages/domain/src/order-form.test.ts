import { describe, expect, it } from "vitest";
import { computeInsurancePremium } from "./insurance.ts";
import { computeInsurancePrice, parseDeclaredValue, resolveShippingMethod } from "./order-form.ts";

describe("insurance price (spec §9)", () => {
  it("is 0.6 % of the declared value", () => {
    expect(computeInsurancePremium(100_000, "EUR")).toBe(600);
  });

  // computeInsurancePrice(declared value in cents, its currency, the offer's currency).
  it.each([
    [100_000, "EUR", "EUR", 600, "0.6 % of 1,000 EUR"],
    [12_345, "EUR", "EUR", 200, "0.6 % of 123.45 EUR = 0.7407 EUR, below the minimum"],
    [123_456, "EUR", "EUR", 741, "0.6 % of 1,234.56 EUR = 7.40736 EUR, rounded to the cent"],
    [100, "EUR", "EUR", 200, "at least 2 euros"],
    [33_333, "EUR", "EUR", 200, "at least 2 euros"],
    [33_334, "EUR", "EUR", 200, "at least 2 euros"],
    [33_400, "EUR", "EUR", 200, "at least 2 euros"],
    [34_000, "EUR", "EUR", 204, "0.6 % of 340 EUR, just over the minimum"],
    [100, "USD", "USD", 213, "the minimum in dollars: 2 EUR / 0.9408 = 2.1259 USD"],
    [100_000, "USD", "EUR", 564, "0.6 % of 1,000 USD = 6 USD = 5.6448 EUR"],
    [100_000, "EUR", "USD", 638, "0.6 % of 1,000 EUR = 6 EUR = 6.3776 USD"],
  ] as const)("%i %s, offer in %s: %i cents (%s)", (declared, currency, offerCurrency, price, _why) => {
    expect(computeInsurancePrice(declared, currency, offerCurrency)).toBe(price);
  });
});

describe("declared value", () => {
  it("reads typed amounts as integer cents", () => {
    expect(parseDeclaredValue("120")).toEqual({ ok: true, cents: 12_000 });
    expect(parseDeclaredValue("99,9")).toEqual({ ok: true, cents: 9_990 });
    expect(parseDeclaredValue(" 45.05 ")).toEqual({ ok: true, cents: 4_505 });
    expect(parseDeclaredValue(45.5)).toEqual({ ok: true, cents: 4_550 });
  });

  it("refuses missing, malformed, too precise, too long and zero values", () => {
    expect(parseDeclaredValue("")).toMatchObject({ ok: false, error: "validation.required" });
    expect(parseDeclaredValue(undefined)).toMatchObject({ ok: false, error: "validation.required" });
    expect(parseDeclaredValue("12a")).toMatchObject({ ok: false, error: "validation.invalid_type" });
    expect(parseDeclaredValue("-5")).toMatchObject({ ok: false, error: "validation.invalid_type" });
    expect(parseDeclaredValue("1.234")).toMatchObject({ ok: false, error: "validation.too_many_decimals" });
    expect(parseDeclaredValue("1".repeat(33))).toMatchObject({ ok: false, error: "validation.too_long" });
    expect(parseDeclaredValue("9".repeat(30))).toMatchObject({ ok: false, error: "validation.invalid_type" });
    expect(parseDeclaredValue("0")).toMatchObject({ ok: false, error: "0 higher" });
  });
});

describe("shipping method (spec §4)", () => {
  const both = { allow_pickup: 1, allow_dropoff: 1 } as const;
  const pickupOnly = { allow_pickup: 1, allow_dropoff: 0 } as const;
  const dropoffOnly = { allow_pickup: 0, allow_dropoff: 1 } as const;

  it("keeps the wished method when the offer allows it", () => {
    expect(resolveShippingMethod("pickup", both)).toBe("pickup");
    expect(resolveShippingMethod("dropoff", both)).toBe("dropoff");
  });

  it("switches pickup to drop-off when pickup is not allowed, and back", () => {
    expect(resolveShippingMethod("pickup", dropoffOnly)).toBe("dropoff");
    expect(resolveShippingMethod("dropoff", pickupOnly)).toBe("pickup");
  });
});
