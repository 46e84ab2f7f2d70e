import { describe, expect, it } from "vitest";
import { formatCents, formatIsoDate, paymentMethodLabel, statusLabel } from "./history-texts.ts";

describe("the words of my account's lists", () => {
  it.each([
    ["en", "$12.34", "11/24/2026"],
    ["fr", "12,34 $US", "24/11/2026"],
    ["es", "12,34 US$", "24/11/2026"],
  ] as const)("formats money and dates in %s", (lang, money, date) => {
    expect(formatCents(lang, 1234, "USD").replace(/\s/g, " ")).toBe(money);
    expect(formatIsoDate(lang, "2026-11-24")).toBe(date);
  });

  it("names statuses and payment methods in each language", () => {
    expect(statusLabel("fr", "Validated")).toBe("Validé");
    expect(statusLabel("es", "Delivered")).toBe("Entregado");
    expect(paymentMethodLabel("en", "deferred")).toBe("Deferred payment");
  });
});
