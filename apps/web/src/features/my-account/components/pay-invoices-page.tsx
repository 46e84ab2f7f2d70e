import "./styles.ts";
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import type { INVOICE_SORTS, TInvoiceRow, TInvoicesBody } from "@ship/contracts";
import { DEFAULT_LANG } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { ListFooter } from "../../../components/list-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { SortableTh, useServerSort } from "../../../components/sort-header.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { useSession } from "../../../lib/session.ts";
import { invoicesQuery } from "../api/history.ts";
import { InvoiceFilters } from "./invoice-filters.tsx";
import { InvoiceCells } from "./my-invoices.tsx";
import { type TChosenInvoices, totalsOf } from "./pay-invoices-selection.ts";

type TSort = (typeof INVOICE_SORTS)[number];
type TChosen = TChosenInvoices["invoices"][number];

const chosenOf = (row: TInvoiceRow): TChosen => ({
  id: row.id,
  currency: row.currency,
  price_ti: row.price_ti,
  price_ti_formatted: row.price_ti_formatted,
  created_formatted: row.created_formatted,
  due_formatted: row.due_formatted,
});

/**
 * #/{lang}/pay-invoices (spec §2 pay invoices; professional accounts): the unpaid invoices, searched
 * by creation date, due date and amount ranges, sorted by the API, 10 a page, with a checkbox each
 * and one to select the whole page. The selection and its running total are kept across pages;
 * Pay selected goes to the payment page with the chosen invoices.
 */
export function PayInvoicesPage() {
  const { t } = useTranslation("myAccount");
  const { lang = DEFAULT_LANG } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<TInvoicesBody>({});
  const [selected, setSelected] = useState<ReadonlyMap<string, TChosen>>(new Map());
  const { sort, sortBy } = useServerSort<TSort>("due_date", () => setPage(1));
  const body = {
    ...filters,
    unpaid: 1 as const,
    deleted: 0 as const,
    page,
    sort: sort.column,
    order: sort.order,
  };
  const list = useQuery({ ...invoicesQuery(body, lang), enabled: user?.pro === 1 });
  if (user && user.pro !== 1) return <Navigate to={`/${lang}/my-account?onglet=1`} replace />;

  const rows = list.data?.rows ?? [];
  const toggle = (rowsToToggle: readonly TInvoiceRow[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rowsToToggle) {
        if (on) next.set(row.id, chosenOf(row));
        else next.delete(row.id);
      }
      return next;
    });
  const pageSelected = rows.filter((row) => selected.has(row.id)).length;
  const totals = totalsOf([...selected.values()]);
  const oneCurrency = totals.length === 1;
  const header = (column: TSort) => (
    <SortableTh column={column} label={t(`invoices.columns.${column}`)} sort={sort} sortBy={sortBy} />
  );
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <PageTitle>{t("payInvoices.title")}</PageTitle>
        <InvoiceFilters
          onSearch={(next) => {
            setFilters(next);
            setPage(1);
          }}
          error={list.error}
        />
        {!list.data ? (
          list.isError ? null : (
            <PageLoader />
          )
        ) : rows.length === 0 ? (
          <Text c="dimmed" data-testid="pay-invoices-empty">
            {t("payInvoices.empty")}
          </Text>
        ) : (
          <>
            <ScrollArea>
              <Table striped highlightOnHover data-testid="pay-invoices-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Checkbox
                        aria-label={t("payInvoices.selectPage")}
                        checked={pageSelected === rows.length}
                        indeterminate={pageSelected > 0 && pageSelected < rows.length}
                        onChange={(event) => toggle(rows, event.currentTarget.checked)}
                        data-testid="select-page"
                      />
                    </Table.Th>
                    {header("number")}
                    {header("date")}
                    {header("due_date")}
                    {header("amount")}
                    {header("payment_date")}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-testid={`pay-invoice-row-${row.id}`}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t("payInvoices.select", { number: row.id })}
                          checked={selected.has(row.id)}
                          onChange={(event) => toggle([row], event.currentTarget.checked)}
                          data-testid={`select-invoice-${row.id}`}
                        />
                      </Table.Td>
                      <InvoiceCells row={row} />
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <ListFooter
              pages={list.data.pages}
              page={page}
              onPage={setPage}
              totalText={t("invoices.total", { count: list.data.total })}
              testId="pay-invoices-count"
            />
          </>
        )}
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={700} data-testid="pay-invoices-total">
                {t("payInvoices.total", {
                  count: selected.size,
                  total:
                    totals.length === 0
                      ? formatMoney(0, "EUR", lang)
                      : totals.map((total) => formatMoney(total.cents, total.currency, lang)).join(" + "),
                })}
              </Text>
              {totals.length > 1 && (
                <Alert color="orange" variant="light" p="xs">
                  {t("payInvoices.oneCurrency")}
                </Alert>
              )}
            </Stack>
            <Group gap="xs">
              <Button variant="default" disabled={selected.size === 0} onClick={() => setSelected(new Map())}>
                {t("payInvoices.clear")}
              </Button>
              <Button
                disabled={!oneCurrency}
                onClick={() =>
                  navigate(`/${lang}/pay-invoices-payment`, {
                    state: { invoices: [...selected.values()] } satisfies TChosenInvoices,
                  })
                }
                data-testid="pay-selected"
              >
                {t("payInvoices.paySelected")}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
