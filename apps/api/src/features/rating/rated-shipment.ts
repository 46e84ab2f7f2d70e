import type { TRatedShipment } from "@ship/contracts";

/**
 * ratings.shipment as read: JSON text since migration 0048 (decision 071), a jsonb object before
 * it. Reading both lets a release read the other's rows during a rolling deploy.
 */
export function parseRatedShipment(stored: unknown): TRatedShipment {
  return (typeof stored === "string" ? JSON.parse(stored) : stored) as TRatedShipment;
}
