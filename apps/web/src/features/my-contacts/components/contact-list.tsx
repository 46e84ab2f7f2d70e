import { Button, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TContact, TContactSort } from "@ship/contracts";
import { CONTACT_LIMITS, CONTACT_PAGE_SIZES } from "@ship/domain";
import { IconSearch, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useContactSelection } from "../../../components/contacts/use-contact-selection.ts";
import { FormAlert } from "../../../components/form-alert.tsx";
import { ListFooter } from "../../../components/list-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useServerSort } from "../../../components/sort-header.tsx";
import { contactListQuery } from "../api/my-contacts-api.ts";
import { ContactTable } from "./contact-table.tsx";
import { DeleteContactsDialog } from "./delete-contacts-dialog.tsx";

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
  const { selected, toggle, remove } = useContactSelection();
  const [deleting, setDeleting] = useState<TContact[]>([]);
  const { sort, sortBy } = useServerSort<TContactSort>("lastname", () => setPage(1), "asc");
  const list = useQuery(
    contactListQuery(userId, { rows, page, sort: sort.column, order: sort.order, q }, lang),
  );
  const pages = list.data?.pages;
  // A deletion may empty the last page: show the one before.
  useEffect(() => {
    if (pages !== undefined && page > Math.max(pages, 1)) setPage(Math.max(pages, 1));
  }, [page, pages]);
  const shown = list.data?.rows ?? [];
  return (
    <Stack gap="sm">
      <ContactListToolbar
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        rows={rows}
        onRows={(size) => {
          setRows(size);
          setPage(1);
        }}
        selectedCount={selected.size}
        onDeleteSelected={() => setDeleting([...selected.values()])}
      />
      <FormAlert message={list.isError ? t("list.failed") : null} />
      {!list.data ? (
        list.isError ? null : (
          <PageLoader />
        )
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t("list.empty")}</Text>
      ) : (
        <ContactTable
          rows={shown}
          sort={sort}
          sortBy={sortBy}
          selected={selected}
          toggle={toggle}
          onEdit={onEdit}
          onDelete={(contact) => setDeleting([contact])}
        />
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
          if (deleted) remove(deleting);
          setDeleting([]);
        }}
      />
    </Stack>
  );
}

/** Above the list: the search, the delete of the ticked contacts, the page size (spec §9). */
function ContactListToolbar(props: {
  search: string;
  onSearch: (text: string) => void;
  rows: TPageSize;
  onRows: (size: TPageSize) => void;
  selectedCount: number;
  onDeleteSelected: () => void;
}) {
  const { t } = useTranslation("contacts");
  return (
    <Group align="flex-end" justify="space-between">
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        label={t("list.search")}
        placeholder={t("list.searchPlaceholder")}
        maxLength={CONTACT_LIMITS.searchMax}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        w={{ base: "100%", sm: 360 }}
        data-testid="contacts-search"
      />
      <Group align="flex-end">
        {props.selectedCount > 0 && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={props.onDeleteSelected}
            data-testid="delete-selected"
          >
            {t("list.deleteSelected", { count: props.selectedCount })}
          </Button>
        )}
        <NativeSelect
          label={t("list.rows")}
          value={String(props.rows)}
          data={CONTACT_PAGE_SIZES.map(String)}
          onChange={(event) => props.onRows(Number(event.currentTarget.value) as TPageSize)}
          data-testid="contacts-rows"
        />
      </Group>
    </Group>
  );
}
