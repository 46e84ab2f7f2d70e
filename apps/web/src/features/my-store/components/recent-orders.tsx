import { Badge, ScrollArea, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { recentOrdersQuery } from "../api/my-store-api.ts";

/** The last orders the stores sent: where a test order shows up at once. */
export function RecentOrders({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation("myStore");
  const recent = useQuery(recentOrdersQuery(userId));
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  return (
    <>
      <Title order={2} size="h3">
        {t("recent.title")}
      </Title>
      {recent.isError && <Text c="red">{recent.error.message}</Text>}
      {recent.data && recent.data.data.length === 0 && <Text c="dimmed">{t("recent.empty")}</Text>}
      {recent.data && recent.data.data.length > 0 && (
        <ScrollArea>
          <Table striped data-testid="recent-orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("recent.order")}</Table.Th>
                <Table.Th>{t("recent.store")}</Table.Th>
                <Table.Th>{t("recent.products")}</Table.Th>
                <Table.Th>{t("recent.received")}</Table.Th>
                <Table.Th>{t("recent.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recent.data.data.map((preorder) => (
                <Table.Tr key={preorder.merchant_order_id}>
                  <Table.Td>{preorder.order_number || preorder.merchant_order_id}</Table.Td>
                  <Table.Td>{t(`source.${preorder.source}`)}</Table.Td>
                  <Table.Td>
                    {preorder.products
                      .map(
                        (product) =>
                          `${product.quantity} × ${product.name || product.sku || product.product_id}`,
                      )
                      .join(", ")}
                  </Table.Td>
                  <Table.Td>{date(preorder.created_at)}</Table.Td>
                  <Table.Td>
                    <Badge color={preorder.status === "Open" ? "blue" : "gray"}>
                      {t(`status.${preorder.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </>
  );
}
