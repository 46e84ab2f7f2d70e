import { divideRoundHalfUp, type TCents } from "./money.ts";

// Spec §9: currencies EUR and USD; default EUR.
export const CURRENCIES = ["EUR", "USD"] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: TCurrency = "EUR";
// Spec §9: USD rate 0.9408 per EUR, read as 1 USD = 0.9408 EUR.
export const EUR_PER_USD = 0.9408;

const RATE_SCALE = 1_000_000;
const EUR_PER_USD_SCALED = Math.round(EUR_PER_USD * RATE_SCALE);

export function isCurrency(value: unknown): value is TCurrency {
  return value === "EUR" || value === "USD";
}

/** Converts cents between EUR and USD at the spec's rate, rounded half up to the cent. */
export function convertCents(cents: TCents, from: TCurrency, to: TCurrency): TCents {
  if (from === to) return cents;
  return from === "EUR"
    ? divideRoundHalfUp(cents * RATE_SCALE, EUR_PER_USD_SCALED)
    : divideRoundHalfUp(cents * EUR_PER_USD_SCALED, RATE_SCALE);
}
