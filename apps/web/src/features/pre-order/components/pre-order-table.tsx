import { Badge, Button, Checkbox, Group, ScrollArea, Stack, Table, Text } from "@mantine/core";
import type { TPreorderListQuery } from "@ship/contracts";
import { IconList, IconTruckDelivery } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SortableTh, type TSortState } from "../../../components/sort-header.tsx";
import { formatIsoDate } from "../../../lib/format.ts";
import { placeOf, STATUS_LABEL_KEYS, type TPreOrderRow } from "../pre-order-view.ts";

export type TPreOrderSort = TPreorderListQuery["sort"];

/** The key of a row (a product of a merchant order). */
export const rowKey = (row: TPreOrderRow) => `${row.preorder.merchant_order_id}/${row.product.product_id}`;

const URGENCY_COLORS = { ship5: "red", ship15: "orange" } as const;

/** The product's status, its urgency mark (spec §9) and how many of its shipments are pending. */
function StatusCell({ row }: { row: TPreOrderRow }) {
  const { t } = useTranslation("preOrders");
  const pending = row.shipments.filter((shipment) => shipment.state === "pending").length;
  // One under the other, each as wide as its words: a narrow column must not cut "Sent" to "Se…".
  return (
    <Stack gap={4} align="flex-start" miw={150}>
      <Badge
        variant="light"
        color={row.product.status === "Open" ? "blue" : "gray"}
        data-testid="product-status"
      >
        {t(STATUS_LABEL_KEYS[row.product.status])}
      </Badge>
      {row.urgency && (
        <Badge color={URGENCY_COLORS[row.urgency]} data-testid="urgency" data-urgency={row.urgency}>
          {t(`urgency.${row.urgency}`)}
        </Badge>
      )}
      {pending > 0 && (
        <Badge variant="outline" color="yellow" data-testid="pending-count">
          {t("pendingCount", { count: pending })}
        </Badge>
      )}
    </Stack>
  );
}

/** Spec §2 pre-order list: one row per product, sortable columns, an action per product. */
export function PreOrderTable(props: {
  rows: TPreOrderRow[];
  sort: TSortState<TPreOrderSort>;
  sortBy: (column: TPreOrderSort) => void;
  selected: ReadonlySet<string>;
  toggle: (row: TPreOrderRow, on: boolean) => void;
  onShip: (row: TPreOrderRow) => void;
  onShipments: (row: TPreOrderRow) => void;
}) {
  const { t, i18n } = useTranslation("preOrders");
  const sortable = (column: TPreOrderSort) => (
    <SortableTh column={column} label={t(`columns.${column}`)} sort={props.sort} sortBy={props.sortBy} />
  );
  return (
    <ScrollArea>
      <Table striped highlightOnHover miw={960} data-testid="pre-order-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            {sortable("order_number")}
            <Table.Th>{t("columns.product")}</Table.Th>
            <Table.Th>{t("columns.quantity")}</Table.Th>
            <Table.Th>{t("columns.status")}</Table.Th>
            <Table.Th>{t("columns.ship_to")}</Table.Th>
            {sortable("expected_pickup_date")}
            {sortable("created_at")}
            <Table.Th>{t("columns.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => {
            const name = row.product.name || row.product.sku || row.product.product_id;
            const shippable = row.product.status === "Open" && row.unsent > 0;
            return (
              <Table.Tr key={rowKey(row)} data-testid="pre-order-row" data-product={row.product.product_id}>
                <Table.Td>
                  <Checkbox
                    aria-label={t("select", { name })}
                    disabled={!shippable}
                    checked={props.selected.has(rowKey(row))}
                    onChange={(event) => props.toggle(row, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{row.preorder.order_number || row.preorder.merchant_order_id}</Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{name}</Text>
                    {row.product.sku && (
                      <Text size="xs" c="dimmed">
                        {row.product.sku}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td data-testid="product-quantity">
                  {row.product.quantity_sent} / {row.product.quantity}
                </Table.Td>
                <Table.Td>
                  <StatusCell row={row} />
                </Table.Td>
                <Table.Td>{placeOf(row.product.address_to)}</Table.Td>
                <Table.Td>
                  {row.product.expected_pickup_date
                    ? formatIsoDate(row.product.expected_pickup_date, i18n.language)
                    : ""}
                </Table.Td>
                <Table.Td>{formatIsoDate(row.preorder.created_at.slice(0, 10), i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {shippable && (
                      <Button
                        size="xs"
                        leftSection={<IconTruckDelivery size={16} aria-hidden />}
                        aria-label={t("shipProduct", { name })}
                        onClick={() => props.onShip(row)}
                      >
                        {t("ship")}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconList size={16} aria-hidden />}
                      onClick={() => props.onShipments(row)}
                      data-testid="open-shipments"
                    >
                      {t("shipments", { count: row.shipments.length })}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
