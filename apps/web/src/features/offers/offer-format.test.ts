import { describe, expect, it } from "vitest";
import { formatInfoParams, formatIsoDate, formatPrice } from "./offer-format.ts";

const normalize = (text: string) => text.replace(/\s/g, " ");

describe("offer formatting", () => {
  it("writes prices from integer cents in EUR or USD", () => {
    expect(normalize(formatPrice(1248, "EUR", "fr"))).toBe("12,48 €");
    expect(formatPrice(1248, "USD", "en")).toBe("$12.48");
    expect(normalize(formatPrice(1200, "EUR", "es"))).toBe("12,00 €");
  });

  it("writes dates without shifting the day", () => {
    expect(formatIsoDate("2026-11-24", "en", "long")).toBe("Tuesday, November 24");
    expect(formatIsoDate("2026-11-24", "fr")).toBe("mar. 24 nov.");
  });

  it("formats amounts, dates and numbers of info blocks", () => {
    const params = formatInfoParams(
      {
        amount: 2300,
        max: 69000,
        insurance_min: 200,
        insurance_rate_percent: 0.6,
        expected_delivery_date: "2026-11-24",
        carrier_name: "DPD",
      },
      "EUR",
      "en",
    );
    expect(params).toEqual({
      amount: "€23",
      max: "€690",
      insurance_min: "€2",
      insurance_rate_percent: "0.6",
      expected_delivery_date: "Tuesday, November 24",
      carrier_name: "DPD",
    });
  });
});
