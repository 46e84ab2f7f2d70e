import { Group, Pagination, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { creditMovementsQuery } from "../api/credit-account.ts";

const formatTime = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

/** The ledger of the credit account: every movement, newest first, 10 a page (paged by the API). */
export function CreditLedger() {
  const { t } = useTranslation("creditAccount");
  const { lang = "fr" } = useParams();
  const [page, setPage] = useState(1);
  const list = useQuery(creditMovementsQuery(page, lang));
  if (!list.data) return <PageLoader />;
  if (list.data.rows.length === 0) return <Text c="dimmed">{t("ledger.empty")}</Text>;
  const { currency } = list.data;
  return (
    <Stack gap="sm">
      <ScrollArea>
        <Table striped data-testid="credit-ledger">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("ledger.date")}</Table.Th>
              <Table.Th>{t("ledger.reason")}</Table.Th>
              <Table.Th ta="right">{t("ledger.amount")}</Table.Th>
              <Table.Th ta="right">{t("ledger.balance")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`credit-movement-${row.reason}`}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatTime(row.date, lang)}</Table.Td>
                <Table.Td>{t(`ledger.reasons.${row.reason}`)}</Table.Td>
                <Table.Td
                  ta="right"
                  c={row.amount < 0 ? "red.8" : "green.8"}
                  style={{ whiteSpace: "nowrap" }}
                >
                  {row.amount > 0 ? "+" : ""}
                  {formatMoney(row.amount, currency, lang)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {formatMoney(row.balance_after, currency, lang)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {list.data.pages > 1 && (
        <Group justify="center">
          <Pagination total={list.data.pages} value={page} onChange={setPage} siblings={2} />
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {t("ledger.total", { count: list.data.total })}
      </Text>
    </Stack>
  );
}
