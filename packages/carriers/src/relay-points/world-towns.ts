import { readFileSync } from "node:fs";
import path from "node:path";
import { normalizeTown, type TPlace } from "./fr-places.ts";

type TTownsFile = Record<string, [string, number, number][]>;
type TLocale = { streets: string[]; names: string[] };

let towns: TTownsFile | undefined;
let locales: Record<string, TLocale> | undefined;
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "networks", file), "utf8"));

const toPlace = (country: string, index: number, row: [string, number, number]): TPlace => ({
  country_code: country,
  // GeoNames towns carry no postcode: abroad a point's address is its street and town.
  postcode: "",
  city: row[0],
  index,
  latitude: row[1],
  longitude: row[2],
});

/** A town of 5,000 inhabitants or more abroad (networks/world-towns.json), by name. */
export function findTownAbroad(country: string, city: string): TPlace | undefined {
  towns ??= read("world-towns.json") as TTownsFile;
  const rows = towns[country] ?? [];
  const wanted = normalizeTown(city);
  if (!wanted) return undefined;
  const index = rows.findIndex(([name]) => normalizeTown(name) === wanted);
  const row = rows[index];
  return row ? toPlace(country, index, row) : undefined;
}

export function townAbroadAt(country: string, index: number): TPlace | undefined {
  towns ??= read("world-towns.json") as TTownsFile;
  const row = towns[country]?.[index];
  return row ? toPlace(country, index, row) : undefined;
}

/** Street and shop names that read naturally in the country (networks/abroad.json). */
export function localeAbroad(country: string): TLocale {
  locales ??= read("abroad.json") as Record<string, TLocale>;
  return (locales[country] ?? locales.default) as TLocale;
}
