import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "./neutralise-formula.ts";

describe("neutraliseFormula (formula injection in exports)", () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ["+33 6 12 34 56 78", "'+33 6 12 34 56 78"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
  ])("quotes %j", (value, expected) => {
    expect(neutraliseFormula(value)).toBe(expected);
  });

  it("leaves other texts, empty texts and numbers as they are", () => {
    expect(neutraliseFormula("Léa Dupont")).toBe("Léa Dupont");
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(neutraliseFormula("")).toBe("");
    expect(neutraliseFormula(-12.5)).toBe(-12.5);
    expect(neutraliseFormula(0)).toBe(0);
  });
});
