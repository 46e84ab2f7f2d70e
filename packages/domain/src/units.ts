// Spec §3/§9: unit 'fr' is metric (kg, cm), 'us' is imperial (lb, in).
export const UNIT_SYSTEMS = ["fr", "us"] as const;
export type TUnitSystem = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNIT_SYSTEM: TUnitSystem = "fr";

// Exact international definitions (1959): used for every metric/imperial conversion.
export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

export function isUnitSystem(value: unknown): value is TUnitSystem {
  return value === "fr" || value === "us";
}

/** Weight in kilograms from a value in the given unit system (kg or lb). */
export function convertWeightToKg(value: number, unit: TUnitSystem): number {
  return unit === "us" ? value * KG_PER_LB : value;
}

/** Length in centimetres from a value in the given unit system (cm or in). */
export function convertLengthToCm(value: number, unit: TUnitSystem): number {
  return unit === "us" ? value * CM_PER_IN : value;
}

export function convertKgToWeight(kg: number, unit: TUnitSystem): number {
  return unit === "us" ? kg / KG_PER_LB : kg;
}

export function convertCmToLength(cm: number, unit: TUnitSystem): number {
  return unit === "us" ? cm / CM_PER_IN : cm;
}
