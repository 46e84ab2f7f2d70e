import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZShipmentParams, ZShipmentStatus } from "../shipment.ts";

/** GET /track_shipment/{id} (spec §7: success, tracking_url, events). */
export const ZTrackingEvent = z.object({
  /** ISO date-time. */
  date: z.string(),
  /** In the request's language. */
  description: z.string(),
  location: z.string(),
});
export type TTrackingEventView = z.infer<typeof ZTrackingEvent>;

export const ZTrackShipmentResponse = successEnvelope({
  tracking_url: z.string().nullable(),
  status: ZShipmentStatus,
  events: z.array(ZTrackingEvent),
});
export type TTrackShipmentResponse = z.infer<typeof ZTrackShipmentResponse>;

/** Spec §4 tracking, §7 GET /track_shipment/{id}; decision 018 (the id is the capability). */
export const trackShipmentEndpoint = defineEndpoint({
  method: "GET",
  path: "/track_shipment/:id",
  tags: ["shipment"],
  summary: "Tracking events of a shipment, newest first, in the request's language",
  description:
    "Open to whoever holds the shipment's id (128 random bits, as in the confirmation e-mail's " +
    "tracking link; decision 018): status and events only, no address, document or price.",
  query: ZLangQuery,
  params: ZShipmentParams,
  response: ZTrackShipmentResponse,
  errors: {
    400: [],
    404: ["not_found"],
    // The carrier's tracking failed (spec §8: 'Une erreur est survenue').
    502: ["internal"],
  },
});
