import { ActionIcon, Checkbox, Group, ScrollArea, Table } from "@mantine/core";
import type { TContact, TContactSort } from "@ship/contracts";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SortableTh, type TSortState } from "../../../components/sort-header.tsx";

const COLUMNS: readonly TContactSort[] = ["lastname", "company", "postcode", "city", "email"];

/** One page of All contacts: the sortable columns, a tick per row (and for the page), edit and delete. */
export function ContactTable(props: {
  rows: TContact[];
  sort: TSortState<TContactSort>;
  sortBy: (column: TContactSort) => void;
  selected: ReadonlyMap<number, TContact>;
  toggle: (contact: TContact, on: boolean) => void;
  onEdit: (contact: TContact) => void;
  onDelete: (contact: TContact) => void;
}) {
  const { t } = useTranslation("contacts");
  const { rows, selected, toggle } = props;
  return (
    <ScrollArea>
      <Table striped highlightOnHover miw={760} data-testid="contacts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t("list.selectPage")}
                checked={rows.every((contact) => selected.has(contact.id))}
                onChange={(event) => {
                  for (const contact of rows) toggle(contact, event.currentTarget.checked);
                }}
              />
            </Table.Th>
            {COLUMNS.map((column) => (
              <SortableTh
                key={column}
                column={column}
                label={t(`columns.${column}`)}
                sort={props.sort}
                sortBy={props.sortBy}
              />
            ))}
            <Table.Th>{t("columns.country_name")}</Table.Th>
            <Table.Th>{t("columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((contact) => (
            <Table.Tr key={contact.id} data-testid="contact-row">
              <Table.Td>
                <Checkbox
                  aria-label={t("list.select", { name: contact.company_or_name })}
                  checked={selected.has(contact.id)}
                  onChange={(event) => toggle(contact, event.currentTarget.checked)}
                />
              </Table.Td>
              {COLUMNS.map((column) => (
                <Table.Td key={column}>{contact[column as keyof TContact]}</Table.Td>
              ))}
              <Table.Td>{contact.country_name}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("list.edit", { name: contact.company_or_name })}
                    onClick={() => props.onEdit(contact)}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("list.delete", { name: contact.company_or_name })}
                    onClick={() => props.onDelete(contact)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
