import { Alert, Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { TCurrency } from "@ship/domain";
import { IconAlertTriangle, IconCreditCard } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { FormAlert } from "../../../components/form-alert.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { isPageRegistered } from "../../../lib/page-paths.ts";
import type { TPaymentBlock } from "../payment-block.ts";

const PAY_INVOICES_PATH = "pay-invoices";
const CREDIT_ACCOUNT_PATH = "credit-account";

type TPaymentBlockProps = {
  block: TPaymentBlock;
  currency: TCurrency;
  busy: "card" | "confirm" | "later" | null;
  error: string | null;
  onPayByCard: () => void;
  onConfirm: () => void;
  onPayLater: () => void;
};

/** Spec §2 step 4 payment block, per payment state (§4): Confirm, or Pay by card and Pay later. */
export function PaymentBlockView({
  block,
  currency,
  busy,
  error,
  onPayByCard,
  onConfirm,
  onPayLater,
}: TPaymentBlockProps) {
  const { t, i18n } = useTranslation(["payment", "errors"]);
  const { lang } = useParams();
  const money = (cents: number) => formatMoney(cents, currency, i18n.language);
  const showPayInvoices = isPageRegistered(PAY_INVOICES_PATH);
  const showCreditAccount = isPageRegistered(CREDIT_ACCOUNT_PATH);

  return (
    <Paper withBorder radius="md" p="md" data-testid="payment-block" data-kind={block.kind}>
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {t("block.title")}
        </Text>
        {block.unpaidInvoices > 0 && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} data-testid="unpaid-warning">
            <Stack gap={4}>
              <Text size="sm">{t("block.unpaid", { count: block.unpaidInvoices })}</Text>
              {showPayInvoices && (
                <Anchor component={Link} to={`/${lang}/${PAY_INVOICES_PATH}`} size="sm">
                  {t("block.payInvoices")}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        {block.creditUsed > 0 && (
          <Text size="sm" data-testid="credit-used">
            {t("block.creditUsed", { amount: money(block.creditUsed) })}
          </Text>
        )}
        {block.kind === "nothing_to_pay" ? (
          <>
            <Text size="sm" data-testid="nothing-to-pay">
              {t("block.nothingToPay")}
            </Text>
            <Button
              onClick={onConfirm}
              loading={busy === "confirm"}
              disabled={busy !== null}
              data-testid="confirm-order"
            >
              {t("block.confirm")}
            </Button>
          </>
        ) : (
          <>
            <Group justify="space-between">
              <Text size="sm">{t("block.toPay")}</Text>
              <Text fw={700} size="lg" data-testid="amount-to-pay">
                {money(block.amountToPay)}
              </Text>
            </Group>
            <Button
              leftSection={<IconCreditCard size={18} aria-hidden />}
              onClick={onPayByCard}
              loading={busy === "card"}
              disabled={busy !== null}
              data-testid="pay-by-card"
            >
              {t("block.payByCard", { amount: money(block.amountToPay) })}
            </Button>
            {block.canPayLater && (
              <Button
                variant="default"
                onClick={onPayLater}
                loading={busy === "later"}
                disabled={busy !== null}
                data-testid="pay-later"
              >
                {t("block.payLater")}
              </Button>
            )}
            {block.canPayLater && (
              <Text size="xs" c="dimmed">
                {t("block.payLaterNote")}
              </Text>
            )}
            {block.deferredLimitReached && (
              <Text size="sm" c="orange.8" data-testid="deferred-limit">
                {t("errors:payment.deferred_limit")}
              </Text>
            )}
          </>
        )}
        <FormAlert message={error} />
        {showCreditAccount && (
          <Anchor component={Link} to={`/${lang}/${CREDIT_ACCOUNT_PATH}`} size="sm">
            {t("block.creditAccount")}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
