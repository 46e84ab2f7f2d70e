import { Alert, Anchor, Button, Paper, Stack, Text } from "@mantine/core";
import type { TMassMailingPaymentResponse } from "@ship/contracts";
import { IconAlertTriangle, IconCreditCard, IconWallet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "../../../components/form-alert.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { isPageRegistered } from "../../../lib/page-paths.ts";

export type TPayWay = "card" | "credit" | "deferred";
const PAY_INVOICES_PATH = "pay-invoices";

/**
 * The payment block Continue reveals (spec §2, §4 payment display): pay the kept recipients' total
 * by card, from the credit when it covers it, or later for a professional account (purpose
 * mass_shipment); the unpaid invoices warning.
 */
export function MassPaymentBlock(props: {
  payment: TMassMailingPaymentResponse["payment"];
  lang: string;
  busy: TPayWay | null;
  error: string | null;
  onPay: (way: TPayWay) => void;
}) {
  const { t } = useTranslation(["massMailing", "payment", "errors"]);
  const { payment, lang } = props;
  const money = (cents: number) => formatMoney(cents, payment.currency, lang);
  const button = (way: TPayWay) => ({
    onClick: () => props.onPay(way),
    loading: props.busy === way,
    disabled: props.busy !== null,
    "data-testid": `mass-pay-${way}`,
  });
  return (
    <Paper withBorder radius="md" p="md" maw={520} data-testid="mass-payment-block">
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {t("payment:block.title")}
        </Text>
        {payment.warning_unpaid && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle />}>
            <Text size="sm">{t("payment:block.unpaid", { count: Math.max(1, payment.nb_unpaid) })}</Text>
            {isPageRegistered(PAY_INVOICES_PATH) && (
              <Anchor component={Link} to={`/${lang}/${PAY_INVOICES_PATH}`} size="sm">
                {t("payment:block.payInvoices")}
              </Anchor>
            )}
          </Alert>
        )}
        <Text data-testid="mass-amount">{t("pay.amount", { amount: money(payment.amount_total) })}</Text>
        <Button leftSection={<IconCreditCard size={18} aria-hidden />} {...button("card")}>
          {t("pay.card", { amount: money(payment.amount_total) })}
        </Button>
        {payment.credit_enough && (
          <Button variant="light" leftSection={<IconWallet size={18} aria-hidden />} {...button("credit")}>
            {t("pay.credit", { balance: formatMoney(payment.balance, "EUR", lang) })}
          </Button>
        )}
        {payment.deferred_payment && !payment.deferred_limit_reached && (
          <>
            <Button variant="default" {...button("deferred")}>
              {t("payment:block.payLater")}
            </Button>
            <Text size="xs" c="dimmed">
              {t("payment:block.payLaterNote")}
            </Text>
          </>
        )}
        {payment.deferred_payment && payment.deferred_limit_reached && (
          <Text size="sm" c="orange.8">
            {t("errors:payment.deferred_limit")}
          </Text>
        )}
        <FormAlert message={props.error} />
      </Stack>
    </Paper>
  );
}
