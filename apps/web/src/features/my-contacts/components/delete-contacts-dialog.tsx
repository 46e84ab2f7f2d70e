import { Button, Group, Modal, Text } from "@mantine/core";
import type { TContact } from "@ship/contracts";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { showSuccessToast } from "../../../lib/toast.ts";
import { useDeleteContacts } from "../api/my-contacts-api.ts";

/**
 * Spec §8 'Delete contact asks confirmation first': names the contact (or counts them), deletes
 * only on Delete, then says so in a toast. `contacts` empty: closed.
 */
export function DeleteContactsDialog({
  contacts,
  onClose,
}: {
  contacts: TContact[];
  onClose: (deleted: boolean) => void;
}) {
  const { t } = useTranslation("contacts");
  const remove = useDeleteContacts();
  const [only] = contacts;
  const close = (deleted: boolean) => {
    remove.reset();
    onClose(deleted);
  };
  const confirm = () =>
    remove.mutate(
      contacts.map((contact) => contact.id),
      {
        onSuccess: (count) => {
          showSuccessToast(t("toasts.deleted", { count }));
          close(true);
        },
      },
    );
  return (
    <Modal
      opened={contacts.length > 0}
      onClose={() => close(false)}
      title={t("confirm.title")}
      data-testid="delete-dialog"
    >
      <Text mb="lg">
        {contacts.length === 1 && only
          ? t("confirm.one", { name: only.company_or_name })
          : t("confirm.several", { count: contacts.length })}
      </Text>
      <FormAlert message={remove.isError ? t("confirm.failed") : null} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => close(false)} disabled={remove.isPending}>
          {t("confirm.no")}
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending} data-testid="delete-confirm">
          {t("confirm.yes")}
        </Button>
      </Group>
    </Modal>
  );
}
