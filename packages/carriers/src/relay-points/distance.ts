const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `metres` away from `from` towards `bearing` (radians from north); fine at town scale. */
export function offsetPoint(from: { latitude: number; longitude: number }, metres: number, bearing: number) {
  const latitude = from.latitude + ((metres * Math.cos(bearing)) / EARTH_RADIUS_M) * (180 / Math.PI);
  const longitude =
    from.longitude +
    ((metres * Math.sin(bearing)) / (EARTH_RADIUS_M * Math.cos(rad(from.latitude)))) * (180 / Math.PI);
  return { latitude, longitude };
}
