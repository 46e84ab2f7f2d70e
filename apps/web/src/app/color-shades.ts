import type { MantineColorsTuple } from "@mantine/core";

// Index 6 is Mantine's default primary shade in light mode: it carries the brand colour itself.
const BASE_INDEX = 6;
const TOWARDS_WHITE = [0.92, 0.8, 0.64, 0.46, 0.3, 0.14];
const TOWARDS_BLACK = [0.14, 0.28, 0.42];

function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

function mix(rgb: number[], target: number, amount: number): string {
  return toHex(rgb.map((channel) => channel + (target - channel) * amount));
}

/** Ten shades of a brand colour, lightest first, for a Mantine theme colour. */
export function generateShades(hex: string): MantineColorsTuple {
  const rgb = parseHex(hex);
  const lighter = TOWARDS_WHITE.map((amount) => mix(rgb, 255, amount));
  const darker = TOWARDS_BLACK.map((amount) => mix(rgb, 0, amount));
  const shades = [...lighter, toHex(rgb), ...darker];
  if (shades.length !== 10 || shades[BASE_INDEX] !== toHex(rgb)) throw new Error("shade table misconfigured");
  return shades as unknown as MantineColorsTuple;
}
