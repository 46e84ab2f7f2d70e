import { MAX_RELAY_POINTS } from "../../relay-points/relay-point-finder.ts";
import type { TDropOffLocation, TDropOffLocationsRequest, TOpeningHours, TRateContext } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import { type TRelayPoint, ZRelaySearchResult } from "./schemas.ts";
import { DELIVERY_MODES, formatRelayPointId, parseRelayPointId } from "./services.ts";
import { callWsi, MONDIALRELAY, statError, type TWsiAccount, type TWsiParams } from "./wsi-call.ts";

/** STATs of a search by number that mean "no such point" rather than a failure. */
const UNKNOWN_POINT_STATS = new Set(["70", "11", "14"]);

const WEEKDAYS = [
  "Horaires_Lundi",
  "Horaires_Mardi",
  "Horaires_Mercredi",
  "Horaires_Jeudi",
  "Horaires_Vendredi",
  "Horaires_Samedi",
  "Horaires_Dimanche",
] as const;

/** "0930" -> "09:30"; "0000" pairs mark a closed slot. */
const toClock = (hhmm: string) => `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;

/** Each weekday's strings are (open, close) pairs, ISO weekdays 1 Monday ... 7 Sunday. */
export function readOpeningHours(point: TRelayPoint): TOpeningHours[] {
  return WEEKDAYS.flatMap((field, index) => {
    const times = point[field]?.string ?? [];
    const slots: TOpeningHours[] = [];
    for (let i = 0; i + 1 < times.length; i += 2) {
      const open = times[i] ?? "";
      const close = times[i + 1] ?? "";
      if (!/^\d{4}$/.test(open) || !/^\d{4}$/.test(close) || open === close) continue;
      slots.push({ weekday: index + 1, open: toClock(open), close: toClock(close) });
    }
    return slots;
  });
}

/** Coordinates come as "48.8566000" or, from some servers, "48,8566000". */
function toCoordinate(value: string, point: string): number {
  const number = Number(value.trim().replace(",", "."));
  if (value.trim() === "" || !Number.isFinite(number)) {
    throw new CarrierCallError(
      MONDIALRELAY,
      "carrier.malformed_answer",
      `relay point ${point}: coordinate "${value}"`,
    );
  }
  return number;
}

export function toDropOffLocation(point: TRelayPoint): TDropOffLocation {
  const id = formatRelayPointId(point.Pays, point.Num);
  return {
    id,
    name: point.LgAdr1,
    address1: point.LgAdr3 || point.LgAdr2 || "",
    address2: point.LgAdr4 || undefined,
    postcode: point.CP,
    city: point.Ville,
    country_code: point.Pays,
    latitude: toCoordinate(point.Latitude, id),
    longitude: toCoordinate(point.Longitude, id),
    opening_hours: readOpeningHours(point),
  };
}

type TSearchBy = { Pays: string; CP?: string; NumPointRelais?: string };

/** WSI4_PointRelais_Recherche's parameters in the WSDL's order (24R: Point Relais® points). */
function buildSearchParams(account: TWsiAccount, by: TSearchBy, results: number): TWsiParams {
  return {
    Enseigne: account.enseigne,
    Pays: by.Pays,
    NumPointRelais: by.NumPointRelais ?? "",
    Ville: "",
    CP: by.CP ?? "",
    Latitude: "",
    Longitude: "",
    Taille: "",
    Poids: "",
    Action: "24R",
    DelaiEnvoi: "0",
    RayonRecherche: "",
    TypeActivite: "",
    NACE: "",
    NombreResultats: results,
  };
}

async function searchPoints(
  account: TWsiAccount,
  params: TWsiParams,
  ctx: TRateContext,
  timeoutMs: number,
  notFoundStats: Set<string> = new Set(),
): Promise<TRelayPoint[]> {
  const result = await callWsi(account, {
    method: "WSI4_PointRelais_Recherche",
    params,
    result: ZRelaySearchResult,
    timeoutMs,
    idempotent: true,
    signal: ctx.signal,
  });
  if (notFoundStats.has(result.STAT)) return [];
  if (result.STAT !== "0") throw statError("WSI4_PointRelais_Recherche", result.STAT);
  return result.PointsRelais?.PointRelais_Details ?? [];
}

/**
 * Relay points near a postcode (the city is not sent: a city spelled differently from Mondial
 * Relay's list makes the whole search fail with STAT 9, the postcode alone does not).
 */
export async function findMondialRelayPoints(
  account: TWsiAccount,
  request: TDropOffLocationsRequest,
  ctx: TRateContext,
  timeoutMs: number,
): Promise<TDropOffLocation[]> {
  // Home delivery has no relay points: nothing to ask the carrier.
  if (!DELIVERY_MODES[request.service_code]?.toRelayPoint) return [];
  // Spec §2: the chooser shows markers 1 to 10, as many as the sandbox gives (WSI4 allows 30).
  const results = Math.min(MAX_RELAY_POINTS, Math.max(1, request.limit ?? MAX_RELAY_POINTS));
  const params = buildSearchParams(
    account,
    { Pays: request.country_code.toUpperCase(), CP: request.postcode.trim().toUpperCase() },
    results,
  );
  const points = await searchPoints(account, params, ctx, timeoutMs);
  return points.map(toDropOffLocation);
}

/** One relay point by our id ("FR-066974"): undefined when Mondial Relay does not know it. */
export async function findMondialRelayPoint(
  account: TWsiAccount,
  request: { service_code: string; id: string },
  ctx: TRateContext,
  timeoutMs: number,
): Promise<TDropOffLocation | undefined> {
  const parsed = parseRelayPointId(request.id);
  if (!parsed || !DELIVERY_MODES[request.service_code]?.toRelayPoint) return undefined;
  const params = buildSearchParams(account, { Pays: parsed.country, NumPointRelais: parsed.number }, 1);
  const points = await searchPoints(account, params, ctx, timeoutMs, UNKNOWN_POINT_STATS);
  const point = points.find((candidate) => candidate.Num === parsed.number);
  return point ? toDropOffLocation(point) : undefined;
}

/** The cheapest signed call: one relay point near a Paris postcode. */
export async function checkMondialRelayAccount(account: TWsiAccount, ctx: TRateContext, timeoutMs: number) {
  await searchPoints(account, buildSearchParams(account, { Pays: "FR", CP: "75001" }, 1), ctx, timeoutMs);
}
