import type { TParcel } from "./parcel.ts";

// Spec §9 (and §5 for mass mailing): dimensional weight = L x W x H / 5000 (cm, kg) unless a
// carrier service says otherwise.
export const DIMENSIONAL_WEIGHT_DIVISOR = 5000;

/** Tolerance for float noise when rounding up to whole grams (2.3 kg must stay 2300 g). */
const GRAM_EPSILON = 1e-6;

/** Kilograms to whole grams, rounded up (a carrier never bills less than the parcel weighs). */
export function convertKgToGrams(kg: number): number {
  return Math.max(0, Math.ceil(kg * 1000 - GRAM_EPSILON));
}

/** Dimensional weight of one piece in grams, from centimetres. */
export function computeDimensionalGrams(
  parcel: Pick<TParcel, "x" | "y" | "z">,
  divisor = DIMENSIONAL_WEIGHT_DIVISOR,
): number {
  return convertKgToGrams((parcel.x * parcel.y * parcel.z) / divisor);
}

/** Rounds grams up to the carrier's weight step (100 for 0.1 kg, 500 for 0.5 kg); step 1 keeps grams. */
export function roundUpToStep(grams: number, stepGrams: number): number {
  if (!Number.isInteger(stepGrams) || stepGrams < 1) throw new RangeError(`Bad weight step: ${stepGrams}`);
  return Math.ceil(grams / stepGrams) * stepGrams;
}

export type TBillableWeightLine = {
  number: number;
  /** Per piece. */
  realGrams: number;
  dimensionalGrams: number;
  /** max(real, dimensional) per piece, rounded up to the step. */
  billableGrams: number;
};

export type TBillableWeight = {
  lines: TBillableWeightLine[];
  /** Totals over every piece (per piece times number). */
  realGrams: number;
  dimensionalGrams: number;
  billableGrams: number;
};

export type TBillableWeightOptions = {
  /** Volumetric divisor; null when the service bills the real weight only. */
  divisor?: number | null;
  /** Weight step in grams the billable weight is rounded up to; 1 by default. */
  stepGrams?: number;
};

/**
 * Billable weight of metric parcel lines: per piece the larger of real and dimensional weight,
 * rounded up to the step, times the number of pieces.
 */
export function computeBillableWeight(
  parcels: TParcel[],
  options: TBillableWeightOptions = {},
): TBillableWeight {
  const divisor = options.divisor === undefined ? DIMENSIONAL_WEIGHT_DIVISOR : options.divisor;
  const step = options.stepGrams ?? 1;
  const lines = parcels.map((parcel) => {
    const realGrams = convertKgToGrams(parcel.weight);
    const dimensionalGrams = divisor ? computeDimensionalGrams(parcel, divisor) : 0;
    const billableGrams = roundUpToStep(Math.max(realGrams, dimensionalGrams), step);
    return { number: parcel.number, realGrams, dimensionalGrams, billableGrams };
  });
  const sum = (pick: (line: TBillableWeightLine) => number) =>
    lines.reduce((total, line) => total + pick(line) * line.number, 0);
  return {
    lines,
    realGrams: sum((line) => line.realGrams),
    dimensionalGrams: sum((line) => line.dimensionalGrams),
    billableGrams: sum((line) => line.billableGrams),
  };
}
