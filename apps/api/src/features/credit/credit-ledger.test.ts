import { describe, expect, it } from "vitest";
import { parseEuros } from "./credit-command.ts";
import { bonusFor } from "./credit-service.ts";

describe("credit rules", () => {
  it("gives the spec's top-up bonus: 2 % on 100 euros, 3 % on 300, nothing otherwise", () => {
    expect(bonusFor(10_000)).toBe(200);
    expect(bonusFor(30_000)).toBe(900);
    expect(bonusFor(5_000)).toBe(0);
    expect(bonusFor(20_000)).toBe(0);
  });

  it("reads euros as typed, in integer cents", () => {
    expect(parseEuros("100")).toBe(10_000);
    expect(parseEuros("12,5")).toBe(1_250);
    expect(parseEuros("0.07")).toBe(7);
    expect(parseEuros(" 3.10 ")).toBe(310);
    for (const bad of ["0", "0.00", "-1", "1e3", "1.234", "100001", "", "abc"])
      expect(parseEuros(bad)).toBeUndefined();
  });
});
