import { describe, expect, it } from "vitest";
import { attributionHtml, tileOfPoint, tileUrlOf } from "./map-tiles.ts";

describe("map tiles", () => {
  it("finds the tile of a point as the slippy-map scheme does (Paris, zoom 15)", () => {
    // Notre-Dame de Paris: tile 16597/11273 at zoom 15 (the OpenStreetMap wiki's formulas).
    const tile = tileOfPoint(48.853, 2.3499, 15);
    expect([tile.x, tile.y]).toEqual([16597, 11273]);
    expect(tile.pixelX).toBeGreaterThanOrEqual(0);
    expect(tile.pixelX).toBeLessThan(256);
    expect(tile.pixelY).toBeGreaterThanOrEqual(0);
    expect(tile.pixelY).toBeLessThan(256);
  });

  it("fills a template's subdomain and coordinates", () => {
    expect(tileUrlOf("https://{s}.tiles.example/{z}/{x}/{y}{r}.png", { z: 15, x: 1, y: 2 })).toBe(
      "https://a.tiles.example/15/1/2.png",
    );
  });

  it("escapes the operator's attribution for Leaflet's HTML control", () => {
    expect(attributionHtml({ tile_url: "", attribution: "© <OSM> & co" })).toBe("© &#60;OSM&#62; &#38; co");
  });
});
