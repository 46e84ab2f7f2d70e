import "./styles.ts";
import { Alert, Button, Container, Group, Paper, Radio, Stack, Table, Text, Title } from "@mantine/core";
import type { TCreditAccountConfirmResponse, TCreditAccountInfoResponse } from "@ship/contracts";
import { DEFAULT_LANG, isLang, isTopUpEuros, type TTopUpEuros } from "@ship/domain";
import { IconCreditCard, IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { FormAlert } from "../../../components/form-alert.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { HOME_PATH } from "../../../lib/page-paths.ts";
import { useSession } from "../../../lib/session.ts";
import { confirmTopUp, creditAccountQuery } from "../api/credit-account.ts";
import { CreditLedger } from "./credit-ledger.tsx";

type TTopUpChoice = TCreditAccountInfoResponse["top_ups"][number];

/**
 * #/{lang}/credit-account (spec §2, §4, §6, §9): the balance, the ledger, and a top-up of 100 or
 * 300 euros (100 by default) with its bonus. Continue opens the card payment; the amount form is
 * then replaced by the payment form. An account without a credit account (credit_account 0) is
 * sent home. #/{lang}/credit-account-order-confirm/{amount} is the confirmation after a paid top-up.
 */
export function CreditAccountPage() {
  const { user, isLoading } = useSession();
  const { lang = DEFAULT_LANG } = useParams();
  const { t } = useTranslation("creditAccount");
  const info = useQuery({
    ...creditAccountQuery(user?.id ?? 0, lang),
    enabled: !!user && user.credit_account !== 0,
  });
  if (isLoading) return <PageLoader />;
  if (!user || user.credit_account === 0) return <Navigate to={`/${lang}/${HOME_PATH}`} replace />;
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        {info.isError ? (
          <FormAlert message={info.error instanceof ApiError ? info.error.message : t("loadFailed")} />
        ) : !info.data ? (
          <PageLoader />
        ) : (
          <>
            <Balance balance={info.data.credit.balance} />
            <TopUp choices={info.data.top_ups} initial={info.data.default_top_up} />
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t("ledger.title")}
                </Title>
                <CreditLedger />
              </Stack>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}

/** The balance, and why it is in euros only (decision 035). */
export function Balance({ balance }: { balance: number }) {
  const { t } = useTranslation("creditAccount");
  const { lang = DEFAULT_LANG } = useParams();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Text c="dimmed">{t("balance")}</Text>
        <Text fz={32} fw={700} data-testid="credit-balance">
          {formatMoney(balance, "EUR", lang)}
        </Text>
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-testid="credit-eur-only"
        >
          {t("eurOnly")}
        </Alert>
      </Stack>
    </Paper>
  );
}

/** The amount form (100 or 300 euros), replaced by the payment form once the API opened the payment. */
function TopUp({ choices, initial }: { choices: TTopUpChoice[]; initial: number }) {
  const { t } = useTranslation("creditAccount");
  const { lang = DEFAULT_LANG } = useParams();
  const [euros, setEuros] = useState<TTopUpEuros>(isTopUpEuros(initial) ? initial : 100);
  const [payment, setPayment] = useState<TCreditAccountConfirmResponse | null>(null);
  const open = useMutation({
    mutationFn: (amount: TTopUpEuros) => confirmTopUp(amount, isLang(lang) ? lang : DEFAULT_LANG),
    onSuccess: setPayment,
  });
  const error = open.error instanceof ApiError ? (open.error.errors[0]?.message ?? open.error.message) : null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t("topUp.title")}
        </Title>
        {payment ? (
          <PaymentForm payment={payment} onBack={() => setPayment(null)} />
        ) : (
          <form
            data-testid="top-up-form"
            onSubmit={(event) => {
              event.preventDefault();
              open.mutate(euros);
            }}
          >
            <Stack gap="md">
              <Radio.Group
                value={String(euros)}
                onChange={(value) => {
                  const chosen = Number(value);
                  if (isTopUpEuros(chosen)) setEuros(chosen);
                }}
                label={t("topUp.amount")}
              >
                <Stack gap="xs" mt="xs">
                  {choices.map((choice) => (
                    <Radio
                      key={choice.euros}
                      value={String(choice.euros)}
                      data-testid={`top-up-${choice.euros}`}
                      label={t("topUp.choice", {
                        amount: formatMoney(choice.amount, "EUR", lang, "short"),
                        bonus: formatMoney(choice.bonus, "EUR", lang, "short"),
                        percent: choice.bonus_percent,
                      })}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <FormAlert message={error} />
              <Group>
                <Button type="submit" loading={open.isPending} data-testid="top-up-continue">
                  {t("topUp.continue")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

/** What the card pays and what the account gets, and the way to the card page. */
function PaymentForm({ payment, onBack }: { payment: TCreditAccountConfirmResponse; onBack: () => void }) {
  const { t } = useTranslation("creditAccount");
  const { lang = DEFAULT_LANG } = useParams();
  const money = (cents: number) => formatMoney(cents, payment.currency, lang);
  return (
    <Stack gap="md" data-testid="top-up-payment">
      <Table withRowBorders={false} maw={420}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{t("payment.card")}</Table.Td>
            <Table.Td ta="right">{money(payment.amount)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>{t("payment.bonus")}</Table.Td>
            <Table.Td ta="right">{money(payment.bonus)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td fw={700}>{t("payment.credited")}</Table.Td>
            <Table.Td ta="right" fw={700} data-testid="top-up-credited">
              {money(payment.amount + payment.bonus)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group>
        <Button
          leftSection={<IconCreditCard size={18} aria-hidden />}
          onClick={() => window.location.assign(payment.redirect_url)}
          data-testid="top-up-pay"
        >
          {t("payment.pay")}
        </Button>
        <Button variant="default" onClick={onBack}>
          {t("payment.changeAmount")}
        </Button>
      </Group>
    </Stack>
  );
}
