import "leaflet/dist/leaflet.css";
import "../../../components/relay-marker.css";
import type { TRelayPoint } from "@ship/contracts";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBrand } from "../../../lib/brand.ts";
import { attributionHtml } from "../../../lib/map-tiles.ts";

const markerIcon = (number: number, selected: boolean) =>
  L.divIcon({
    className: "",
    html: `<span class="relay-marker${selected ? " relay-marker--selected" : ""}"><span>${number}</span></span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 28],
  });

/**
 * Spec §2 relay-point chooser: a Leaflet map with markers numbered 1 to 10 in the list's order.
 * Loaded on demand with the chooser, so Leaflet never weighs on the app shell.
 */
export default function RelayPointMap({
  points,
  selectedId,
  onPick,
}: {
  points: readonly TRelayPoint[];
  selectedId: string | null;
  onPick: (point: TRelayPoint) => void;
}) {
  const { t } = useTranslation("relayPoints");
  const container = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  // The server's tile server (MAP_TILE_URL, allowed by its CSP). Offline the tiles simply fail to
  // load: the numbered markers are drawn by the page (no image files), so the map still shows where
  // each point is.
  const { map: tiles } = useBrand();

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { scrollWheelZoom: false });
    L.tileLayer(tiles.tile_url, { attribution: attributionHtml(tiles), maxZoom: 19 }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [tiles]);

  // The view follows a new search only (not a selection): the customer keeps the zoom they chose.
  useEffect(() => {
    const current = map.current;
    if (!current || points.length === 0) return;
    current.fitBounds(L.latLngBounds(points.map((point) => [point.latitude, point.longitude])), {
      padding: [24, 24],
      maxZoom: 16,
    });
  }, [points]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    points.forEach((point, index) => {
      const marker = L.marker([point.latitude, point.longitude], {
        icon: markerIcon(index + 1, point.id === selectedId),
        title: t("modal.marker", { number: index + 1, name: point.name }),
        alt: t("modal.marker", { number: index + 1, name: point.name }),
        keyboard: true,
      });
      marker.on("click", () => onPick(point));
      marker.addTo(group);
    });
  }, [points, selectedId, onPick, t]);

  return (
    <section
      ref={container}
      aria-label={t("modal.mapLabel")}
      data-testid="relay-point-map"
      style={{ height: 320, width: "100%", borderRadius: 8, background: "#e9ecef" }}
    />
  );
}
