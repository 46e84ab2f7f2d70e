import type { TCarrierConnector, TTrackResult } from "@ship/carriers";
import type { TShipmentRow } from "./shipment-repository.ts";

/**
 * The carrier's tracking of a shipment, or undefined when its carrier tracks nothing. A cancelled
 * shipment is tracked as it stood when cancelled (its cancellation is added by the reader).
 * A carrier's failure is the caller's to answer.
 */
export function trackWithCarrier(
  connectors: readonly TCarrierConnector[],
  row: TShipmentRow,
  now: Date,
): Promise<TTrackResult> | undefined {
  const connector = connectors.find((candidate) => candidate.carrier_code === row.carrier_code);
  if (!connector?.track) return undefined;
  const numbers = row.tracking_numbers as string[];
  const at = row.cancelled_at ? new Date(row.cancelled_at) : now;
  return connector.track(
    { tracking_number: numbers[0] ?? "", carrier_shipment_id: row.carrier_shipment_id },
    { now: at },
  );
}
