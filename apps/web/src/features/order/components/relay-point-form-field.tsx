import type { TRelayPoint } from "@ship/contracts";
import { useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { RelayPointBlock } from "./relay-point-block.tsx";
import type { TRelayDestination } from "./relay-point-modal.tsx";

/**
 * The relay block as a field of a react-hook-form form (the order form): the form holds the
 * point's id (spec §3 dropoff_to, what the API receives and re-reads), the block shows the point.
 * A server error on the field (relay_point.required, .not_found) shows under the block.
 */
export function RelayPointFormField({
  name = "dropoff_to",
  shipmentId,
  orderId,
  destination,
  stored,
  locked = false,
}: {
  name?: string;
  shipmentId: string;
  orderId: string;
  destination: TRelayDestination;
  /** The point saved with the order so far, if any. */
  stored: TRelayPoint | null;
  locked?: boolean;
}) {
  const { control } = useFormContext();
  const [point, setPoint] = useState<TRelayPoint | null>(stored);
  return (
    <Controller
      control={control}
      name={name}
      defaultValue={stored?.id}
      render={({ field, fieldState }) => (
        <RelayPointBlock
          shipmentId={shipmentId}
          orderId={orderId}
          destination={destination}
          value={point}
          locked={locked}
          error={fieldState.error?.message}
          onChange={(chosen) => {
            setPoint(chosen);
            field.onChange(chosen.id);
          }}
        />
      )}
    />
  );
}
