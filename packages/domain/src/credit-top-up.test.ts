import { describe, expect, it } from "vitest";
import { isTopUpEuros, topUpBonusCents } from "./credit-top-up.ts";

describe("credit top-ups (spec §5, §9)", () => {
  it("are 100 or 300 euros", () => {
    expect(isTopUpEuros(100)).toBe(true);
    expect(isTopUpEuros(300)).toBe(true);
    for (const other of [0, 200, 100.5, "100", null]) expect(isTopUpEuros(other)).toBe(false);
  });

  it("give 2 % free for 100 euros, 3 % for 300, nothing for other amounts", () => {
    expect(topUpBonusCents(10_000)).toBe(200);
    expect(topUpBonusCents(30_000)).toBe(900);
    expect(topUpBonusCents(20_000)).toBe(0);
    expect(topUpBonusCents(5_000)).toBe(0);
  });
});
