import "./styles.ts";
import type { TRefundSummaryResponse } from "@ship/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { CancelShipmentButton, type TCancelOutcome } from "../../../components/cancel-shipment-button.tsx";
import { shipmentQuery } from "../api/shipment.ts";

/** The confirmation page's Cancel: the shared button, then the shipment as it is now (cancelled, or moved on). */
export function CancelShipment({
  shipmentId,
  onOutcome,
}: {
  shipmentId: string;
  onOutcome: (outcome: TCancelOutcome, refund?: TRefundSummaryResponse) => void;
}) {
  const queryClient = useQueryClient();
  return (
    <CancelShipmentButton
      shipmentId={shipmentId}
      onOutcome={(outcome, refund) => {
        onOutcome(outcome, refund);
        void queryClient.invalidateQueries({ queryKey: shipmentQuery(shipmentId).queryKey });
      }}
    />
  );
}
