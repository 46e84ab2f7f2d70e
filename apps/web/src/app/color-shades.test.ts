import { describe, expect, it } from "vitest";
import { generateShades } from "./color-shades.ts";

describe("generateShades", () => {
  it("gives ten shades from light to dark with the brand colour as shade 6", () => {
    const shades = generateShades("#1C64D8");
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe("#1c64d8");
    for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    const lightness = shades.map((shade) => Number.parseInt(shade.slice(1, 3), 16));
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
  });

  it("refuses a colour that is not #rrggbb", () => {
    expect(() => generateShades("blue")).toThrow();
  });
});
