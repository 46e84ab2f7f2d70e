import { describe, expect, it } from "vitest";
import { formatCents, formatDay, formatIsoDate, paymentMethodLabel, statusLabel } from "./history-texts.ts";

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

  it("tells the day of a moment in each operator time zone (formatters kept per zone)", () => {
    const at = new Date("2026-11-24T23:30:00Z");
    expect(formatDay("fr", at, "Europe/Paris")).toEqual({ iso: "2026-11-25", formatted: "25/11/2026" });
    expect(formatDay("en", at, "America/New_York")).toEqual({ iso: "2026-11-24", formatted: "11/24/2026" });
    expect(formatDay("fr", at, "Europe/Paris").iso).toBe("2026-11-25");
  });
});
