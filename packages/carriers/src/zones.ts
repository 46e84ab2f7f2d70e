import type { TZone } from "./rate-sheet-schema.ts";

export type TZoneMatcher = {
  id: string;
  countries: ReadonlySet<string>;
  anyCountry: boolean;
  prefixes: readonly string[];
  ranges: readonly { from: string; to: string }[];
};

/** "75 001", "sw1a-1aa" -> "75001", "SW1A1AA". */
export function normalizePostcode(postcode: string): string {
  return postcode.toUpperCase().replace(/[\s-]/g, "");
}

export function compileZones(zones: readonly TZone[]): TZoneMatcher[] {
  return zones.map((zone) => ({
    id: zone.id,
    countries: new Set(zone.countries),
    anyCountry: zone.countries.includes("*"),
    prefixes: (zone.postcodes?.prefixes ?? []).map(normalizePostcode),
    ranges: (zone.postcodes?.ranges ?? []).map((range) => ({
      from: normalizePostcode(range.from),
      to: normalizePostcode(range.to),
    })),
  }));
}

const POSTCODE_ZONE_SCORE = 1e12;
const COUNTRY_ZONE_SCORE = 1;
const ANY_COUNTRY_SCORE = 0;

/** How many postcodes a criterion covers: fewer is narrower. */
function countCoveredPostcodes(postcode: string, zone: TZoneMatcher): number | undefined {
  let narrowest: number | undefined;
  for (const prefix of zone.prefixes) {
    if (postcode.startsWith(prefix)) {
      const covered = 10 ** (postcode.length - prefix.length);
      narrowest = narrowest === undefined ? covered : Math.min(narrowest, covered);
    }
  }
  for (const range of zone.ranges) {
    if (postcode.length === range.from.length && postcode >= range.from && postcode <= range.to) {
      const from = Number(range.from);
      const to = Number(range.to);
      const covered = Number.isFinite(from) && Number.isFinite(to) ? to - from + 1 : 1;
      narrowest = narrowest === undefined ? covered : Math.min(narrowest, covered);
    }
  }
  return narrowest;
}

/** Higher is more specific; undefined when the address is not in the zone. */
function scoreZone(zone: TZoneMatcher, country: string, postcode: string): number | undefined {
  if (!zone.anyCountry && !zone.countries.has(country)) return undefined;
  if (zone.prefixes.length === 0 && zone.ranges.length === 0) {
    return zone.countries.has(country) ? COUNTRY_ZONE_SCORE : ANY_COUNTRY_SCORE;
  }
  const covered = countCoveredPostcodes(postcode, zone);
  return covered === undefined ? undefined : POSTCODE_ZONE_SCORE - Math.min(covered, POSTCODE_ZONE_SCORE - 2);
}

/**
 * The zone of a sheet an address belongs to: postcode zones beat country zones (the narrowest
 * postcode match first), a named country beats "*"; ties go to the zone listed first.
 */
export function resolveZone(
  zones: readonly TZoneMatcher[],
  country: string,
  postcode: string,
): string | undefined {
  const code = normalizePostcode(postcode);
  const upperCountry = country.toUpperCase();
  let best: string | undefined;
  let bestScore = -1;
  for (const zone of zones) {
    const score = scoreZone(zone, upperCountry, code);
    if (score !== undefined && score > bestScore) {
      best = zone.id;
      bestScore = score;
    }
  }
  return best;
}
