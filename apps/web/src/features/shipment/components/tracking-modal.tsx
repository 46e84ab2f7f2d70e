import "./styles.ts";
import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TrackingEvents } from "./tracking-events.tsx";

/** Spec §2 modals: tracking events of a shipment. */
export function TrackingModal({
  shipmentId,
  opened,
  onClose,
}: {
  shipmentId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("shipment");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("tracking.title")}
      size="lg"
      data-testid="tracking-modal"
    >
      {opened && <TrackingEvents shipmentId={shipmentId} />}
    </Modal>
  );
}
