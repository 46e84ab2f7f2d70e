import { ActionIcon, Button, Group, Paper, ScrollArea, Stack, Table, Text } from "@mantine/core";
import type { TContact } from "@ship/contracts";
import { IconAddressBook, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * The recipients chosen from the address book, in the order they are numbered: the row each error
 * names (spec §5). Choosing again adds the new ones; a row can be taken out.
 */
export function RecipientsSection(props: {
  recipients: readonly TContact[];
  error: string | null;
  onOpenBook: () => void;
  onRemove: (contact: TContact) => void;
}) {
  const { t } = useTranslation("massMailing");
  return (
    <Paper withBorder radius="md" p="md" data-testid="mass-recipients">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{t("recipients.title", { count: props.recipients.length })}</Text>
          <Button
            leftSection={<IconAddressBook size={16} aria-hidden />}
            onClick={props.onOpenBook}
            data-testid="mass-open-book"
          >
            {t("recipients.choose")}
          </Button>
        </Group>
        {props.recipients.length === 0 ? (
          <Text size="sm" c={props.error ? "red.8" : "dimmed"} data-testid="mass-recipients-empty">
            {props.error ?? t("recipients.none")}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>{t("recipients.row")}</Table.Th>
                  <Table.Th>{t("recipients.name")}</Table.Th>
                  <Table.Th>{t("recipients.place")}</Table.Th>
                  <Table.Th w={60} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {props.recipients.map((contact, index) => (
                  <Table.Tr key={contact.id} data-testid="mass-recipient-row">
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>{contact.company_or_name}</Table.Td>
                    <Table.Td>
                      {contact.postcode} {contact.city} ({contact.country_code})
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => props.onRemove(contact)}
                        aria-label={t("recipients.remove", { name: contact.company_or_name })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
