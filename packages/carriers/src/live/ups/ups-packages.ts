import {
  CM_PER_IN,
  convertParcelToMetric,
  KG_PER_LB,
  type TParcel,
  type TShipmentType,
  type TUnitSystem,
} from "@ship/domain";

/**
 * UPS weighs in the units of the origin country: pounds and inches from the US (and its
 * territories), kilograms and centimetres elsewhere (Rating.yaml: "The unit of measurement must
 * be valid for the Shipper country"; error 111057 otherwise).
 */
const IMPERIAL_ORIGINS = new Set(["US", "PR", "VI", "GU", "AS", "MP"]);

export type TUpsUnits = { weight: "KGS" | "LBS"; length: "CM" | "IN" };

export function upsUnitsFor(originCountry: string): TUpsUnits {
  return IMPERIAL_ORIGINS.has(originCountry.toUpperCase())
    ? { weight: "LBS", length: "IN" }
    : { weight: "KGS", length: "CM" };
}

/** Rounded up, never down: a weight or size declared short is re-billed later (carrier-facts.md). */
const ceilTo = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.ceil(Number((value * scale).toFixed(6))) / scale;
};

/** UPS packaging codes: 01 UPS Letter, 02 customer's own package, 30 pallet. */
const PACKAGING_OF: Record<TShipmentType, string> = { 1: "01", 2: "02", 3: "30" };

export type TUpsPackageMeasures = {
  packaging: string;
  weight: string;
  length: string;
  width: string;
  height: string;
};

/** One UPS package per parcel (a line of `number` parcels is that many packages), in UPS's units. */
export function toUpsPackages(
  parcels: readonly TParcel[],
  unit: TUnitSystem,
  shipmentType: TShipmentType,
  units: TUpsUnits,
): TUpsPackageMeasures[] {
  return parcels.flatMap((parcel) => {
    const metric = convertParcelToMetric(parcel, unit);
    const weight = units.weight === "KGS" ? metric.weight : metric.weight / KG_PER_LB;
    const side = (cm: number) => (units.length === "CM" ? cm : cm / CM_PER_IN);
    const measures: TUpsPackageMeasures = {
      packaging: PACKAGING_OF[shipmentType],
      // UPS takes one decimal for weights (0.1 kg or lb at least) and whole sizes.
      weight: String(Math.max(0.1, ceilTo(weight, 1))),
      length: String(Math.max(1, ceilTo(side(metric.x), 0))),
      width: String(Math.max(1, ceilTo(side(metric.y), 0))),
      height: String(Math.max(1, ceilTo(side(metric.z), 0))),
    };
    return Array.from({ length: parcel.number }, () => measures);
  });
}

/** A package element of a Rating or Shipping request. */
export function toUpsPackageElement(measures: TUpsPackageMeasures, units: TUpsUnits, packagingKey: string) {
  return {
    [packagingKey]: { Code: measures.packaging },
    Dimensions: {
      UnitOfMeasurement: { Code: units.length },
      Length: measures.length,
      Width: measures.width,
      Height: measures.height,
    },
    PackageWeight: { UnitOfMeasurement: { Code: units.weight }, Weight: measures.weight },
  };
}

/** Total weight of the packages, for Rating's ShipmentTotalWeight (time in transit). */
export function sumUpsWeight(packages: readonly TUpsPackageMeasures[]): string {
  const total = packages.reduce((sum, item) => sum + Number(item.weight), 0);
  return String(ceilTo(total, 1));
}

/** UPS's billable weight as grams. */
export function upsWeightToGrams(weight: string, unitCode: string): number | undefined {
  const value = Number(weight);
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return Math.round((unitCode === "LBS" ? value * KG_PER_LB : value) * 1000);
}
