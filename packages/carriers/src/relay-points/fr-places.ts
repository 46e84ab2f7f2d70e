import { readFileSync } from "node:fs";
import path from "node:path";

/** A French commune with a coordinate (networks/fr-places.json, built by build-fr-places.ts). */
export type TPlace = {
  country_code: string;
  postcode: string;
  city: string;
  index: number;
  latitude: number;
  longitude: number;
};

type TPlacesFile = Record<string, [string, number, number][]>;

let places: TPlacesFile | undefined;
// About 1 MB: read on the first relay-point search, not at start.
const readPlaces = () => {
  places ??= JSON.parse(readFileSync(path.join(import.meta.dirname, "networks", "fr-places.json"), "utf8"));
  return places as TPlacesFile;
};

let byTown: Map<string, { postcode: string; index: number }> | undefined;
/** Normalized commune name -> its first postcode in the file, built once (a town search was a 27 ms scan). */
const townIndex = () => {
  if (!byTown) {
    byTown = new Map();
    for (const [postcode, rows] of Object.entries(readPlaces())) {
      rows.forEach(([name], index) => {
        const key = normalizeTown(name);
        if (!byTown?.has(key)) byTown?.set(key, { postcode, index });
      });
    }
  }
  return byTown;
};

/** Case, accents, hyphens and "Saint"/"St" do not matter when matching a town. */
export function normalizeTown(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .replace(/\bSAINTE\b/g, "STE")
    .replace(/\bSAINT\b/g, "ST")
    .trim();
}

const toPlace = (postcode: string, index: number, row: [string, number, number]): TPlace => ({
  country_code: "FR",
  postcode,
  city: row[0],
  index,
  latitude: row[1],
  longitude: row[2],
});

/**
 * The place a search centres on: the commune of the postcode named by `city` (its first commune
 * when no town is given), or, with a town alone, that town's first postcode. Undefined when the
 * postcode does not exist or the town is not one of its communes.
 */
export function findFrenchPlace(postcode: string, city: string): TPlace | undefined {
  const all = readPlaces();
  const code = postcode.replace(/\s+/g, "");
  const town = normalizeTown(city);
  if (code) {
    const rows = all[code];
    if (!rows) return undefined;
    const index = town ? rows.findIndex(([name]) => normalizeTown(name) === town) : 0;
    const row = rows[index];
    return row ? toPlace(code, index, row) : undefined;
  }
  if (!town) return undefined;
  const first = townIndex().get(town);
  return first ? frenchPlaceAt(first.postcode, first.index) : undefined;
}

/** The commune `index` of a postcode, as numbered by findFrenchPlace. */
export function frenchPlaceAt(postcode: string, index: number): TPlace | undefined {
  const row = readPlaces()[postcode]?.[index];
  return row ? toPlace(postcode, index, row) : undefined;
}
