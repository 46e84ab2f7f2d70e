import type { TDropOffLocation, TDropOffLocationsRequest } from "../types.ts";
import { distanceMetres } from "./distance.ts";
import { findFrenchPlace, frenchPlaceAt } from "./fr-places.ts";
import { generateTownPoints, parseRelayPointId } from "./generate-points.ts";
import { loadRelayNetwork } from "./network.ts";
import { findTownAbroad, townAbroadAt } from "./world-towns.ts";

/** Spec §2: the chooser numbers its markers 1 to 10. */
export const MAX_RELAY_POINTS = 10;

export type TRelayPointFinder = {
  /** Services of this carrier that deliver to one of these points. */
  services: readonly string[];
  /** Nearest first from the searched town's centre, at most `limit` (10 at most). */
  search(request: TDropOffLocationsRequest): TDropOffLocation[];
  /** One point of a service's network by its id (re-read, never trusted from a client). */
  findById(serviceCode: string, id: string): TDropOffLocation | undefined;
};

/**
 * The offline relay-point network of one carrier, or undefined when the carrier has none.
 * Points are generated around French communes (networks/fr-places.json) and, abroad, around towns
 * of 5,000 inhabitants or more (networks/world-towns.json), searched by name.
 */
export function createRelayPointFinder(carrierCode: string): TRelayPointFinder | undefined {
  const network = loadRelayNetwork(carrierCode);
  if (!network) return undefined;
  const serves = (serviceCode: string, countryCode: string) =>
    network.services.includes(serviceCode) && network.countries.includes(countryCode.toUpperCase());

  return {
    services: network.services,
    search(request) {
      if (!serves(request.service_code, request.country_code)) return [];
      const country = request.country_code.toUpperCase();
      // France by postcode and/or commune; abroad by town (the offline list has no postcodes).
      const place =
        country === "FR"
          ? findFrenchPlace(request.postcode, request.city ?? "")
          : findTownAbroad(country, request.city ?? "");
      if (!place) return [];
      const limit = Math.min(request.limit ?? MAX_RELAY_POINTS, MAX_RELAY_POINTS);
      return generateTownPoints(network, place)
        .map((point) => ({ point, metres: distanceMetres(place, point) }))
        .sort((a, b) => a.metres - b.metres || a.point.id.localeCompare(b.point.id))
        .slice(0, limit)
        .map(({ point }) => point);
    },
    findById(serviceCode, id) {
      const parsed = parseRelayPointId(network, id);
      if (!parsed || !serves(serviceCode, parsed.country_code)) return undefined;
      const place =
        parsed.country_code === "FR"
          ? frenchPlaceAt(parsed.postcode, parsed.placeIndex)
          : townAbroadAt(parsed.country_code, parsed.placeIndex);
      return place ? generateTownPoints(network, place).find((point) => point.id === id) : undefined;
    },
  };
}
