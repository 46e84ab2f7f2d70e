import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TContact, TContactSort } from "@ship/contracts";
import { CONTACT_LIMITS, CONTACT_PAGE_SIZES } from "@ship/domain";
import { IconPencil, IconSearch, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { FormAlert } from "../../../components/form-alert.tsx";
import { ListFooter } from "../../../components/list-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SortableTh, useServerSort } from "../../../components/sort-header.tsx";
import { contactListQuery } from "../api/my-contacts-api.ts";
import { DeleteContactsDialog } from "./delete-contacts-dialog.tsx";

const COLUMNS: readonly TContactSort[] = ["lastname", "company", "postcode", "city", "email"];
type TPageSize = (typeof CONTACT_PAGE_SIZES)[number];

/** The search as the API takes it: from 2 characters (spec §5, §9), else the whole list. */
const searchTerm = (text: string) => {
  const term = text.trim();
  return term.length >= CONTACT_LIMITS.searchMin ? term : "";
};

/** Spec §2 All contacts: the caller's contacts, searched, sorted and paged by the API, with edit and delete. */
export function ContactList({ userId, onEdit }: { userId: number; onEdit: (contact: TContact) => void }) {
  const { t } = useTranslation("contacts");
  const { lang = "fr" } = useParams();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<TPageSize>(10);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(searchTerm(search), 300);
  const [selected, setSelected] = useState<Map<number, TContact>>(new Map());
  const [deleting, setDeleting] = useState<TContact[]>([]);
  const { sort, sortBy } = useServerSort<TContactSort>("lastname", () => setPage(1), "asc");
  const list = useQuery(
    contactListQuery(userId, { rows, page, sort: sort.column, order: sort.order, q }, lang),
  );
  const toggle = (contact: TContact, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(contact.id, contact);
      else next.delete(contact.id);
      return next;
    });
  const shown = list.data?.rows ?? [];
  const allShownSelected = shown.length > 0 && shown.every((contact) => selected.has(contact.id));
  return (
    <Stack gap="sm">
      <Group align="flex-end" justify="space-between">
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          label={t("list.search")}
          placeholder={t("list.searchPlaceholder")}
          maxLength={CONTACT_LIMITS.searchMax}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: "100%", sm: 360 }}
          data-testid="contacts-search"
        />
        <Group align="flex-end">
          {selected.size > 0 && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting([...selected.values()])}
              data-testid="delete-selected"
            >
              {t("list.deleteSelected", { count: selected.size })}
            </Button>
          )}
          <NativeSelect
            label={t("list.rows")}
            value={String(rows)}
            data={CONTACT_PAGE_SIZES.map(String)}
            onChange={(event) => {
              setRows(Number(event.currentTarget.value) as TPageSize);
              setPage(1);
            }}
            data-testid="contacts-rows"
          />
        </Group>
      </Group>
      <FormAlert message={list.isError ? t("list.failed") : null} />
      {!list.data ? (
        list.isError ? null : (
          <PageLoader />
        )
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t("list.empty")}</Text>
      ) : (
        <ScrollArea>
          <Table striped highlightOnHover miw={760} data-testid="contacts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t("list.selectPage")}
                    checked={allShownSelected}
                    onChange={(event) => {
                      for (const contact of shown) toggle(contact, event.currentTarget.checked);
                    }}
                  />
                </Table.Th>
                {COLUMNS.map((column) => (
                  <SortableTh
                    key={column}
                    column={column}
                    label={t(`columns.${column}`)}
                    sort={sort}
                    sortBy={sortBy}
                  />
                ))}
                <Table.Th>{t("columns.country_name")}</Table.Th>
                <Table.Th>{t("columns.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((contact) => (
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
                        onClick={() => onEdit(contact)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t("list.delete", { name: contact.company_or_name })}
                        onClick={() => setDeleting([contact])}
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
      )}
      {list.data && (
        <ListFooter
          pages={list.data.pages}
          page={page}
          onPage={setPage}
          totalText={t("list.total", { count: list.data.total })}
          testId="contacts-total"
        />
      )}
      <DeleteContactsDialog
        contacts={deleting}
        onClose={(deleted) => {
          if (deleted) {
            setSelected((current) => {
              const next = new Map(current);
              for (const contact of deleting) next.delete(contact.id);
              return next;
            });
          }
          setDeleting([]);
        }}
      />
    </Stack>
  );
}
