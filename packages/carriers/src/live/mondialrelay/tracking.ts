import type { TIsoDate } from "@ship/domain";
import type {
  TRateContext,
  TShipmentStatus,
  TTrackingEvent,
  TTrackRequest,
  TTrackResult,
} from "../../types.ts";
import { convertZonedToEpochSeconds } from "../../zoned-time.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import { type TTracingEntry, ZTracingResult } from "./schemas.ts";
import { callWsi, MONDIALRELAY, statError, type TWsiAccount } from "./wsi-call.ts";

/** The WSI's dates and times are French wall-clock times. */
const CARRIER_TIME_ZONE = "Europe/Paris";

/**
 * WSI2_TracingColisDetaille's STAT is the parcel's state: 80 recorded, 81 in Mondial Relay's
 * hands, 82 delivered, 83 anomaly (still in their hands).
 */
const STATUS_BY_STAT: Record<string, TShipmentStatus> = {
  "80": "Validated",
  "81": "Pickuped",
  "82": "Delivered",
  "83": "Pickuped",
};

/**
 * The WSI gives each event a label (Libelle, asked in French) and no event code: the label's
 * words decide the key. Order matters: "DEPOSE EN POINT RELAIS" is the sender's drop-off and
 * "LIVRE AU POINT RELAIS" an arrival at the relay point, not a delivery; anything unknown is a
 * step in transit.
 */
const EVENT_KEYS: [RegExp, string][] = [
  [/RETOUR/, "returned"],
  [/ANOMALIE|INCIDENT|AVARI|REFUS|ECHEC|ADRESSE (INCOMPLETE|ERRONEE)|NON DISTRIBU/, "exception"],
  [/PRIS EN CHARGE|PRISE EN CHARGE|DEPOSE|COLLECTE/, "pickuped"],
  [/POINT RELAIS|DISPONIBLE|MIS A DISPOSITION|LOCKER/, "at_relay_point"],
  [/EN COURS DE LIVRAISON|EN LIVRAISON|TOURNEE/, "out_for_delivery"],
  [/LIVRE|LIVRAISON EFFECTUEE|REMIS AU DESTINATAIRE|RETIRE/, "delivered"],
  [/ENREGISTR|PREPAR|CREATION|ANNONC/, "created"],
];

export function mapTracingLabel(label: string): string {
  const plain = label.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
  const key = EVENT_KEYS.find(([pattern]) => pattern.test(plain))?.[1] ?? "in_transit";
  return `tracking.${key}`;
}

/** "dd/mm/yy" or "dd/mm/yyyy" and "hh:mm" (Paris time) to an ISO instant. */
function toInstant(entry: TTracingEntry): string {
  const date = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec((entry.Date ?? "").trim());
  const time = /^(\d{2}):(\d{2})/.exec((entry.Heure ?? "").trim());
  if (!date) {
    throw new CarrierCallError(MONDIALRELAY, "carrier.malformed_answer", `tracing date "${entry.Date}"`);
  }
  const [, day, month, yearText = ""] = date;
  const year = yearText.length === 2 ? `20${yearText}` : yearText;
  const clock = time ? `${time[1]}:${time[2]}` : "00:00";
  const seconds = convertZonedToEpochSeconds(`${year}-${month}-${day}` as TIsoDate, clock, CARRIER_TIME_ZONE);
  return new Date(seconds * 1000).toISOString();
}

function toEvent(entry: TTracingEntry): TTrackingEvent {
  const relay = entry.Relais_Num ? ` (Point Relais ${entry.Relais_Pays ?? ""}-${entry.Relais_Num})` : "";
  return {
    date: toInstant(entry),
    description: { key: mapTracingLabel(entry.Libelle ?? ""), params: {} },
    location: `${entry.Emplacement ?? ""}${relay}`.trim(),
  };
}

/** The parcel's events, newest first, and its status. */
export async function trackMondialRelayParcel(
  account: TWsiAccount,
  request: TTrackRequest,
  ctx: TRateContext,
  timeoutMs: number,
): Promise<TTrackResult> {
  const result = await callWsi(account, {
    method: "WSI2_TracingColisDetaille",
    params: { Enseigne: account.enseigne, Expedition: request.tracking_number.trim(), Langue: "FR" },
    result: ZTracingResult,
    timeoutMs,
    idempotent: true,
    signal: ctx.signal,
  });
  const status = STATUS_BY_STAT[result.STAT];
  if (!status) throw statError("WSI2_TracingColisDetaille", result.STAT);
  // The service pads the list with empty entries.
  const entries = result.Tracing?.ret_WSI2_sub_TracingColisDetaille ?? [];
  const events = entries.filter((entry) => (entry.Libelle ?? "").trim() !== "").map(toEvent);
  events.sort((a, b) => b.date.localeCompare(a.date));
  return { status, events };
}
