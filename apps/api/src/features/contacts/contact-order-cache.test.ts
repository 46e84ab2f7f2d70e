import { describe, expect, it } from "vitest";
import { createContactOrderCache, pageOf } from "./contact-order-cache.ts";

const order = Int32Array.from([10, 20, 30, 40, 50]);

describe("pageOf", () => {
  it("slices the ascending order from the offset", () => {
    expect(pageOf(order, "asc", 0, 2)).toEqual([10, 20]);
    expect(pageOf(order, "asc", 4, 2)).toEqual([50]);
    expect(pageOf(order, "asc", 5, 2)).toEqual([]);
  });

  it("reads the descending order from the end, without copying the order reversed", () => {
    expect(pageOf(order, "desc", 0, 2)).toEqual([50, 40]);
    expect(pageOf(order, "desc", 4, 2)).toEqual([10]);
    expect(pageOf(order, "desc", 9, 2)).toEqual([]);
  });
});

describe("createContactOrderCache", () => {
  it("computes a key once, even for requests that miss together", async () => {
    const cache = createContactOrderCache();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return order;
    };
    const [first, second] = await Promise.all([cache.get([1, "v1"], compute), cache.get([1, "v1"], compute)]);
    expect(first).toBe(second);
    expect(computed).toBe(1);
    await cache.get([1, "v2"], compute);
    expect(computed).toBe(2);
  });

  it("forgets a failed computation, so the next request tries again", async () => {
    const cache = createContactOrderCache();
    await expect(cache.get(["k"], () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await expect(cache.get(["k"], async () => order)).resolves.toBe(order);
  });

  it("evicts the least recently used orders past its size", async () => {
    const cache = createContactOrderCache(8);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return order;
    };
    await cache.get(["a"], compute);
    await cache.get(["b"], compute); // 10 ids held: "a" goes
    await cache.get(["b"], compute);
    expect(computed).toBe(2);
    await cache.get(["a"], compute);
    expect(computed).toBe(3);
  });
});
