import { describe, expect, it } from "vitest";
import { ORDER_PROGRESS_MAX, tickProgress } from "./progress.ts";

describe("tickProgress", () => {
  it("moves forward and never passes the cap of 95", () => {
    let value = 0;
    const seen: number[] = [];
    for (let tick = 0; tick < 2000; tick += 1) {
      value = tickProgress(value);
      seen.push(value);
    }
    expect(seen.every((current, i) => i === 0 || current >= (seen[i - 1] ?? 0))).toBe(true);
    expect(Math.max(...seen)).toBe(ORDER_PROGRESS_MAX);
  });

  it("reaches the neighbourhood of the cap within a few seconds of 100 ms ticks", () => {
    let value = 0;
    for (let tick = 0; tick < 50; tick += 1) value = tickProgress(value);
    expect(value).toBeGreaterThan(50);
    expect(value).toBeLessThan(ORDER_PROGRESS_MAX);
  });

  it("stays where it is once at or above the cap", () => {
    expect(tickProgress(95)).toBe(95);
    expect(tickProgress(100, 90)).toBe(100);
  });
});
