import { describe, expect, it } from "vitest";
import { formatIsoDate, formatMoney } from "./format.ts";

const normalize = (text: string) => text.replace(/\s/g, " ");

describe("formatMoney", () => {
  it("writes prices from integer cents with two decimals, in EUR or USD", () => {
    expect(normalize(formatMoney(1248, "EUR", "fr"))).toBe("12,48 €");
    expect(formatMoney(1248, "USD", "en")).toBe("$12.48");
    expect(normalize(formatMoney(1200, "EUR", "es"))).toBe("12,00 €");
  });

  it("writes whole amounts in a sentence without decimals and others with two", () => {
    expect(formatMoney(2200, "EUR", "en", "short")).toBe("€22");
    expect(normalize(formatMoney(250, "EUR", "fr", "short"))).toBe("2,50 €");
  });
});

describe("formatIsoDate", () => {
  it("writes dates without shifting the day", () => {
    expect(formatIsoDate("2026-11-24", "en", "long")).toBe("Tuesday, November 24");
    expect(formatIsoDate("2026-11-24", "fr")).toBe("mar. 24 nov.");
  });
});
