import { computePercentOfCents, convertKgToGrams, sortSides, type TCents } from "@ship/domain";
import type { TPreparedRequest } from "./prepare-request.ts";
import type { TCondition, TSurcharge } from "./rate-sheet-schema.ts";
import { computeLengthPlusGirth } from "./service-limits.ts";

export type TSurchargeContext = {
  prepared: TPreparedRequest;
  serviceCode: string;
  fromZone: string;
  toZone: string;
};

function includesIfSet<T>(list: readonly T[] | undefined, value: T): boolean {
  return list === undefined || list.includes(value);
}

function matchesShipment(when: TCondition, ctx: TSurchargeContext): boolean {
  const { prepared } = ctx;
  return (
    includesIfSet(when.services, ctx.serviceCode) &&
    includesIfSet(when.from_zones, ctx.fromZone) &&
    includesIfSet(when.to_zones, ctx.toZone) &&
    includesIfSet(when.from_countries, prepared.fromCountry) &&
    includesIfSet(when.to_countries, prepared.toCountry) &&
    (when.international === undefined || when.international === prepared.international) &&
    (when.customs === undefined || when.customs === prepared.customs) &&
    (when.recipient === undefined || when.recipient === prepared.recipient) &&
    (when.customer_type === undefined || when.customer_type === prepared.request.customer_type) &&
    includesIfSet(when.shipment_types, prepared.request.shipment_type) &&
    (when.stackable === undefined || when.stackable === prepared.stackable)
  );
}

const hasPieceThreshold = (when: TCondition) =>
  when.over_longest_side_cm !== undefined ||
  when.over_weight_g !== undefined ||
  when.over_length_plus_girth_cm !== undefined;

/** Pieces going over one of the condition's parcel thresholds (all pieces when it has none). */
function countMatchingPieces(when: TCondition, prepared: TPreparedRequest): number {
  if (!hasPieceThreshold(when)) return prepared.pieceCount;
  let count = 0;
  for (const piece of prepared.pieces) {
    const over =
      (when.over_longest_side_cm !== undefined && sortSides(piece)[0] > when.over_longest_side_cm) ||
      (when.over_weight_g !== undefined && convertKgToGrams(piece.weight) > when.over_weight_g) ||
      (when.over_length_plus_girth_cm !== undefined &&
        computeLengthPlusGirth(piece) > when.over_length_plus_girth_cm);
    if (over) count += piece.number;
  }
  return count;
}

/** The surcharges a shipment triggers, in sheet order, each with its amount in cents. */
export function computeSurcharges(
  surcharges: readonly TSurcharge[],
  basePrice: TCents,
  ctx: TSurchargeContext,
): { code: string; amount: TCents }[] {
  const applied: { code: string; amount: TCents }[] = [];
  let subtotal = basePrice;
  for (const surcharge of surcharges) {
    if (!matchesShipment(surcharge.when, ctx)) continue;
    const pieces = countMatchingPieces(surcharge.when, ctx.prepared);
    if (pieces === 0) continue;
    const amount =
      surcharge.type === "percent"
        ? computePercentOfCents(surcharge.of === "base" ? basePrice : subtotal, surcharge.percent)
        : surcharge.amount_cents * (surcharge.per === "parcel" ? pieces : 1);
    if (amount === 0) continue;
    applied.push({ code: surcharge.code, amount });
    subtotal += amount;
  }
  return applied;
}
