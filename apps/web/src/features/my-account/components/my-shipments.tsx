import { Anchor, Badge, Group, Pagination, ScrollArea, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { HISTORY_SEARCH_MAX, type TShipmentRow, USER_SHIPMENT_SORTS } from "@ship/contracts";
import { isProfessionalParent } from "@ship/domain";
import { IconSearch } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { CancelShipmentButton } from "../../../components/cancel-shipment-button.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { RefundLines } from "../../../components/refund-lines.tsx";
import { SortHeader, useServerSort } from "../../../components/sort-header.tsx";
import { useSession } from "../../../lib/session.ts";
import { showErrorToast, showSuccessToast } from "../../../lib/toast.ts";
import { userShipmentsQuery } from "../api/history.ts";
import { ListExportLinks } from "./export-links.tsx";

type TSort = (typeof USER_SHIPMENT_SORTS)[number];
const SORTABLE = new Set<string>(USER_SHIPMENT_SORTS);

/** Spec §2 My shipments: 10 a page, sorted and searched by the API, Tracking and Cancel for status 2. */
export function MyShipments({ userId }: { userId?: number | undefined }) {
  const { t } = useTranslation("myAccount");
  const { lang = "fr" } = useParams();
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const { sort, sortBy } = useServerSort<TSort>("date", () => setPage(1));
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const body = {
    page,
    sort: sort.column,
    order: sort.order,
    q,
    ...(userId === undefined ? {} : { user_id: userId }),
  };
  const list = useQuery(userShipmentsQuery(body, lang));
  const isParent = isProfessionalParent(user);

  const columns = ["date", "recipient", "carrier", "price", "status"];
  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        aria-label={t("shipments.search")}
        placeholder={t("shipments.search")}
        value={search}
        maxLength={HISTORY_SEARCH_MAX}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        data-testid="shipments-search"
        w={{ base: "100%", sm: 420 }}
      />
      {Boolean(list.data?.total) && (
        <ListExportLinks
          list="shipments"
          query={{ q, sort: sort.column, order: sort.order }}
          userId={userId}
        />
      )}
      {!list.data ? (
        <PageLoader />
      ) : list.data.rows.length === 0 ? (
        <Text c="dimmed">{t(q ? "shipments.none_found" : "shipments.empty")}</Text>
      ) : (
        <>
          <ScrollArea>
            <Table striped highlightOnHover data-testid="shipments-table">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column}>
                      {SORTABLE.has(column) ? (
                        <SortHeader
                          label={t(`shipments.columns.${column}`)}
                          active={sort.column === column ? sort.order : undefined}
                          onClick={() => sortBy(column as TSort)}
                        />
                      ) : (
                        t(`shipments.columns.${column}`)
                      )}
                    </Table.Th>
                  ))}
                  {isParent && <Table.Th>{t("shipments.columns.sub_account")}</Table.Th>}
                  <Table.Th>{t("shipments.columns.documents")}</Table.Th>
                  <Table.Th>{t("shipments.columns.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.rows.map((row) => (
                  <ShipmentRow key={row.id} row={row} showSubAccount={isParent} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {list.data.pages > 1 && (
            <Group justify="center">
              <Pagination total={list.data.pages} value={page} onChange={setPage} siblings={2} />
            </Group>
          )}
          <Text size="sm" c="dimmed" data-testid="shipments-total">
            {t("shipments.total", { count: list.data.total })}
          </Text>
        </>
      )}
    </Stack>
  );
}

function ShipmentRow({ row, showSubAccount }: { row: TShipmentRow; showSubAccount: boolean }) {
  const { t } = useTranslation("myAccount");
  const { lang } = useParams();
  const queryClient = useQueryClient();
  const document = (url: string | null, label: string) =>
    url && (
      // The API's own link (under /api/v4, the owner's session only).
      <Anchor href={url} target="_blank" size="sm">
        {label}
      </Anchor>
    );
  return (
    <Table.Tr data-testid={`shipment-row-${row.id}`}>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        {row.shipment_date_formatted}
        <Text size="xs" c="dimmed">
          {row.code}
        </Text>
      </Table.Td>
      <Table.Td>
        {row.address2_company_or_name}
        <Text size="xs" c="dimmed">
          {t("shipments.from", { sender: row.address1_company_or_name })}
        </Text>
      </Table.Td>
      <Table.Td>
        {row.carrier_name} · {row.service_name}
        <Text size="xs" c="dimmed" data-testid="tracking-number">
          {row.tracking_number}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        {row.price_ti_formatted}
        <Text size="xs" c="dimmed">
          {row.payment_method_label}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          color={row.status === 2 ? "green" : "gray"}
          style={{ minWidth: "max-content" }}
        >
          {row.status_label}
        </Badge>
      </Table.Td>
      {showSubAccount && <Table.Td>{row.sub_account?.name ?? ""}</Table.Td>}
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {document(row.waybill_url, t("shipments.label"))}
          {document(row.proforma_url, t("shipments.proforma"))}
          {document(row.invoice_url, t("shipments.invoice"))}
          {document(row.credit_note_url, t("shipments.credit_note"))}
        </Group>
      </Table.Td>
      <Table.Td>
        {row.status === 2 && (
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={`/${lang}/shipment-tracking/${row.id}`} size="sm">
              {t("shipments.tracking")}
            </Anchor>
            {row.cancellable && (
              <CancelShipmentButton
                size="xs"
                shipmentId={row.id}
                onOutcome={(outcome, refund) => {
                  if (outcome === "cancelled") {
                    showSuccessToast(
                      <>
                        {t("shipments.cancelled")}
                        {refund && <RefundLines refund={refund} />}
                      </>,
                      // Long enough to read where the money goes.
                      12_000,
                    );
                  } else if (outcome === "payment_open")
                    showErrorToast(t("cancel.payment_open", { ns: "shipment" }));
                  else showErrorToast(t("shipments.cancel_failed"));
                  void queryClient.invalidateQueries({ queryKey: ["user-shipments"] });
                }}
              />
            )}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
