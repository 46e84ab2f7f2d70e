import type { TDropOffLocation, TOpeningHours } from "../types.ts";
import { offsetPoint } from "./distance.ts";
import type { TPlace } from "./fr-places.ts";
import type { TRelayNetwork } from "./network.ts";
import { localeAbroad } from "./world-towns.ts";

// Street names common to most French towns, so a generated address reads like a real one.
const STREETS = [
  "Rue de la République",
  "Avenue Jean Jaurès",
  "Rue Victor Hugo",
  "Place de la Gare",
  "Rue du Général de Gaulle",
  "Boulevard Gambetta",
  "Rue Pasteur",
  "Avenue de la Libération",
  "Rue de la Paix",
  "Place du Marché",
  "Rue Nationale",
  "Rue Jules Ferry",
  "Avenue Foch",
  "Rue des Écoles",
  "Rue du Commerce",
  "Grande Rue",
  "Rue de l'Église",
  "Cours Carnot",
  "Rue Émile Zola",
  "Avenue de Verdun",
];

/** FNV-1a: a stable 32-bit seed from a text, the same on every machine and run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so a town always gets the same points. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)] as T;
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * A point id: carrier prefix, then the French postcode and commune number ("MR-75011-0-03"), or
 * abroad the country and town number ("MR-DE-1234-03"), then the point number.
 */
export function relayPointId(network: TRelayNetwork, place: TPlace, point: number): string {
  const where = place.country_code === "FR" ? place.postcode : place.country_code;
  return `${network.id_prefix}-${where}-${place.index}-${String(point).padStart(2, "0")}`;
}

export function parseRelayPointId(network: TRelayNetwork, id: string) {
  const match = new RegExp(`^${network.id_prefix}-(\\d{5}|[A-Z]{2})-(\\d{1,5})-(\\d{2})$`).exec(id);
  if (!match) return undefined;
  const where = match[1] as string;
  const french = /^\d/.test(where);
  return {
    country_code: french ? "FR" : where,
    postcode: french ? where : "",
    placeIndex: Number(match[2]),
    point: Number(match[3]),
  };
}

function openingHours(network: TRelayNetwork, random: () => number): TOpeningHours[] {
  const schedule = pick(network.hours, random);
  return schedule
    .flatMap(({ days, slots }) =>
      days.flatMap((weekday) => slots.map(([open, close]) => ({ weekday, open, close }))),
    )
    .sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open));
}

/**
 * The relay points of one commune in one carrier's network: always the same ones for the same
 * carrier and commune (seeded by both), placed around the commune's centre.
 */
export function generateTownPoints(network: TRelayNetwork, place: TPlace): TDropOffLocation[] {
  // France keeps the seed it had before towns abroad were added, so French points never move.
  const where = place.country_code === "FR" ? place.postcode : `${place.country_code}|${place.postcode}`;
  const random = seededRandom(hash(`${network.carrier_code}|${where}|${place.index}`));
  const abroad = place.country_code === "FR" ? undefined : localeAbroad(place.country_code);
  const names = abroad?.names ?? network.names;
  const streets = abroad?.streets ?? STREETS;
  const [fewest, most] = network.points_per_town;
  const count = fewest + Math.floor(random() * (most - fewest + 1));
  const [nearest, farthest] = network.radius_m;
  const points: TDropOffLocation[] = [];
  for (let point = 1; point <= count; point++) {
    const spot = offsetPoint(place, nearest + random() * (farthest - nearest), random() * 2 * Math.PI);
    const name = pick(names, random);
    points.push({
      id: relayPointId(network, place, point),
      name,
      company: network.network_name,
      address1: `${1 + Math.floor(random() * 120)} ${pick(streets, random)}`,
      postcode: place.postcode,
      city: place.city,
      country_code: place.country_code,
      latitude: round(spot.latitude),
      longitude: round(spot.longitude),
      opening_hours: openingHours(network, random),
    });
  }
  return points;
}
