import "./styles.ts";
import { Button, Group, Modal, Text } from "@mantine/core";
import { IconBan } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cancelShipment, shipmentQuery } from "../api/shipment.ts";

/**
 * Cancel of a validated shipment after confirmation (spec §4, §8): asks 'Do you really want to
 * cancel your shipment' first, then says 'Shipment Canceled' or 'Error, impossible to cancel the
 * shipment'.
 */
export function CancelShipment({
  shipmentId,
  onOutcome,
}: {
  shipmentId: string;
  onOutcome: (outcome: "cancelled" | "failed") => void;
}) {
  const { t } = useTranslation("shipment");
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelShipment(shipmentId),
    onSuccess: async () => {
      setAsking(false);
      onOutcome("cancelled");
      await queryClient.invalidateQueries({ queryKey: shipmentQuery(shipmentId).queryKey });
    },
    onError: () => {
      setAsking(false);
      onOutcome("failed");
      // The shipment may have moved on (picked up): show what it is now.
      void queryClient.invalidateQueries({ queryKey: shipmentQuery(shipmentId).queryKey });
    },
  });

  return (
    <>
      <Button
        color="red"
        variant="light"
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
