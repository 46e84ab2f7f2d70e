import { describe, expect, it } from "vitest";
import { nextProgress, PROGRESS_SENT, PROGRESS_WAITING_MAX, ratingProgressCap } from "./rating-progress.ts";

describe("nextProgress", () => {
  it("rises at every tick up to its cap, never past it and never backwards", () => {
    let value = 0;
    for (let tick = 0; tick < 1000; tick += 1) {
      const next = nextProgress(value, 50);
      expect(next).toBeGreaterThanOrEqual(value);
      value = next;
    }
    expect(value).toBe(50);
    expect(nextProgress(60, 50)).toBe(60);
  });
});

describe("ratingProgressCap", () => {
  it("follows the share of carriers that have answered, at most 95 while waiting", () => {
    expect(ratingProgressCap(0, 9)).toBe(PROGRESS_SENT);
    expect(ratingProgressCap(3, 9)).toBeCloseTo(35);
    expect(ratingProgressCap(9, 9)).toBe(PROGRESS_WAITING_MAX);
    expect(ratingProgressCap(12, 9)).toBe(PROGRESS_WAITING_MAX);
    expect(ratingProgressCap(0, 0)).toBe(PROGRESS_SENT);
  });
});
