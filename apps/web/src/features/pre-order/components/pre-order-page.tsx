import { Alert, Button, Container, Group, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ListFooter } from "../../../components/list-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useServerSort } from "../../../components/sort-header.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { THomeState } from "../../../lib/quote-flow.ts";
import { pendingShipmentsQuery, preorderListQuery } from "../api/pre-orders.ts";
import {
  DEFAULT_STATUS_FILTER,
  rowsOf,
  STATUS_FILTERS,
  STATUS_LABEL_KEYS,
  type TPreOrderRow,
  type TStatusFilter,
} from "../pre-order-view.ts";
import { PreOrderTable, rowKey, type TPreOrderSort } from "./pre-order-table.tsx";
import { ShipModal } from "./ship-modal.tsx";
import { ShipmentsModal } from "./shipments-modal.tsx";
import "./styles.ts";

const PAGE_ROWS = 25;

/**
 * #/{lang}/pre-order (spec §2 pre-order list): the status filter (Open first), the sortable table
 * with an action per product, the new shipment modal and the shipments list modal. A failed
 * rating comes back here with its errors (spec §4).
 */
export function PreOrderPage() {
  const { t } = useTranslation("preOrders");
  const location = useLocation();
  const failure = (location.state as THomeState | null)?.failure;
  const today = useMemo(() => dayjs().format("YYYY-MM-DD"), []);
  const [status, setStatus] = useState<TStatusFilter>(DEFAULT_STATUS_FILTER);
  const [page, setPage] = useState(1);
  const { sort, sortBy } = useServerSort<TPreOrderSort>("created_at", () => setPage(1));
  const [selected, setSelected] = useState<ReadonlyMap<string, TPreOrderRow>>(new Map());
  const [shipping, setShipping] = useState<TPreOrderRow[] | null>(null);
  const [listing, setListing] = useState<TPreOrderRow | null>(null);
  const list = useQuery(
    preorderListQuery({
      ...(status === "all" ? {} : { status }),
      page,
      rows: PAGE_ROWS,
      sort: sort.column,
      order: sort.order,
    }),
  );
  const pending = useQuery(pendingShipmentsQuery);
  const rows = useMemo(
    () => rowsOf(list.data?.data ?? [], pending.data ?? [], today),
    [list.data, pending.data, today],
  );

  const toggle = (row: TPreOrderRow, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(rowKey(row), row);
      else next.delete(rowKey(row));
      return next;
    });
  const options = STATUS_FILTERS.map((value) => ({
    value,
    label: value === "all" ? t("filter.all") : t(STATUS_LABEL_KEYS[value]),
  }));

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <PageTitle>{t("title")}</PageTitle>
        <Text c="dimmed" size="sm">
          {t("intro")}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="rating-failure">
            {[t("ratingFailed"), ...failure.errors.map((error) => error.message)].join(" ")}
          </Alert>
        )}
        <Group justify="space-between" align="flex-end">
          <Select
            label={t("filter.label")}
            data={options}
            value={status}
            allowDeselect={false}
            onChange={(value) => {
              setStatus((value as TStatusFilter | null) ?? DEFAULT_STATUS_FILTER);
              setPage(1);
              setSelected(new Map());
            }}
            data-testid="status-filter"
            w={220}
          />
          <Button
            disabled={selected.size === 0}
            onClick={() => setShipping([...selected.values()])}
            data-testid="ship-selected"
          >
            {t("shipSelected", { count: selected.size })}
          </Button>
        </Group>
        {list.isPending && <PageLoader />}
        {list.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="pre-orders-error">
            {list.error instanceof ApiError && list.error.status === 503 ? t("unavailable") : t("failed")}
          </Alert>
        )}
        {list.data && rows.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" data-testid="pre-orders-empty">
            {t("empty")}
          </Text>
        )}
        {rows.length > 0 && (
          <PreOrderTable
            rows={rows}
            sort={sort}
            sortBy={sortBy}
            selected={new Set(selected.keys())}
            toggle={toggle}
            onShip={(row) => setShipping([row])}
            onShipments={setListing}
          />
        )}
        {list.data && (
          <ListFooter
            pages={Math.ceil(list.data.total / PAGE_ROWS)}
            page={page}
            onPage={setPage}
            totalText={t("total", { count: list.data.total })}
            testId="pre-orders-total"
          />
        )}
      </Stack>
      <ShipModal rows={shipping} onClose={() => setShipping(null)} />
      <ShipmentsModal row={listing} onClose={() => setListing(null)} />
    </Container>
  );
}
