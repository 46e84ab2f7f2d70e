import { convertKgToGrams, sortSides, type TParcel } from "@ship/domain";
import type { TServiceLimits } from "./rate-sheet-schema.ts";

export type TLimitBreach =
  | "min_weight"
  | "max_weight"
  | "max_longest_side"
  | "max_height"
  | "max_sides"
  | "size_rule"
  | "max_pieces"
  | "max_total_weight";

/** Longest side + twice the two others (girth); the UPS and Chronopost size rule. */
export function computeLengthPlusGirth(piece: Pick<TParcel, "x" | "y" | "z">): number {
  const [length, width, height] = sortSides(piece);
  return length + 2 * (width + height);
}

function checkPiece(piece: TParcel, limits: TServiceLimits): TLimitBreach | undefined {
  const grams = convertKgToGrams(piece.weight);
  if (grams < limits.min_weight_g) return "min_weight";
  if (grams > limits.max_weight_g) return "max_weight";
  const sides = sortSides(piece);
  if (limits.max_longest_side_cm !== undefined && sides[0] > limits.max_longest_side_cm)
    return "max_longest_side";
  if (limits.max_height_cm !== undefined && piece.z > limits.max_height_cm) return "max_height";
  const maxSides = limits.max_sides_cm;
  if (maxSides && sides.some((side, i) => side > (maxSides[i] ?? 0))) return "max_sides";
  if (limits.size_rule) {
    const size =
      limits.size_rule.formula === "L+W+H" ? sides[0] + sides[1] + sides[2] : computeLengthPlusGirth(piece);
    if (size > limits.size_rule.max_cm) return "size_rule";
  }
  return undefined;
}

/** The first limit of a service the metric parcel lines break, or undefined when they fit. */
export function findLimitBreach(
  pieces: readonly TParcel[],
  limits: TServiceLimits,
): TLimitBreach | undefined {
  for (const piece of pieces) {
    const breach = checkPiece(piece, limits);
    if (breach) return breach;
  }
  const count = pieces.reduce((total, piece) => total + piece.number, 0);
  if (limits.max_pieces !== undefined && count > limits.max_pieces) return "max_pieces";
  if (limits.max_total_weight_g !== undefined) {
    const total = pieces.reduce((sum, piece) => sum + convertKgToGrams(piece.weight) * piece.number, 0);
    if (total > limits.max_total_weight_g) return "max_total_weight";
  }
  return undefined;
}
