/** Money is always an integer number of cents (architecture: never floats for money). */
export type TCents = number;

export function isCents(value: unknown): value is TCents {
  return typeof value === "number" && Number.isSafeInteger(value);
}

/** Integer division rounded half away from zero ("half up" for amounts): 5 / 2 = 3, -5 / 2 = -3. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(
      `divideRoundHalfUp needs safe integers and a non-zero divisor: ${numerator}/${denominator}`,
    );
  }
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
}

/** Percentages are exact to 4 decimals (24.75 %, 0.6 %), kept as integers to avoid float drift. */
const PERCENT_SCALE = 10_000;

/** `percent` % of an amount in cents, rounded half up to the cent. */
export function computePercentOfCents(cents: TCents, percent: number): TCents {
  const scaled = Math.round(percent * PERCENT_SCALE);
  return divideRoundHalfUp(cents * scaled, 100 * PERCENT_SCALE);
}

/** A decimal amount (12.345 EUR) to cents, rounded half up (1235). */
export function convertDecimalToCents(amount: number): TCents {
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.floor(Math.abs(amount) * 100 + 0.5 + 1e-9);
}

export function sumCents(amounts: readonly TCents[]): TCents {
  return amounts.reduce((total, amount) => total + amount, 0);
}
