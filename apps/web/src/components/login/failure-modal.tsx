import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The modals of spec §2 that tell why a sign-in failed: a title, the reason, a Close button. */
export function FailureModal(props: {
  title: string;
  message: string;
  testId: string;
  /** Above the modal it opens from, where there is one. */
  zIndex?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("common");
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      centered
      zIndex={props.zIndex}
      closeButtonProps={{ "aria-label": t("actions.close") }}
      attributes={{ content: { "data-testid": props.testId } }}
    >
      <Text role="alert">{props.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={props.onClose}>{t("actions.close")}</Button>
      </Group>
    </Modal>
  );
}
