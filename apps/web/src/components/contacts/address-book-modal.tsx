import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Pagination,
  Radio,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import type { TContact } from "@ship/contracts";
import { CONTACT_LIMITS } from "@ship/domain";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import "./styles.ts";
import { PageLoader } from "../page-loader.tsx";
import { SortHeader } from "../sort-header.tsx";
import {
  ADDRESS_BOOK_COLUMNS,
  pageOf,
  searchContacts,
  sortContacts,
  type TAddressBookColumn,
  type TAddressBookSort,
} from "./address-book-view.ts";
import { ContactForm } from "./contact-form.tsx";
import { addressBookQuery } from "./contacts-api.ts";
import { useContactSelection } from "./use-contact-selection.ts";

type TAddressBookModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The contacts chosen, in the book's order; the modal closes itself afterwards. */
  onChoose: (contacts: TContact[]) => void;
  /** Spec §9: 10 rows a page, 15 in the order flow. */
  pageSize?: number;
  /** Several contacts (mass mailing) or one (the order's recipient). */
  multiple?: boolean;
  title?: string;
};

/**
 * Spec §2 address book modal: the caller's contacts (POST /address-book), searched, sorted by
 * column and paged in the browser, chosen one or several at a time; "add contact" opens the
 * contact form and selects the contact it adds.
 */
export function AddressBookModal({
  opened,
  onClose,
  onChoose,
  pageSize = 10,
  multiple = true,
  title,
}: TAddressBookModalProps) {
  const { t } = useTranslation("contacts");
  const [adding, setAdding] = useState(false);
  const { selected, toggle, clear } = useContactSelection(multiple);
  const close = () => {
    setAdding(false);
    clear();
    onClose();
  };
  const choose = () => {
    onChoose([...selected.values()]);
    close();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title ?? t("book.title")}
      size="xl"
      data-testid="address-book-modal"
    >
      {adding ? (
        <ContactForm
          onCancel={() => setAdding(false)}
          onSaved={(contact) => {
            toggle(contact, true);
            setAdding(false);
          }}
        />
      ) : (
        <Stack gap="sm">
          <AddressBookTable pageSize={pageSize} multiple={multiple} selected={selected} onSelect={toggle} />
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              {t("book.add")}
            </Button>
            <Button onClick={choose} disabled={selected.size === 0} data-testid="address-book-choose">
              {t("book.choose", { count: selected.size })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function AddressBookTable(props: {
  pageSize: number;
  multiple: boolean;
  selected: ReadonlyMap<number, TContact>;
  onSelect: (contact: TContact, on: boolean) => void;
}) {
  const { t } = useTranslation("contacts");
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<TAddressBookSort>({ column: "company_or_name", order: "asc" });
  const [page, setPage] = useState(1);
  const full = useQuery(addressBookQuery(""));
  // A book bigger than the API's cap is narrowed on the server too, so every contact can be found.
  const term = search.trim();
  const narrowed = useQuery({
    ...addressBookQuery(term),
    enabled: full.data?.truncated === true && term.length >= CONTACT_LIMITS.searchMin,
  });
  const source = narrowed.data ?? full.data;
  const rows = useMemo(
    () => sortContacts(searchContacts(source?.rows ?? [], search), sort),
    [source, search, sort],
  );
  if (full.isError) return <Alert color="red">{t("book.failed")}</Alert>;
  if (!source) return <PageLoader />;
  const shown = pageOf(rows, page, props.pageSize);
  const sortBy = (column: TAddressBookColumn) => {
    setSort((current) => ({
      column,
      order: current.column === column && current.order === "asc" ? "desc" : "asc",
    }));
    setPage(1);
  };
  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t("list.searchPlaceholder")}
        aria-label={t("list.search")}
        maxLength={CONTACT_LIMITS.searchMax}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        data-testid="address-book-search"
      />
      {source.truncated && (
        <Text size="sm" c="dimmed">
          {t("book.truncated", { shown: source.rows.length, total: source.total })}
        </Text>
      )}
      <AddressBookRows
        rows={shown.rows}
        sort={sort}
        sortBy={sortBy}
        multiple={props.multiple}
        selected={props.selected}
        onSelect={props.onSelect}
      />
      {rows.length === 0 && <Text c="dimmed">{t("list.empty")}</Text>}
      {shown.pages > 1 && (
        <Group justify="center">
          <Pagination
            total={shown.pages}
            value={Math.min(page, shown.pages)}
            onChange={setPage}
            siblings={2}
          />
        </Group>
      )}
    </Stack>
  );
}

/** One page of the book: a tick (or a radio) per contact, the columns sorted by a click. */
function AddressBookRows(props: {
  rows: TContact[];
  sort: TAddressBookSort;
  sortBy: (column: TAddressBookColumn) => void;
  multiple: boolean;
  selected: ReadonlyMap<number, TContact>;
  onSelect: (contact: TContact, on: boolean) => void;
}) {
  const { t } = useTranslation("contacts");
  const Choice = props.multiple ? Checkbox : Radio;
  return (
    <ScrollArea>
      <Table striped highlightOnHover miw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            {ADDRESS_BOOK_COLUMNS.map((column) => (
              <Table.Th key={column}>
                <SortHeader
                  label={t(`columns.${column}`)}
                  active={props.sort.column === column ? props.sort.order : undefined}
                  onClick={() => props.sortBy(column)}
                />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((contact) => (
            <Table.Tr key={contact.id} data-testid="address-book-row">
              <Table.Td>
                <Choice
                  checked={props.selected.has(contact.id)}
                  onChange={(event) => props.onSelect(contact, event.currentTarget.checked)}
                  aria-label={t("book.select", { name: contact.company_or_name })}
                />
              </Table.Td>
              {ADDRESS_BOOK_COLUMNS.map((column) => (
                <Table.Td key={column}>{contact[column]}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
