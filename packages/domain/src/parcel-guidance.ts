import type { TParcel } from "./parcel.ts";
import { SHIPMENT_TYPES, type TShipmentType } from "./shipment-type.ts";

// Spec §5 parcel guidance: envelope under 2.5 kg.
export const ENVELOPE_GUIDANCE = { maxWeightKg: 2.5 } as const;
// Spec §5: parcel max 70 kg, length 270 cm, length + 2 x height under 419 cm.
export const PARCEL_GUIDANCE = {
  maxWeightKg: 70,
  maxLengthCm: 270,
  lengthPlusTwiceHeightUnderCm: 419,
} as const;
// Spec §5: pallet max height 200 cm and 3 tonnes, international only.
export const PALLET_GUIDANCE = { maxHeightCm: 200, maxWeightKg: 3000 } as const;
// Spec §5: bulky max 302 x 203 x 178 cm, international only.
export const BULKY_MAX_SIDES_CM = [302, 203, 178] as const;

export type TGuidanceWarningKey =
  | "guidance.envelope.max_weight"
  | "guidance.parcel.max_weight"
  | "guidance.parcel.max_length"
  | "guidance.parcel.length_plus_twice_height"
  | "guidance.bulky.handled"
  | "guidance.bulky.max_dimensions"
  | "guidance.bulky.international_only"
  | "guidance.pallet.max_height"
  | "guidance.pallet.max_weight"
  | "guidance.pallet.international_only";

export type TGuidanceWarning = {
  key: TGuidanceWarningKey;
  params: Record<string, number>;
  /** Index of the parcel line concerned; absent for a warning about the whole shipment. */
  parcelIndex?: number;
};

export type TGuidanceInput = {
  shipmentType: TShipmentType;
  /** Parcel lines in kilograms and centimetres. */
  parcels: TParcel[];
  fromCountry: string;
  toCountry: string;
};

/** Sides sorted longest first. */
export function sortSides(parcel: Pick<TParcel, "x" | "y" | "z">): [number, number, number] {
  const [a, b, c] = [parcel.x, parcel.y, parcel.z].sort((p, q) => q - p);
  return [a ?? 0, b ?? 0, c ?? 0];
}

export function fitsBulkyLimits(parcel: Pick<TParcel, "x" | "y" | "z">): boolean {
  return sortSides(parcel).every((side, i) => side <= (BULKY_MAX_SIDES_CM[i] ?? 0));
}

function listParcelWarnings(
  parcel: TParcel,
  parcelIndex: number,
  international: boolean,
): TGuidanceWarning[] {
  const warnings: TGuidanceWarning[] = [];
  if (parcel.weight > PARCEL_GUIDANCE.maxWeightKg) {
    warnings.push({
      key: "guidance.parcel.max_weight",
      params: { max: PARCEL_GUIDANCE.maxWeightKg },
      parcelIndex,
    });
  }
  // The longest side is the length; z is the height as entered (spec §3).
  const [length] = sortSides(parcel);
  const tooLong = length > PARCEL_GUIDANCE.maxLengthCm;
  const tooBig = length + 2 * parcel.z >= PARCEL_GUIDANCE.lengthPlusTwiceHeightUnderCm;
  if (!tooLong && !tooBig) return warnings;
  if (!fitsBulkyLimits(parcel)) {
    const [maxLength, maxWidth, maxHeight] = BULKY_MAX_SIDES_CM;
    warnings.push({
      key: "guidance.bulky.max_dimensions",
      params: { maxLength, maxWidth, maxHeight },
      parcelIndex,
    });
  } else if (!international) {
    warnings.push({ key: "guidance.bulky.international_only", params: {}, parcelIndex });
  } else {
    warnings.push({ key: "guidance.bulky.handled", params: {}, parcelIndex });
  }
  if (tooLong) {
    warnings.push({
      key: "guidance.parcel.max_length",
      params: { max: PARCEL_GUIDANCE.maxLengthCm },
      parcelIndex,
    });
  }
  if (tooBig) {
    const max = PARCEL_GUIDANCE.lengthPlusTwiceHeightUnderCm;
    warnings.push({ key: "guidance.parcel.length_plus_twice_height", params: { max }, parcelIndex });
  }
  return warnings;
}

/** Spec §5 guidance: warnings to show beside the quote form; an empty list when all is within limits. */
export function listParcelGuidanceWarnings(input: TGuidanceInput): TGuidanceWarning[] {
  const international = input.fromCountry.toUpperCase() !== input.toCountry.toUpperCase();
  const warnings: TGuidanceWarning[] = [];
  input.parcels.forEach((parcel, parcelIndex) => {
    if (input.shipmentType === SHIPMENT_TYPES.envelope) {
      if (parcel.weight >= ENVELOPE_GUIDANCE.maxWeightKg) {
        const max = ENVELOPE_GUIDANCE.maxWeightKg;
        warnings.push({ key: "guidance.envelope.max_weight", params: { max }, parcelIndex });
      }
    } else if (input.shipmentType === SHIPMENT_TYPES.pallet) {
      if (parcel.z > PALLET_GUIDANCE.maxHeightCm) {
        const max = PALLET_GUIDANCE.maxHeightCm;
        warnings.push({ key: "guidance.pallet.max_height", params: { max }, parcelIndex });
      }
      if (parcel.weight > PALLET_GUIDANCE.maxWeightKg) {
        const max = PALLET_GUIDANCE.maxWeightKg;
        warnings.push({ key: "guidance.pallet.max_weight", params: { max }, parcelIndex });
      }
    } else {
      warnings.push(...listParcelWarnings(parcel, parcelIndex, international));
    }
  });
  if (input.shipmentType === SHIPMENT_TYPES.pallet && !international) {
    warnings.push({ key: "guidance.pallet.international_only", params: {} });
  }
  return warnings;
}
