import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import { Button, type ButtonProps, Group, Modal, Text } from "@mantine/core";
import { cancelShipmentEndpoint, type TRefundSummaryResponse } from "@ship/contracts";
import { IconBan } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, callEndpoint } from "../lib/api-client.ts";

/**
 * Cancel of a validated shipment after confirmation (spec §4, §8): asks 'Do you really want to
 * cancel your shipment' first, then reports 'cancelled' or 'failed' (the caller says 'Shipment
 * Canceled' or 'Error, impossible to cancel the shipment' and reloads what it shows), or
 * 'payment_open' while a card payment of its invoice is open (the text is `cancel.payment_open`).
 * Used by the confirmation page and by My shipments.
 */
export type TCancelOutcome = "cancelled" | "failed" | "payment_open";

export function CancelShipmentButton({
  shipmentId,
  onOutcome,
  size,
}: {
  shipmentId: string;
  /** With what the cancellation gave back when it succeeded (RefundLines says it). */
  onOutcome: (outcome: TCancelOutcome, refund?: TRefundSummaryResponse) => void;
  size?: ButtonProps["size"];
}) {
  const { t } = useTranslation("shipment");
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => callEndpoint(cancelShipmentEndpoint, { params: { id: shipmentId }, body: {} }),
    onSettled: (data, error) => {
      setAsking(false);
      if (!error) onOutcome("cancelled", data?.refund);
      else if (error instanceof ApiError && error.find("shipment.cancel_payment_open"))
        onOutcome("payment_open");
      else onOutcome("failed");
    },
  });

  return (
    <>
      <Button
        color="red"
        variant="light"
        size={size}
        leftSection={<IconBan size={18} aria-hidden />}
        onClick={() => setAsking(true)}
        data-testid="cancel-shipment"
      >
        {t("cancel.button")}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t("cancel.title")}
        data-testid="cancel-dialog"
      >
        <Text mb="lg">{t("cancel.confirm")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)} disabled={cancel.isPending}>
            {t("cancel.no")}
          </Button>
          <Button
            color="red"
            onClick={() => cancel.mutate()}
            loading={cancel.isPending}
            data-testid="cancel-confirm"
          >
            {t("cancel.yes")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
