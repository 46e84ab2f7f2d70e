import { describe, expect, it } from "vitest";
import { loadSandboxConnectors } from "../sandbox-connector.ts";
import { distanceMetres } from "./distance.ts";
import { findFrenchPlace, normalizeTown } from "./fr-places.ts";
import { createRelayPointFinder, MAX_RELAY_POINTS } from "./relay-point-finder.ts";

const mondialRelay = createRelayPointFinder("MONDIALRELAY");
if (!mondialRelay) throw new Error("Mondial Relay has a relay-point network file");
const search = (postcode: string, city?: string, limit?: number) =>
  mondialRelay.search({
    service_code: "MONDIALRELAY_POINT_RELAIS",
    country_code: "FR",
    postcode,
    city,
    limit,
  });

describe("relay-point search", () => {
  it("finds at most 10 points of the searched town, nearest first", () => {
    const points = search("69003", "Lyon");
    expect(points).toHaveLength(MAX_RELAY_POINTS);
    const centre = findFrenchPlace("69003", "Lyon");
    if (!centre) throw new Error("69003 Lyon is a French place");
    const distances = points.map((point) => distanceMetres(centre, point));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Lyon 3e is around 45.76 N, 4.85 E: every point stands in town (within 4 km).
    for (const distance of distances) expect(distance).toBeLessThan(4000);
    for (const point of points) {
      expect(point).toMatchObject({ postcode: "69003", city: "Lyon", country_code: "FR" });
      expect(point.address1).toMatch(/^\d+ \S/);
      expect(point.opening_hours.length).toBeGreaterThan(0);
      expect(
        point.opening_hours.every((slot) => slot.open < slot.close && slot.weekday >= 1 && slot.weekday <= 7),
      ).toBe(true);
    }
    expect(new Set(points.map((point) => point.id)).size).toBe(points.length);
  });

  it("gives the same points with the same ids on every search", () => {
    expect(search("75011")).toEqual(search("75011", "paris"));
    expect(search("75011").map((point) => point.id)[0]).toMatch(/^MR-75011-0-\d\d$/);
  });

  it("honours a smaller limit and never exceeds 10", () => {
    expect(search("13001", "Marseille", 3)).toHaveLength(3);
    expect(search("13001", "Marseille", 50).length).toBeLessThanOrEqual(MAX_RELAY_POINTS);
  });

  it("searches by town alone, by postcode alone, and matches the town whatever its spelling", () => {
    expect(search("", "Saint-Étienne")[0]?.postcode).toBe("42000");
    expect(search("", "ST ETIENNE")[0]?.city).toBe("Saint-Étienne");
    expect(normalizeTown("Sainte-Foy-lès-Lyon")).toBe("STE FOY LES LYON");
  });

  it("finds nothing for an unknown postcode, a town not of the postcode, another service or country", () => {
    expect(search("00000")).toEqual([]);
    expect(search("75011", "Lyon")).toEqual([]);
    expect(search("", "Atlantis")).toEqual([]);
    expect(
      mondialRelay.search({ service_code: "MONDIALRELAY_HOME", country_code: "FR", postcode: "75011" }),
    ).toEqual([]);
    expect(
      mondialRelay.search({
        service_code: "MONDIALRELAY_POINT_RELAIS",
        country_code: "BE",
        postcode: "1000",
      }),
    ).toEqual([]);
  });

  it("re-reads a point by its id, and refuses a forged or foreign id", () => {
    const second = search("69003")[1];
    expect(second && mondialRelay.findById("MONDIALRELAY_POINT_RELAIS", second.id)).toEqual(second);
    expect(mondialRelay.findById("MONDIALRELAY_POINT_RELAIS", "MR-69003-0-99")).toBeUndefined();
    expect(mondialRelay.findById("MONDIALRELAY_POINT_RELAIS", "CR-69003-0-01")).toBeUndefined();
    expect(mondialRelay.findById("MONDIALRELAY_POINT_RELAIS", "MR-99999-0-01")).toBeUndefined();
  });
});

describe("relay points abroad", () => {
  const europe = (country_code: string, city: string, postcode = "") =>
    mondialRelay.search({ service_code: "MONDIALRELAY_EUROPE", country_code, postcode, city });

  it("are found around a town of the country, by name, with local street names and no invented postcode", () => {
    const points = europe("DE", "Berlin", "10115");
    expect(points).toHaveLength(MAX_RELAY_POINTS);
    for (const point of points) {
      expect(point).toMatchObject({ country_code: "DE", city: "Berlin", postcode: "" });
      expect(point.id).toMatch(/^MR-DE-\d+-\d\d$/);
      expect(Math.abs(point.latitude - 52.52)).toBeLessThan(0.1);
    }
    expect(points.some((point) => /straße|platz/i.test(point.address1))).toBe(true);
    expect(europe("ES", "madrid")[0]?.city).toBe("Madrid");
  });

  it("are re-read by id, and a postcode alone or an unknown town finds nothing", () => {
    const third = europe("IT", "Roma")[2];
    expect(third && mondialRelay.findById("MONDIALRELAY_EUROPE", third.id)).toEqual(third);
    expect(third && mondialRelay.findById("MONDIALRELAY_POINT_RELAIS", third.id)).toBeUndefined();
    expect(europe("DE", "", "10115")).toEqual([]);
    expect(europe("DE", "Atlantis")).toEqual([]);
  });
});

describe("sandbox connectors", () => {
  const connectors = loadSandboxConnectors();

  it("offer relay points exactly for the carriers whose services deliver to a collection point", () => {
    for (const connector of connectors) {
      const relayServices = connector.rateSheet.services
        .filter((service) => service.delivery_to_collection_point)
        .map((service) => service.code);
      expect(Boolean(connector.dropOffLocations), connector.carrier_code).toBe(relayServices.length > 0);
      for (const service_code of relayServices) {
        expect(createRelayPointFinder(connector.carrier_code)?.services).toContain(service_code);
      }
    }
  });

  it("answer points through the connector interface, with ids that differ between carriers", async () => {
    const ups = connectors.find((connector) => connector.carrier_code === "UPS");
    const points = await ups?.dropOffLocations?.(
      { service_code: "UPS_STANDARD_ACCESS_POINT", country_code: "FR", postcode: "33000", city: "Bordeaux" },
      {},
    );
    expect(points?.length).toBeGreaterThan(0);
    expect(points?.every((point) => point.id.startsWith("UA-33000-"))).toBe(true);
    const first = points?.[0];
    expect(
      first &&
        (await ups?.dropOffLocation?.({ service_code: "UPS_STANDARD_ACCESS_POINT", id: first.id }, {})),
    ).toEqual(first);
  });
});
