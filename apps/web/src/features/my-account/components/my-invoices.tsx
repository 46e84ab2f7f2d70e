import { Anchor, Badge, Button, Group, ScrollArea, Stack, Table, Text } from "@mantine/core";
import type { INVOICE_SORTS, TInvoiceRow, TInvoicesBody } from "@ship/contracts";
import { isProfessionalParent } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ListFooter } from "../../../components/list-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SortableTh, useServerSort } from "../../../components/sort-header.tsx";
import { useSession } from "../../../lib/session.ts";
import { invoicesQuery } from "../api/history.ts";
import { ListExportLinks } from "./export-links.tsx";
import { InvoiceFilters } from "./invoice-filters.tsx";

type TSort = (typeof INVOICE_SORTS)[number];
const STATUS_BODY: Record<string, Pick<TInvoicesBody, "unpaid" | "deleted">> = {
  unpaid: { unpaid: 1, deleted: 0 },
  all: { unpaid: 0, deleted: 0 },
  cancelled: { unpaid: 0, deleted: 1 },
};

/** Spec §2 My invoices (onglet 1): every filter of POST /invoices, 10 a page, sorted by the API. */
export function MyInvoices({ userId }: { userId?: number | undefined }) {
  const { t } = useTranslation("myAccount");
  const { lang = "fr" } = useParams();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState("all");
  const [filters, setFilters] = useState<TInvoicesBody>({});
  const { sort, sortBy } = useServerSort<TSort>("date", () => setPage(1));
  const body = {
    ...filters,
    ...STATUS_BODY[status],
    page,
    sort: sort.column,
    order: sort.order,
    ...(userId === undefined ? {} : { user_id: userId }),
  };
  const list = useQuery(invoicesQuery(body, lang));
  const isParent = isProfessionalParent(user);
  const header = (column: TSort) => (
    <SortableTh column={column} label={t(`invoices.columns.${column}`)} sort={sort} sortBy={sortBy} />
  );
  return (
    <Stack gap="sm">
      <InvoiceFilters
        onSearch={(next) => {
          setFilters(next);
          setPage(1);
        }}
        error={list.error}
        status={{
          value: status,
          onChange: (value) => {
            setStatus(value);
            setPage(1);
          },
        }}
      />
      <ListExportLinks list="invoices" userId={userId} />
      {list.data && list.data.unpaid_total.length > 0 && user?.pro === 1 && (
        <Group>
          <Button component={Link} to={`/${lang}/pay-invoices`} variant="light" data-testid="go-pay-invoices">
            {t("invoices.pay_link")}
          </Button>
        </Group>
      )}
      {!list.data ? (
        list.isError ? null : (
          <PageLoader />
        )
      ) : list.data.rows.length === 0 ? (
        <Text c="dimmed">{t("invoices.empty")}</Text>
      ) : (
        <>
          <ScrollArea>
            <Table striped highlightOnHover data-testid="invoices-table">
              <Table.Thead>
                <Table.Tr>
                  {header("number")}
                  {header("date")}
                  {header("due_date")}
                  {header("amount")}
                  {header("payment_date")}
                  <Table.Th>{t("invoices.columns.method")}</Table.Th>
                  {isParent && <Table.Th>{t("shipments.columns.sub_account")}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.rows.map((row) => (
                  <InvoiceRow key={row.id} row={row} showSubAccount={isParent} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <ListFooter
            pages={list.data.pages}
            page={page}
            onPage={setPage}
            totalText={t("invoices.total", { count: list.data.total })}
            testId="invoices-total"
          />
        </>
      )}
    </Stack>
  );
}

/** The number (a link to the PDF), the dates, the amount and whether it is paid. */
export function InvoiceCells({ row }: { row: TInvoiceRow }) {
  const { t } = useTranslation("myAccount");
  return (
    <>
      <Table.Td>
        <Anchor href={row.invoice_url} target="_blank" size="sm">
          {row.id}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{row.created_formatted}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{row.due_formatted}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{row.price_ti_formatted}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        {row.paid ? (
          row.payment_date_formatted
        ) : (
          <Badge variant="light" color="orange">
            {t("invoices.unpaid")}
          </Badge>
        )}
      </Table.Td>
    </>
  );
}

function InvoiceRow({ row, showSubAccount }: { row: TInvoiceRow; showSubAccount: boolean }) {
  const { t } = useTranslation("myAccount");
  return (
    <Table.Tr data-testid={`invoice-row-${row.id}`}>
      <InvoiceCells row={row} />
      <Table.Td>
        {row.payment_method_label}
        {row.credit_note_url && (
          <Anchor href={row.credit_note_url} target="_blank" size="xs" display="block">
            {t("shipments.credit_note")} {row.credit_note_id}
          </Anchor>
        )}
      </Table.Td>
      {showSubAccount && <Table.Td>{row.sub_account?.name ?? ""}</Table.Td>}
    </Table.Tr>
  );
}
