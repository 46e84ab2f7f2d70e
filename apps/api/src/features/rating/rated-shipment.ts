import type { TRatedShipment } from "@ship/contracts";

/**
 * ratings.shipment as read: a jsonb object today, JSON text once migration 0048 lands (decision 071,
 * one release later). Reading both lets a release read the other's rows during a rolling deploy.
 */
export function parseRatedShipment(stored: unknown): TRatedShipment {
  return (typeof stored === "string" ? JSON.parse(stored) : stored) as TRatedShipment;
}
