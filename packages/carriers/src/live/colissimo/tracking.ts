import type { TRateContext, TTrackingEvent, TTrackRequest, TTrackResult } from "../../types.ts";
import { parseCarrierJson } from "../carrier-http.ts";
import { STATUS_OF_TRACKING_KEY, type TTrackingKey } from "../tracking-keys.ts";
import { postColissimo, type TColissimoClient } from "./client.ts";
import { colissimoError } from "./errors.ts";
import type { TTrackingEvent as TColissimoEvent } from "./schemas.ts";
import { timelineSchema } from "./schemas.ts";
import { TRACKING_PAGE_URL } from "./shipping.ts";

export const TIMELINE_PATH = "/tracking-timeline-ws/rest/tracking/timelineCompany";

/**
 * Colissimo event codes (six letters: a three-letter family and a detail) read one by one where
 * the family alone would mislead, then by family. Sources: the Colissimo tracking code list as
 * published with the official plugins (docs/carriers/colissimo.md).
 */
const EVENT_CODES: Record<string, TTrackingKey> = {
  // Announced by the sender, not handed over yet.
  PCHCLI: "validated",
  PCHDFT: "validated",
  PCHMQT: "validated",
  // Waiting at a pickup point or a post office after a failed delivery.
  AARAVI: "at_relay_point",
  AARBPR: "at_relay_point",
  AARBRX: "at_relay_point",
  AARREL: "at_relay_point",
  AARRLX: "at_relay_point",
  LIVAVI: "at_relay_point",
  LIVCIT: "at_relay_point",
  LIVRLI: "at_relay_point",
  RENAPR: "at_relay_point",
  RENAVI: "at_relay_point",
  RENGUI: "at_relay_point",
  RSTAVI: "at_relay_point",
  // Delivered back to the sender, or on its way back.
  LIVEXP: "returned",
  RENDID: "returned",
  RENEXP: "returned",
  RENNPA: "returned",
  RENBEC: "returned",
  RENHER: "returned",
  RENRPE: "returned",
  RENRPP: "returned",
  RENTAX: "returned",
  RENAVA: "returned",
  RENDES: "returned",
  RENOUV: "returned",
  RENSHD: "returned",
  RENSNC: "returned",
  RENSRB: "returned",
  RENXXX: "returned",
  RENALI: "returned",
  RENDOC: "returned",
  RENEMB: "returned",
  SCCEXP: "returned",
  // On the delivery round.
  PRELIV: "out_for_delivery",
  RENRDV: "out_for_delivery",
  RSTDIF: "out_for_delivery",
  LIVREL: "in_transit",
  // Customs clearance in progress is transit; customs problems are exceptions (DOU family below).
  DOUDOU: "in_transit",
  DOUAGV: "in_transit",
  DOUEXP: "in_transit",
  DOUVIS: "in_transit",
  DOUFAC: "in_transit",
  DOUTAX: "in_transit",
  // Reshipped at the recipient's request.
  RENREX: "in_transit",
  RENRPR: "in_transit",
  ANNULE: "cancelled",
  // Redirected for an address defect.
  RCDDVY: "exception",
};

const FAMILIES: Record<string, TTrackingKey> = {
  PCH: "pickuped",
  DEP: "pickuped",
  ECH: "pickuped",
  AAR: "in_transit",
  AEC: "in_transit",
  MLV: "in_transit",
  LIV: "delivered",
  RCD: "returned",
  REN: "exception",
  RST: "exception",
  SOL: "exception",
  REF: "exception",
  DOU: "exception",
  ENE: "exception",
  RDV: "out_for_delivery",
};

/** The tracking key of a Colissimo event code; unknown codes are transit, as issue 19 says. */
export function toEventKey(code: string): TTrackingKey {
  const upper = code.toUpperCase();
  return EVENT_CODES[upper] ?? FAMILIES[upper.slice(0, 3)] ?? "in_transit";
}

function toLocation(event: TColissimoEvent): string {
  return [event.siteZipCode, event.siteName, event.siteCountry].filter(Boolean).join(" ").trim();
}

/** The parcel's events, newest first, and its status from the newest. */
export async function trackColissimoParcel(
  client: TColissimoClient,
  request: TTrackRequest,
  ctx: TRateContext,
): Promise<TTrackResult> {
  const body = {
    login: client.account.contractNumber,
    password: client.account.password,
    parcelNumber: request.tracking_number,
    lang: "fr_FR",
  };
  const response = await postColissimo(
    client,
    { path: TIMELINE_PATH, body, kind: "track", idempotent: true },
    ctx,
  );
  const answer = parseCarrierJson("COLISSIMO", response, timelineSchema);
  const status = answer.status[0];
  if (status && status.code !== "0")
    throw colissimoError("timeline", status.code, status.message, response.status);
  const read = (answer.parcel?.event ?? [])
    .map((event) => ({ event, at: Date.parse(event.date), key: toEventKey(event.code) }))
    .filter(({ at }) => Number.isFinite(at))
    .sort((a, b) => b.at - a.at);
  const events: TTrackingEvent[] = read.map(({ event, at, key }) => ({
    date: new Date(at).toISOString(),
    description: { key: `tracking.${key}`, params: {} },
    location: toLocation(event),
  }));
  const newest = read[0]?.key;
  return {
    status: newest ? STATUS_OF_TRACKING_KEY[newest] : "Created",
    events,
    tracking_url: `${TRACKING_PAGE_URL}${request.tracking_number}`,
  };
}
