import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { TCustomerDetail } from "@ship/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { customerQuery } from "../api/console-api.ts";
import { CreditAdjustmentForm } from "./credit-adjustment-form.tsx";
import { DeferredLimitForm } from "./deferred-limit-form.tsx";
import { TableHead } from "./table-head.tsx";

type TCustomer = TCustomerDetail;

function MovementsTable({ movements }: { movements: TCustomer["movements"] }) {
  const { t, i18n } = useTranslation("console");
  const money = (cents: number) => formatMoney(cents, "EUR", i18n.language);
  return (
    <>
      <Title order={2} size="h4">
        {t("customer.movements")}
      </Title>
      {movements.length === 0 ? (
        <Text>{t("customer.noMovement")}</Text>
      ) : (
        <Table striped>
          <TableHead
            labels={[t("fields.date"), t("fields.movement"), t("customer.amount"), t("fields.balanceAfter")]}
          />
          <Table.Tbody>
            {movements.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{new Date(m.date).toLocaleString(i18n.language)}</Table.Td>
                <Table.Td>{t(`movements.${m.reason}`, { defaultValue: m.reason })}</Table.Td>
                <Table.Td>{money(m.amount)}</Table.Td>
                <Table.Td>{money(m.balance_after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

function SubAccountsTable({ subAccounts }: { subAccounts: TCustomer["sub_accounts"] }) {
  const { t } = useTranslation("console");
  return (
    <>
      <Title order={2} size="h4">
        {t("customer.subAccounts")}
      </Title>
      {subAccounts.length === 0 ? (
        <Text>{t("customer.noSubAccount")}</Text>
      ) : (
        <Table striped>
          <TableHead labels={[t("fields.email"), t("fields.lastname"), t("fields.status")]} />
          <Table.Tbody>
            {subAccounts.map((sub) => (
              <Table.Tr key={sub.email}>
                <Table.Td>{sub.email}</Table.Td>
                <Table.Td>{sub.lastname}</Table.Td>
                <Table.Td>{t(`subStatuses.${sub.status}`, { defaultValue: sub.status })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

/** One customer: credit (balance, movements, adjustment), 'Pay later' limit and debt, sub-accounts. */
export function CustomerPage() {
  const { t, i18n } = useTranslation("console");
  const { lang, id } = useParams();
  const customer = useQuery(customerQuery(Number(id)));
  if (customer.isPending) return <PageLoader />;
  if (!customer.data) return <Text role="alert">{t("customer.notFound")}</Text>;
  const c = customer.data;
  const money = (cents: number) => formatMoney(cents, "EUR", i18n.language);
  return (
    <Stack>
      <Anchor component={Link} to={`/${lang}/console/customers`}>
        {t("customer.back")}
      </Anchor>
      <Title order={1} data-testid="page-title">
        {c.company ? `${c.company} – ${c.email}` : c.email}
      </Title>
      <Group>
        <Text>{t(c.pro === 1 ? "kinds.pro" : "kinds.personal")}</Text>
        <Text>{t(`statuses.${c.status}`)}</Text>
        <Text data-testid="customer-balance">{t("customer.balance", { amount: money(c.balance) })}</Text>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <CreditAdjustmentForm customerId={c.id} />
        </Card>
        {c.pro === 1 && (
          <Card withBorder>
            <DeferredLimitForm
              customerId={c.id}
              limit={c.deferred_limit}
              defaultLimit={c.default_deferred_limit}
            />
            <Text mt="sm">{t("customer.owed", { amount: money(c.deferred_owed) })}</Text>
          </Card>
        )}
      </SimpleGrid>
      <MovementsTable movements={c.movements} />
      <SubAccountsTable subAccounts={c.sub_accounts} />
    </Stack>
  );
}
