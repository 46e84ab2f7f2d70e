import { describe, expect, it } from "vitest";
import { fieldsWithControlCharacters, hasControlCharacters } from "./text.ts";

describe("control characters in request text", () => {
  it("refuses NUL, the other C0 controls and DEL on one line, and keeps ordinary text", () => {
    for (const bad of ["a\u0000b", "\u0007", "x\u001b[31m", "a\tb", "a\nb", "a\rb", "\u007f"]) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ["", "Zoë Müller-Ñúñez", "12 rue de l'Église", "東京", "😀", "\u00a0"]) {
      expect(hasControlCharacters(good), good).toBe(false);
    }
  });

  it("keeps line breaks and tabs in a multi-line field only", () => {
    expect(hasControlCharacters("line 1\r\nline 2\tend", true)).toBe(false);
    expect(hasControlCharacters("line 1\u0000", true)).toBe(true);
    expect(fieldsWithControlCharacters({ remarks: "a\nb", name: "a\nb" })).toEqual(["name"]);
  });

  it("names every bad string and key by its dotted path", () => {
    const body = {
      login: "ok",
      customs: [{ desc: "fine" }, { desc: "bad\u0000", country: "US" }],
      nested: { "key\u0001": "value", deep: { city: "\u0002" } },
      count: 3,
      flag: null,
    };
    expect(fieldsWithControlCharacters(body)).toEqual([
      "customs.1.desc",
      "nested.key\u0001",
      "nested.deep.city",
    ]);
    expect(fieldsWithControlCharacters("a\u0000")).toEqual([""]);
    expect(fieldsWithControlCharacters(undefined)).toEqual([]);
  });

  it("walks any depth without overflowing the stack, in the body's order", () => {
    let deep: unknown = "bottom\u0000";
    for (let level = 0; level < 200_000; level++) deep = level % 2 === 0 ? [deep] : { k: deep };
    const [path] = fieldsWithControlCharacters(deep);
    expect(path?.split(".")).toHaveLength(200_000);
    expect(fieldsWithControlCharacters({ a: "x\u0000", "b\u0001": 1, c: { d: "\u0002" } })).toEqual([
      "a",
      "b\u0001",
      "c.d",
    ]);
  });
});
