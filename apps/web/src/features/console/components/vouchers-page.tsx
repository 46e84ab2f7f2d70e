import { Button, Card, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { mayOperator } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { operatorQuery, vouchersQuery, voucherUsesQuery } from "../api/console-api.ts";
import { TableHead } from "./table-head.tsx";
import { VoucherForm } from "./voucher-form.tsx";

function VoucherUses({ code }: { code: string }) {
  const { t, i18n } = useTranslation("console");
  const uses = useQuery(voucherUsesQuery(code));
  const rows = uses.data?.rows ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("vouchers.usesOf", { code })}
      </Title>
      {uses.isSuccess && rows.length === 0 && <Text>{t("vouchers.noUse")}</Text>}
      {rows.map((use) => (
        <Text key={use.shipment_id}>
          {new Date(use.paid_at).toLocaleString(i18n.language)} – {use.customer_email ?? t("orders.visitor")}{" "}
          – {formatMoney(use.total, use.currency === "USD" ? "USD" : "EUR", i18n.language)} (
          {t("vouchers.discount", {
            amount: formatMoney(use.discount, use.currency === "USD" ? "USD" : "EUR", i18n.language),
          })}
          ){use.refunded ? ` – ${t("orders.refunded")}` : ""}
        </Text>
      ))}
    </Stack>
  );
}

/** Voucher codes with validity, usage limit and uses; admins create them. */
export function VouchersPage() {
  const { t, i18n } = useTranslation("console");
  const operator = useQuery(operatorQuery);
  const vouchers = useQuery(vouchersQuery);
  const [shown, setShown] = useState<string | null>(null);
  const rows = vouchers.data?.rows ?? [];
  const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : "–");
  return (
    <Stack>
      <Title order={1} data-testid="page-title">
        {t("vouchers.title")}
      </Title>
      {operator.data && mayOperator(operator.data.role, "vouchers.create") && (
        <Card withBorder>
          <VoucherForm />
        </Card>
      )}
      {vouchers.isSuccess && rows.length === 0 && <Text>{t("vouchers.none")}</Text>}
      {rows.length > 0 && (
        <Table striped>
          <TableHead
            labels={[
              t("vouchers.code"),
              t("vouchers.value"),
              t("vouchers.validFrom"),
              t("vouchers.validUntil"),
              t("vouchers.uses"),
            ]}
          />
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.code} data-testid={`voucher-${row.code}`}>
                <Table.Td>{row.code}</Table.Td>
                <Table.Td>
                  {row.kind === "percentage"
                    ? `${row.value} %`
                    : formatMoney(row.value, "EUR", i18n.language)}
                </Table.Td>
                <Table.Td>{day(row.valid_from)}</Table.Td>
                <Table.Td>{day(row.valid_until)}</Table.Td>
                <Table.Td>
                  <Button variant="subtle" size="xs" onClick={() => setShown(row.code)}>
                    {row.usage_limit === null ? String(row.uses) : `${row.uses} / ${row.usage_limit}`}
                    <VisuallyHidden>{t("vouchers.showUses", { code: row.code })}</VisuallyHidden>
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {shown && <VoucherUses code={shown} />}
    </Stack>
  );
}
