import { Anchor, Group, ScrollArea, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { HISTORY_SEARCH_MAX, type PAYMENT_SORTS } from "@ship/contracts";
import { isProfessionalParent } from "@ship/domain";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ListFooter } from "../../../components/list-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SortableTh, useServerSort } from "../../../components/sort-header.tsx";
import { useSession } from "../../../lib/session.ts";
import { paymentsQuery } from "../api/history.ts";
import { ListExportLinks } from "./export-links.tsx";

type TSort = (typeof PAYMENT_SORTS)[number];

/** Spec §2 My payments (onglet 2): each payment with the invoices it settled, 10 a page. */
export function MyPayments({ highlight, userId }: { highlight?: string; userId?: number | undefined }) {
  const { t } = useTranslation("myAccount");
  const { lang = "fr" } = useParams();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const { sort, sortBy } = useServerSort<TSort>("date", () => setPage(1));
  const body = {
    page,
    q,
    sort: sort.column,
    order: sort.order,
    ...(userId === undefined ? {} : { user_id: userId }),
  };
  const list = useQuery(paymentsQuery(body, lang));
  const isParent = isProfessionalParent(user);
  const header = (column: TSort) => (
    <SortableTh column={column} label={t(`payments.columns.${column}`)} sort={sort} sortBy={sortBy} />
  );
  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        aria-label={t("payments.search")}
        placeholder={t("payments.search")}
        value={search}
        maxLength={HISTORY_SEARCH_MAX}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: "100%", sm: 420 }}
      />
      <ListExportLinks list="payments" userId={userId} />
      {!list.data ? (
        <PageLoader />
      ) : list.data.rows.length === 0 ? (
        <Text c="dimmed">{t(q ? "payments.none_found" : "payments.empty")}</Text>
      ) : (
        <>
          <ScrollArea>
            <Table striped highlightOnHover data-testid="payments-table">
              <Table.Thead>
                <Table.Tr>
                  {header("date")}
                  {header("amount")}
                  {header("method")}
                  <Table.Th>{t("payments.columns.invoices")}</Table.Th>
                  {isParent && <Table.Th>{t("shipments.columns.sub_account")}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.rows.map((row) => (
                  <Table.Tr
                    key={row.id}
                    data-testid={`payment-row-${row.id}`}
                    bg={row.id === highlight ? "var(--mantine-color-green-light)" : undefined}
                  >
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{row.date_formatted}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{row.amount_formatted}</Table.Td>
                    <Table.Td>{row.method_label}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {row.invoice_ids.map((number, index) => (
                          <Anchor key={number} href={row.invoice_urls[index]} target="_blank" size="sm">
                            {number}
                          </Anchor>
                        ))}
                      </Group>
                    </Table.Td>
                    {isParent && <Table.Td>{row.sub_account?.name ?? ""}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <ListFooter
            pages={list.data.pages}
            page={page}
            onPage={setPage}
            totalText={t("payments.total", { count: list.data.total })}
            testId="payments-total"
          />
        </>
      )}
    </Stack>
  );
}
