import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The failed single sign-on modal of spec §2: it shows the server's error text. */
export function FailedSsoModal({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation(["accounts", "common"]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("sso.failedTitle")}
      centered
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
      attributes={{ content: { "data-testid": "failed-sso-modal" } }}
    >
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t("common:actions.close")}</Button>
      </Group>
    </Modal>
  );
}
