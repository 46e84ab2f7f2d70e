import type { TMapSettings } from "@ship/contracts";

export const TILE_SIZE = 256;

/** One tile's address in a template such as https://{s}.tile.example/{z}/{x}/{y}.png. */
export function tileUrlOf(template: string, tile: { z: number; x: number; y: number }): string {
  return template
    .replaceAll("{s}", "a")
    .replaceAll("{r}", "")
    .replaceAll("{z}", String(tile.z))
    .replaceAll("{x}", String(tile.x))
    .replaceAll("{y}", String(tile.y));
}

/**
 * Where a point falls in the Web Mercator tile grid at a zoom (the slippy-map scheme every tile
 * server uses): the tile's x and y, and the point's pixel inside it.
 */
export function tileOfPoint(latitude: number, longitude: number, zoom: number) {
  const scale = 2 ** zoom;
  const radians = (latitude * Math.PI) / 180;
  const x = ((longitude + 180) / 360) * scale;
  const y = ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * scale;
  const tileX = Math.floor(x);
  const tileY = Math.floor(y);
  return {
    x: tileX,
    y: tileY,
    pixelX: Math.round((x - tileX) * TILE_SIZE),
    pixelY: Math.round((y - tileY) * TILE_SIZE),
  };
}

/** The attribution as Leaflet's control takes it (HTML): the operator's text, escaped. */
export function attributionHtml(map: TMapSettings): string {
  return map.attribution.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
