import { describe, expect, it } from "vitest";
import { createCountCache } from "./count-cache.ts";

describe("the count cache of my account's lists", () => {
  it("counts once for the requests that miss together, and again for a new version", async () => {
    const counts = createCountCache();
    let runs = 0;
    const count = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 100_000;
    };
    const together = await Promise.all(
      Array.from({ length: 10 }, () => counts.get(["shipments", "v1"], count)),
    );
    expect(together).toEqual(Array(10).fill(100_000));
    expect(runs).toBe(1);
    expect(await counts.get(["shipments", "v2"], async () => 100_001)).toBe(100_001);
  });

  it("forgets a count that failed, so the next request counts again", async () => {
    const counts = createCountCache();
    await expect(counts.get(["k"], () => Promise.reject(new Error("connection lost")))).rejects.toThrow();
    expect(await counts.get(["k"], async () => 3)).toBe(3);
  });

  it("drops the oldest key past its size", async () => {
    const counts = createCountCache(2);
    for (const key of ["a", "b", "c"]) await counts.get([key], async () => 1);
    expect(await counts.get(["a"], async () => 2)).toBe(2);
    expect(await counts.get(["c"], async () => 2)).toBe(1);
  });
});
