import { Button, Stack, Table, Text, Title } from "@mantine/core";
import type { TOrderRow } from "@ship/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
import { ordersQuery, useCancelOrder } from "../api/console-api.ts";
import { CarrierReviewsPanel } from "./carrier-reviews-panel.tsx";
import { SearchBox } from "./search-box.tsx";
import { TableHead } from "./table-head.tsx";

function OrdersTable({
  rows,
  pendingId,
  onCancel,
}: {
  rows: TOrderRow[];
  pendingId: string | undefined;
  onCancel: (row: TOrderRow) => void;
}) {
  const { t, i18n } = useTranslation("console");
  const money = (row: TOrderRow) =>
    formatMoney(row.total, row.currency === "USD" ? "USD" : "EUR", i18n.language);
  return (
    <Table striped>
      <TableHead
        labels={[
          t("fields.order"),
          t("fields.email"),
          t("fields.carrier"),
          t("fields.status"),
          t("fields.total"),
          t("fields.payment"),
        ]}
        actionsLabel={t("fields.actions")}
      />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid={`order-${row.id}`}>
            <Table.Td>
              {row.id}
              <Text size="xs" c="dimmed">
                {row.tracking_numbers.join(", ")}
              </Text>
            </Table.Td>
            <Table.Td>{row.customer_email ?? t("orders.visitor")}</Table.Td>
            <Table.Td>{row.carrier_code}</Table.Td>
            <Table.Td>{t(`orderStatuses.${row.status}`, { defaultValue: row.status })}</Table.Td>
            <Table.Td>{money(row)}</Table.Td>
            <Table.Td>
              {row.payment_method
                ? t(`payments.${row.payment_method}`, { defaultValue: row.payment_method })
                : ""}
              {row.refunded ? ` – ${t("orders.refunded")}` : ""}
            </Table.Td>
            <Table.Td>
              {row.status === "Validated" && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={t("orders.cancelOne", { id: row.id })}
                  loading={pendingId === row.id}
                  onClick={() => onCancel(row)}
                >
                  {t("orders.cancel")}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Orders by order number, tracking number or customer e-mail; a Validated one can be cancelled and
 * refunded. Below, the orders under carrier review (decision 062).
 */
export function OrdersPage() {
  const { t } = useTranslation("console");
  const [q, setQ] = useState("");
  const found = useQuery(ordersQuery(q));
  const cancel = useCancelOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const rows = found.data?.rows ?? [];

  function cancelOrder(row: TOrderRow) {
    if (!window.confirm(t("orders.confirm", { id: row.id }))) return;
    setFailure(null);
    cancel.mutate(row.id, {
      onSuccess: () => showSuccessToast(t("orders.cancelled")),
      onError: (error) => setFailure(error instanceof ApiError ? error.message : t("failed")),
    });
  }

  return (
    <Stack>
      <Title order={1} data-testid="page-title">
        {t("orders.title")}
      </Title>
      <SearchBox label={t("orders.search")} onSearch={setQ} />
      <FormAlert message={failure} />
      {found.isSuccess && rows.length === 0 && <Text>{t("search.none")}</Text>}
      {rows.length > 0 && (
        <OrdersTable
          rows={rows}
          pendingId={cancel.isPending ? cancel.variables : undefined}
          onCancel={cancelOrder}
        />
      )}
      <CarrierReviewsPanel />
    </Stack>
  );
}
