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
  for (const [candidate, rows] of Object.entries(all)) {
    const index = rows.findIndex(([name]) => normalizeTown(name) === town);
    const row = rows[index];
    if (row) return toPlace(candidate, index, row);
  }
  return undefined;
}

/** The commune `index` of a postcode, as numbered by findFrenchPlace. */
export function frenchPlaceAt(postcode: string, index: number): TPlace | undefined {
  const row = readPlaces()[postcode]?.[index];
  return row ? toPlace(postcode, index, row) : undefined;
}
