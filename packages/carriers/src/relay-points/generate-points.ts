import type { TDropOffLocation, TOpeningHours } from "../types.ts";
import { offsetPoint } from "./distance.ts";
import type { TPlace } from "./fr-places.ts";
import type { TRelayNetwork } from "./network.ts";

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

/** A point id: carrier prefix, postcode, commune number and point number ("MR-75011-0-03"). */
export function relayPointId(network: TRelayNetwork, place: TPlace, point: number): string {
  return `${network.id_prefix}-${place.postcode}-${place.index}-${String(point).padStart(2, "0")}`;
}

export function parseRelayPointId(network: TRelayNetwork, id: string) {
  const match = new RegExp(`^${network.id_prefix}-(\\d{5})-(\\d{1,3})-(\\d{2})$`).exec(id);
  return match
    ? { postcode: match[1] as string, placeIndex: Number(match[2]), point: Number(match[3]) }
    : undefined;
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
  const random = seededRandom(hash(`${network.carrier_code}|${place.postcode}|${place.index}`));
  const [fewest, most] = network.points_per_town;
  const count = fewest + Math.floor(random() * (most - fewest + 1));
  const [nearest, farthest] = network.radius_m;
  const points: TDropOffLocation[] = [];
  for (let point = 1; point <= count; point++) {
    const spot = offsetPoint(place, nearest + random() * (farthest - nearest), random() * 2 * Math.PI);
    const name = pick(network.names, random);
    points.push({
      id: relayPointId(network, place, point),
      name,
      company: network.network_name,
      address1: `${1 + Math.floor(random() * 120)} ${pick(STREETS, random)}`,
      postcode: place.postcode,
      city: place.city,
      country_code: "FR",
      latitude: round(spot.latitude),
      longitude: round(spot.longitude),
      opening_hours: openingHours(network, random),
    });
  }
  return points;
}
