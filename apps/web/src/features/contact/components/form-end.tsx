import { Alert, Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";

/** Spec §8: the red box ('Message not sent'), the green one ('Your message has been sent'), Send. */
export function FormEnd({
  failure,
  sent,
  pending,
}: {
  failure: string | null;
  sent: string | null;
  pending: boolean;
}) {
  const { t } = useTranslation("contact");
  return (
    <>
      <FormAlert message={failure} />
      {sent && (
        <Alert color="green" role="status" variant="light" data-testid="contact-sent">
          {sent}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={pending}>
          {t("send")}
        </Button>
      </Group>
    </>
  );
}
