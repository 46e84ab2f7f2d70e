import type { TBand, TRate, TRateSheet, TService } from "./rate-sheet-schema.ts";
import { parseTimeOfDay } from "./zoned-time.ts";
import { compileZones, type TZoneMatcher } from "./zones.ts";

export type TCompiledRate = {
  rate: TRate;
  from: ReadonlySet<string>;
  to: ReadonlySet<string>;
  /** Narrowest first, so the first band holding a weight is the one that wins. */
  bands: readonly TBand[];
};

export type TCompiledService = {
  service: TService;
  shipmentTypes: ReadonlySet<number>;
  cutoffMinutes: number;
  rates: readonly TCompiledRate[];
};

/** A validated sheet turned into lookup structures once, at load. */
export type TCompiledRateSheet = {
  sheet: TRateSheet;
  zones: readonly TZoneMatcher[];
  services: readonly TCompiledService[];
  /** The carrier's logo path, as every offer of the sheet shows it. */
  logo: string;
};

function sortNarrowestFirst(bands: readonly TBand[]): TBand[] {
  return [...bands].sort((a, b) => a.max_g - a.min_g - (b.max_g - b.min_g) || a.min_g - b.min_g);
}

export function compileRateSheet(sheet: TRateSheet): TCompiledRateSheet {
  return {
    sheet,
    logo: `/carriers/${sheet.carrier_code.toLowerCase()}.svg`,
    zones: compileZones(sheet.zones),
    services: sheet.services.map((service) => ({
      service,
      shipmentTypes: new Set(service.shipment_types),
      cutoffMinutes: parseTimeOfDay(service.cutoff_time),
      rates: service.rates.map((rate) => ({
        rate,
        from: new Set(rate.from),
        to: new Set(rate.to),
        bands: sortNarrowestFirst(rate.bands),
      })),
    })),
  };
}

/** The first rate of a service pricing this zone pair. */
export function findRate(
  service: TCompiledService,
  fromZone: string,
  toZone: string,
): TCompiledRate | undefined {
  return service.rates.find(
    (entry) =>
      entry.from.has(fromZone) && entry.to.has(toZone) && (!entry.rate.same_zone || fromZone === toZone),
  );
}

/** Spec'd band rule: min <= weight < max; among several, the narrowest wins. */
export function findBand(bands: readonly TBand[], grams: number): TBand | undefined {
  return bands.find((band) => band.min_g <= grams && grams < band.max_g);
}
