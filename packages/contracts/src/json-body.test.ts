import { describe, expect, it } from "vitest";
import { JSON_BODY_LIMITS, jsonShapeProblem } from "./json-body.ts";

const nested = (open: string, close: string, levels: number) => open.repeat(levels) + close.repeat(levels);

describe("the shape limits of a JSON body, read on its text", () => {
  it("lets ordinary bodies through", () => {
    for (const text of [
      '{"login":"a","password":"b"}',
      "[]",
      "{}",
      "42",
      '"text"',
      "",
      '{"a":[{"b":[1,2,3]}]}',
    ]) {
      expect(jsonShapeProblem(text), text).toBeUndefined();
    }
    const atTheLimit = nested("[", "]", JSON_BODY_LIMITS.depth);
    expect(jsonShapeProblem(atTheLimit)).toBeUndefined();
    expect(JSON.parse(atTheLimit)).toBeDefined();
  });

  it("refuses nesting past the depth, of arrays and objects alike", () => {
    expect(jsonShapeProblem(nested("[", "]", JSON_BODY_LIMITS.depth + 1))).toBe("too_deep");
    expect(jsonShapeProblem(`${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`)).toBe("too_deep");
    // Unclosed brackets count too: the parser would refuse the text, the scan stops sooner.
    expect(jsonShapeProblem("[".repeat(500_000))).toBe("too_deep");
  });

  it("refuses too many entries, as keys or as items", () => {
    const keys = Array.from({ length: JSON_BODY_LIMITS.entries + 1 }, (_, index) => `"k${index}":0`);
    expect(jsonShapeProblem(`{${keys.join(",")}}`)).toBe("too_many_entries");
    expect(jsonShapeProblem(`[${"0,".repeat(JSON_BODY_LIMITS.entries)}0]`)).toBe("too_many_entries");
    expect(jsonShapeProblem(`[${"0,".repeat(1000)}0]`)).toBeUndefined();
  });

  it("ignores brackets, commas and escaped quotes inside strings", () => {
    const inString = JSON.stringify({ text: `${"[{,".repeat(50_000)}\\"\\\\` });
    expect(jsonShapeProblem(inString)).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify(["a\\", "[[[[", 'say "[["']))).toBeUndefined();
    // A backslash before the closing quote is itself escaped: the string ends there.
    expect(jsonShapeProblem(`["\\\\", ${nested("[", "]", JSON_BODY_LIMITS.depth)}]`)).toBe("too_deep");
  });
});
