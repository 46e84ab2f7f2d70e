import type { TDropOffLocation, TDropOffLocationsRequest, TOpeningHours, TRateContext } from "../../types.ts";
import { parseCarrierJson } from "../carrier-http.ts";
import { postColissimo, type TColissimoClient } from "./client.ts";
import { colissimoError, PICKUP_NONE_FOUND_CODES } from "./errors.ts";
import { pickupByIdSchema, pickupSearchSchema, type TPickupPoint } from "./schemas.ts";

const PICKUP_ROOT = "/pointretrait-ws-cxf/rest/v2/pointretrait";
export const PICKUP_SEARCH_PATH = `${PICKUP_ROOT}/findRDVPointRetraitAcheminement`;
export const PICKUP_BY_ID_PATH = `${PICKUP_ROOT}/findPointRetraitAcheminementByID`;

/** Spec §2: the chooser shows markers 1 to 10. */
const DEFAULT_LIMIT = 10;

/** Opening-hours fields by ISO weekday (1 Monday ... 7 Sunday, as relay-points/ uses). */
const WEEKDAY_FIELDS = [
  [1, "horairesOuvertureLundi"],
  [2, "horairesOuvertureMardi"],
  [3, "horairesOuvertureMercredi"],
  [4, "horairesOuvertureJeudi"],
  [5, "horairesOuvertureVendredi"],
  [6, "horairesOuvertureSamedi"],
  [7, "horairesOuvertureDimanche"],
] as const;

/** "08:30-12:00 14:00-18:30" -> two slots; "00:00-00:00" is Colissimo's way to say "closed". */
export function readOpeningHours(point: TPickupPoint): TOpeningHours[] {
  return WEEKDAY_FIELDS.flatMap(([weekday, field]) =>
    [...(point[field] ?? "").matchAll(/(\d{2}:\d{2})-(\d{2}:\d{2})/g)]
      .map(([, open = "", close = ""]) => ({ weekday, open, close }))
      .filter((slot) => slot.open < slot.close),
  );
}

function toLocation(point: TPickupPoint): TDropOffLocation {
  return {
    id: point.identifiant,
    name: point.nom,
    address1: point.adresse1,
    ...(point.adresse2 ? { address2: point.adresse2 } : {}),
    ...(point.adresse3 ? { address3: point.adresse3 } : {}),
    postcode: point.codePostal,
    city: point.localite,
    country_code: point.codePays.toUpperCase(),
    latitude: point.coordGeolocalisationLatitude,
    longitude: point.coordGeolocalisationLongitude,
    opening_hours: readOpeningHours(point),
  };
}

/** The service's date format: dd/MM/yyyy, the day the parcel is expected to be handed over. */
function formatShippingDate(now: Date): string {
  const [year, month, day] = now.toISOString().slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

function credentials(client: TColissimoClient) {
  return {
    accountNumber: client.account.contractNumber,
    password: client.account.password,
    ...(client.account.billedAccount ? { codTiersPourPartenaire: client.account.billedAccount } : {}),
  };
}

function callPickup(client: TColissimoClient, path: string, body: unknown, ctx: TRateContext) {
  return postColissimo(client, { path, body, kind: "relay", idempotent: true }, ctx);
}

/** Pickup points near an address, nearest first, those closed for holidays left out. */
export async function searchPickupPoints(
  client: TColissimoClient,
  request: TDropOffLocationsRequest,
  ctx: TRateContext,
): Promise<TDropOffLocation[]> {
  const country = request.country_code.toUpperCase();
  const response = await callPickup(
    client,
    PICKUP_SEARCH_PATH,
    {
      ...credentials(client),
      address: "",
      zipCode: request.postcode.trim(),
      city: request.city?.trim() ?? "",
      countryCode: country,
      shippingDate: formatShippingDate(ctx.now ?? new Date()),
      // 1: every kind of point (post offices, relay shops, lockers); 0 would keep post offices only.
      filterRelay: "1",
      optionInter: country === "FR" ? "0" : "1",
      lang: "FR",
    },
    ctx,
  );
  const answer = parseCarrierJson("COLISSIMO", response, pickupSearchSchema);
  if (PICKUP_NONE_FOUND_CODES.has(answer.errorCode)) return [];
  if (answer.errorCode !== "0") throw colissimoError("pickup", answer.errorCode, answer.errorMessage);
  return (answer.listePointRetraitAcheminement ?? [])
    .filter((point) => point.congesTotal !== true)
    .slice(0, request.limit ?? DEFAULT_LIMIT)
    .map(toLocation);
}

/** One pickup point by its id, or undefined when Colissimo does not know it (any more). */
export async function findPickupPoint(
  client: TColissimoClient,
  id: string,
  ctx: TRateContext,
): Promise<TDropOffLocation | undefined> {
  const response = await callPickup(
    client,
    PICKUP_BY_ID_PATH,
    {
      ...credentials(client),
      id,
      date: formatShippingDate(ctx.now ?? new Date()),
      filterRelay: "1",
      langue: "FR",
    },
    ctx,
  );
  const answer = parseCarrierJson("COLISSIMO", response, pickupByIdSchema);
  if (PICKUP_NONE_FOUND_CODES.has(answer.errorCode)) return undefined;
  if (answer.errorCode !== "0") {
    const error = colissimoError("pickup", answer.errorCode, answer.errorMessage);
    if (error.code === "carrier.not_found") return undefined;
    throw error;
  }
  return answer.pointRetraitAcheminement ? toLocation(answer.pointRetraitAcheminement) : undefined;
}
