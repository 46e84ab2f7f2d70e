import { describe, expect, it } from "vitest";
import { formatMoney } from "./format.ts";

describe("formatMoney", () => {
  it("writes whole amounts without decimals and others with two", () => {
    expect(formatMoney(2200, "EUR", "en")).toBe("€22");
    expect(formatMoney(250, "EUR", "fr").replace(/\s/g, " ")).toBe("2,50 €");
  });
});
