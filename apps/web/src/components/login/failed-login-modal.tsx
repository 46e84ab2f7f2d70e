import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The failed-login modal of the spec (§2): title "Login error", the reason below. */
export function FailedLoginModal({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("session.failedLoginTitle")}
      centered
      zIndex={300}
      closeButtonProps={{ "aria-label": t("actions.close") }}
      attributes={{ content: { "data-testid": "failed-login-modal" } }}
    >
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t("actions.close")}</Button>
      </Group>
    </Modal>
  );
}
