import type { TShipmentStatus } from "../types.ts";

/**
 * The tracking event keys the API translates (apps/api shipment-texts.ts), without their
 * "tracking." prefix: every live connector maps its carrier's event codes to one of these.
 */
export type TTrackingKey =
  | "validated"
  | "pickuped"
  | "in_transit"
  | "out_for_delivery"
  | "at_relay_point"
  | "delivered"
  | "exception"
  | "returned"
  | "cancelled";

/** The shipment status (spec §4) an event of each key brings the shipment to. */
export const STATUS_OF_TRACKING_KEY: Record<TTrackingKey, TShipmentStatus> = {
  validated: "Validated",
  pickuped: "Pickuped",
  in_transit: "Pickuped",
  out_for_delivery: "Pickuped",
  at_relay_point: "Pickuped",
  exception: "Pickuped",
  returned: "Pickuped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};
