import "./relay-marker.css";
import { Box } from "@mantine/core";
import { useBrand } from "../lib/brand.ts";
import { TILE_SIZE, tileOfPoint, tileUrlOf } from "../lib/map-tiles.ts";

const ZOOM = 16;
const OFFSETS = [-1, 0, 1];

/**
 * A still map of one place (spec §7: "a static map image ... by relay point coordinates"): the 3 x 3
 * tiles around it from the map's tile server, cropped so the place is at the centre, with a pin.
 * No script library: where the customer only needs to see where the point is (the chosen point,
 * the payment summary), this costs nine images instead of Leaflet.
 */
export function StaticMap({
  latitude,
  longitude,
  label,
  width = 280,
  height = 160,
}: {
  latitude: number;
  longitude: number;
  label: string;
  width?: number;
  height?: number;
}) {
  const { map } = useBrand();
  const centre = tileOfPoint(latitude, longitude, ZOOM);
  // The top-left of the 3 x 3 grid, placed so the point sits at the middle of the frame.
  const left = width / 2 - (TILE_SIZE + centre.pixelX);
  const top = height / 2 - (TILE_SIZE + centre.pixelY);
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="static-map"
      pos="relative"
      style={{ width, height, overflow: "hidden", borderRadius: 6, background: "#e9ecef" }}
    >
      {OFFSETS.flatMap((row) =>
        OFFSETS.map((column) => (
          <img
            key={`${row}:${column}`}
            src={tileUrlOf(map.tile_url, { z: ZOOM, x: centre.x + column, y: centre.y + row })}
            alt=""
            width={TILE_SIZE}
            height={TILE_SIZE}
            loading="lazy"
            style={{
              position: "absolute",
              left: left + (column + 1) * TILE_SIZE,
              top: top + (row + 1) * TILE_SIZE,
            }}
          />
        )),
      )}
      <span
        className="relay-marker relay-marker--selected"
        aria-hidden
        style={{ position: "absolute", left: width / 2 - 14, top: height / 2 - 28 }}
      />
      <Box
        component="small"
        pos="absolute"
        style={{ right: 0, bottom: 0, padding: "0 4px", fontSize: 10, background: "rgb(255 255 255 / 80%)" }}
      >
        {map.attribution}
      </Box>
    </Box>
  );
}
