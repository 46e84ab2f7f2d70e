import { describe, expect, it } from "vitest";
import { createBoundedMap } from "./bounded-map.ts";

describe("createBoundedMap", () => {
  const sized = (maxEntries: number, maxBytes: number) =>
    createBoundedMap<string, string>({ maxEntries, maxBytes, sizeOf: (_key, value) => value.length });

  it("forgets the oldest entries past its entry count", () => {
    const map = sized(2, 1000);
    map.set("a", "1");
    map.set("b", "2");
    map.set("c", "3");
    expect([map.get("a"), map.get("b"), map.get("c"), map.size]).toEqual([undefined, "2", "3", 2]);
  });

  it("forgets the oldest entries past its bytes, and keeps none bigger than them", () => {
    const map = sized(100, 10);
    map.set("a", "xxxx");
    map.set("b", "yyyy");
    map.set("c", "zzzz");
    expect([map.get("a"), map.get("b"), map.get("c"), map.bytes]).toEqual([undefined, "yyyy", "zzzz", 8]);
    map.set("d", "x".repeat(11));
    expect([map.get("d"), map.bytes]).toEqual([undefined, 8]);
  });

  it("counts a replaced entry once", () => {
    const map = sized(10, 100);
    map.set("a", "xxxx");
    map.set("a", "yy");
    expect([map.get("a"), map.size, map.bytes]).toEqual(["yy", 1, 2]);
    map.clear();
    expect([map.size, map.bytes]).toEqual([0, 0]);
  });
});
