import { describe, expect, it } from "vitest";
import { CONTACT_SUBJECTS, checkLargeQuote, EXTRA_DISCOUNT_PERCENTS } from "./contact-us.ts";

describe("contact page constants and rules (spec §2, §9)", () => {
  it("has 9 subjects and the 10, 20, 30 % discounts", () => {
    expect(CONTACT_SUBJECTS).toHaveLength(9);
    expect(new Set(CONTACT_SUBJECTS).size).toBe(9);
    expect(EXTRA_DISCOUNT_PERCENTS).toEqual([10, 20, 30]);
  });

  it("takes quote requests above 20 parcels or above 2,000 kg only", () => {
    expect(checkLargeQuote({ parcels: 21, weight_kg: 1 })).toEqual([]);
    expect(checkLargeQuote({ parcels: 1, weight_kg: 2000.01 })).toEqual([]);
    expect(checkLargeQuote({ parcels: 20, weight_kg: 2000 })).toEqual([
      { code: "contact.quote_too_small", path: ["parcels"] },
    ]);
  });
});
