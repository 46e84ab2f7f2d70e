import { Anchor, Badge, Modal, ScrollArea, Table, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatMoney } from "../../../lib/format.ts";
import type { TPreOrderRow, TShipmentLine } from "../pre-order-view.ts";

/** A shipment's state: recorded (its status), or still pending / refused by the pre-order service. */
function StateBadge({ shipment }: { shipment: TShipmentLine }) {
  const { t } = useTranslation("preOrders");
  if (shipment.state === "pending") {
    return (
      <Tooltip label={t("list.pendingHint")}>
        <Badge color="yellow" variant="light" data-testid="shipment-pending">
          {t("list.pending")}
        </Badge>
      </Tooltip>
    );
  }
  if (shipment.state === "refused") {
    return (
      <Tooltip label={t("list.refusedHint")}>
        <Badge color="red" variant="light" data-testid="shipment-refused">
          {t("list.refused")}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Badge variant="light" color={shipment.isDelivered ? "green" : "blue"} data-testid="shipment-status">
      {t(`shipStatus.${shipment.status}`)}
    </Badge>
  );
}

/** Spec §2 pre-order shipments list modal: a product's shipments, the pending ones marked. */
export function ShipmentsModal({ row, onClose }: { row: TPreOrderRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation("preOrders");
  const { lang } = useParams();
  const name = row ? row.product.name || row.product.sku || row.product.product_id : "";
  return (
    <Modal opened={row !== null} onClose={onClose} title={t("shipmentsOf", { name })} size="xl">
      {row && row.shipments.length === 0 && <Text c="dimmed">{t("list.empty")}</Text>}
      {row && row.shipments.length > 0 && (
        <ScrollArea>
          <Table miw={640} data-testid="pre-order-shipments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("list.carrier")}</Table.Th>
                <Table.Th>{t("list.service")}</Table.Th>
                <Table.Th>{t("list.quantity")}</Table.Th>
                <Table.Th>{t("list.price")}</Table.Th>
                <Table.Th>{t("list.status")}</Table.Th>
                <Table.Th>{t("list.tracking")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row.shipments.map((shipment) => (
                <Table.Tr key={shipment.shipment_id} data-testid="pre-order-shipment">
                  <Table.Td>{shipment.carrier_name}</Table.Td>
                  <Table.Td>{shipment.service_name}</Table.Td>
                  <Table.Td>{shipment.quantity}</Table.Td>
                  <Table.Td>{formatMoney(shipment.price_ti, shipment.currency, i18n.language)}</Table.Td>
                  <Table.Td>
                    <StateBadge shipment={shipment} />
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/${lang}/shipment-tracking/${shipment.shipment_id}`}>
                      {t("list.tracking")}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Modal>
  );
}
