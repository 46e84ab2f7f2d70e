import type { TUnitSystem } from "./units.ts";
import { convertLengthToCm, convertWeightToKg } from "./units.ts";

/** Spec §3: one parcel line; x length, y width, z height. Units follow the shipment's unit system. */
export type TParcel = { number: number; weight: number; x: number; y: number; z: number };
export type TParcelField = keyof TParcel;
export const PARCEL_FIELDS: readonly TParcelField[] = ["number", "weight", "x", "y", "z"];

/** What a form sends before parsing: numbers or typed text ("2,5" is accepted as 2.5). */
export type TParcelInput = Record<TParcelField, number | string | null | undefined>;

// Spec §5: number at least 1.
export const PARCEL_NUMBER_MIN = 1;
// Spec §9: default parcel count 1.
export const DEFAULT_PARCEL_NUMBER = 1;
// Spec §5: input limits (characters): number 3; weight 4 metric or 7 imperial; dimensions 3 or 7.
export const PARCEL_INPUT_MAX_CHARS: Record<
  TUnitSystem,
  Record<"number" | "weight" | "dimension", number>
> = {
  fr: { number: 3, weight: 4, dimension: 3 },
  us: { number: 3, weight: 7, dimension: 7 },
};
// Spec §5: decimals up to 2.
export const PARCEL_MAX_DECIMALS = 2;
// Spec §5: the error key for a value that must be greater than 0.
export const PARCEL_NOT_POSITIVE_ERROR = "0 higher";

export type TParcelErrorKey =
  | "validation.required"
  | "validation.invalid_type"
  | "validation.not_integer"
  | typeof PARCEL_NOT_POSITIVE_ERROR
  | "validation.too_long"
  | "validation.too_many_decimals";
export type TParcelFieldError = { key: TParcelErrorKey; params?: { max: number } };
export type TParcelErrors = Partial<Record<TParcelField, TParcelFieldError>>;

const DECIMAL_TEXT = /^-?(\d+)(?:[.,](\d+))?$/;

/** Parses a typed decimal ("12", "2.5", "2,5"); undefined when it is not a number. */
export function parseDecimalInput(value: number | string | null | undefined): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? Number(text.replace(",", ".")) : undefined;
}

function getMaxChars(field: TParcelField, unit: TUnitSystem): number {
  const limits = PARCEL_INPUT_MAX_CHARS[unit];
  return field === "number" ? limits.number : field === "weight" ? limits.weight : limits.dimension;
}

function validateField(field: TParcelField, raw: TParcelInput[TParcelField], unit: TUnitSystem) {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) {
    return { key: "validation.required" } as const;
  }
  const value = parseDecimalInput(raw);
  if (value === undefined) return { key: "validation.invalid_type" } as const;
  if (field === "number" && !Number.isInteger(value)) return { key: "validation.not_integer" } as const;
  if (value <= 0) return { key: PARCEL_NOT_POSITIVE_ERROR } as const;
  const text = typeof raw === "string" ? raw.trim() : String(raw);
  const max = getMaxChars(field, unit);
  if (text.length > max) return { key: "validation.too_long", params: { max } } as const;
  const decimals = DECIMAL_TEXT.exec(text)?.[2]?.length ?? 0;
  if (decimals > PARCEL_MAX_DECIMALS) {
    return { key: "validation.too_many_decimals", params: { max: PARCEL_MAX_DECIMALS } } as const;
  }
  return undefined;
}

/** Spec §5 parcel rules: one error per invalid field; an empty object when the line is valid. */
export function validateParcel(input: TParcelInput, unit: TUnitSystem): TParcelErrors {
  const errors: TParcelErrors = {};
  for (const field of PARCEL_FIELDS) {
    const error = validateField(field, input[field], unit);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Parses a parcel line that validateParcel accepted; undefined when it still has an error. */
export function parseParcel(input: TParcelInput, unit: TUnitSystem): TParcel | undefined {
  if (Object.keys(validateParcel(input, unit)).length > 0) return undefined;
  const read = (field: TParcelField) => parseDecimalInput(input[field]) ?? 0;
  return { number: read("number"), weight: read("weight"), x: read("x"), y: read("y"), z: read("z") };
}

/** A parcel line in kilograms and centimetres. */
export function convertParcelToMetric(parcel: TParcel, unit: TUnitSystem): TParcel {
  return {
    number: parcel.number,
    weight: convertWeightToKg(parcel.weight, unit),
    x: convertLengthToCm(parcel.x, unit),
    y: convertLengthToCm(parcel.y, unit),
    z: convertLengthToCm(parcel.z, unit),
  };
}
