import { describe, expect, it } from "vitest";
import {
  computeBillableWeight,
  computeDimensionalGrams,
  convertKgToGrams,
  roundUpToStep,
} from "./dimensional-weight.ts";

describe("dimensional and billable weight (spec §9)", () => {
  it("divides L x W x H by 5000 by default", () => {
    expect(computeDimensionalGrams({ x: 50, y: 40, z: 30 })).toBe(12_000);
    expect(computeDimensionalGrams({ x: 50, y: 40, z: 30 }, 6000)).toBe(10_000);
  });

  it("keeps exact grams despite float noise and rounds up to the step", () => {
    expect(convertKgToGrams(2.3)).toBe(2300);
    expect(convertKgToGrams(0.1 + 0.2)).toBe(300);
    expect(roundUpToStep(2301, 100)).toBe(2400);
    expect(roundUpToStep(2500, 500)).toBe(2500);
    expect(roundUpToStep(2501, 500)).toBe(3000);
  });

  it("bills the larger of real and dimensional weight per piece, times the number", () => {
    const result = computeBillableWeight(
      [
        { number: 2, weight: 3, x: 50, y: 40, z: 30 },
        { number: 1, weight: 5.05, x: 10, y: 10, z: 10 },
      ],
      { stepGrams: 500 },
    );
    expect(result.lines.map((line) => line.billableGrams)).toEqual([12_000, 5500]);
    expect(result.realGrams).toBe(11_050);
    expect(result.dimensionalGrams).toBe(24_200);
    expect(result.billableGrams).toBe(29_500);
  });

  it("ignores the volume when the service bills real weight only", () => {
    const result = computeBillableWeight([{ number: 1, weight: 1, x: 100, y: 50, z: 50 }], { divisor: null });
    expect(result.dimensionalGrams).toBe(0);
    expect(result.billableGrams).toBe(1000);
  });
});
