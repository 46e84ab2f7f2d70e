import "./styles.ts";
import { Button, Text, ThemeIcon } from "@mantine/core";
import { ZCryptedTransactionId } from "@ship/contracts";
import { DEFAULT_LANG, isTopUpEuros, topUpBonusCents } from "@ship/domain";
import { IconCircleCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { CardRefusedCard, OutcomeCard, PaymentCheck } from "../../../components/payment-outcome.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useSession } from "../../../lib/session.ts";
import { creditAccountQuery, topUpTransactionQuery } from "../api/credit-account.ts";

const CREDIT_PATH = "credit-account";
const CONFIRM_PATH = "credit-account-order-confirm";

/** The way back from a top-up's return screens: the credit account. */
function BackToCreditAccount() {
  const { t } = useTranslation("creditAccount");
  const { lang = DEFAULT_LANG } = useParams();
  const navigate = useNavigate();
  return (
    <Button onClick={() => navigate(`/${lang}/${CREDIT_PATH}`)} data-testid="return-to-credit-account">
      {t("outcome.back")}
    </Button>
  );
}

/**
 * #/{lang}/credit-account-order-payment-ok/{crypted_transaction_id} (spec §2): the card page sent
 * the browser back. A bar runs while the server's record of the payment is read (never the URL);
 * once paid, the credit confirmation (spec §4). A changed or foreign id shows an error.
 */
export function TopUpOkPage() {
  const { t } = useTranslation("creditAccount");
  const { lang = DEFAULT_LANG, crypted_transaction_id: token = "" } = useParams();
  const wellFormed = ZCryptedTransactionId.safeParse(token).success;
  const read = useQuery({ ...topUpTransactionQuery(token, lang), enabled: wellFormed });
  const transaction = read.data?.transaction;
  const invalid =
    !wellFormed || read.isError || transaction?.purpose === "order" || transaction?.status === "replaced";

  if (!invalid && transaction?.status === "paid") {
    const euros = transaction.amount / 100;
    return <Navigate to={`/${lang}/${CONFIRM_PATH}/${euros}`} replace state={{ paid: true }} />;
  }
  if (!invalid && transaction?.status === "declined") return <TopUpFailedPage />;
  if (!invalid && transaction?.status === "cancelled") return <TopUpCancelledPage />;
  const message = read.error instanceof ApiError ? read.error.errors[0]?.message : undefined;
  return (
    <OutcomeCard
      back={<BackToCreditAccount />}
      testId="top-up-ok"
      icon={null}
      title={t(invalid ? "outcome.invalidTitle" : "outcome.checking")}
    >
      <PaymentCheck
        error={invalid ? (message ?? t("outcome.invalid")) : null}
        label={t("outcome.checking")}
        percent={(value) => t("outcome.percent", { value })}
        testId="top-up-progress"
      />
    </OutcomeCard>
  );
}

/** A card payment that did not go through: what happened (nothing charged), and the way back. */
function CardOutcome({ outcome }: { outcome: "failed" | "cancelled" }) {
  const { t } = useTranslation("creditAccount");
  return (
    <CardRefusedCard
      outcome={outcome}
      testId={`top-up-${outcome}`}
      title={t(`outcome.${outcome}Title`)}
      message={t(`outcome.${outcome}`)}
      back={<BackToCreditAccount />}
    />
  );
}

/** #/{lang}/credit-account-order-payment-ko: the bank declined the card. */
export function TopUpFailedPage() {
  return <CardOutcome outcome="failed" />;
}

/** #/{lang}/credit-account-order-payment-cancel: the customer cancelled on the card page. */
export function TopUpCancelledPage() {
  return <CardOutcome outcome="cancelled" />;
}

/**
 * #/{lang}/credit-account-order-confirm/{amount} (spec §2, §4 "credit confirm success to credit
 * confirmation"): the top-up of {amount} euros is paid; the new balance, read from the server. Only
 * reached from the payment's return page; typed by hand, it leads to the credit account.
 */
export function TopUpConfirmPage() {
  const { t } = useTranslation("creditAccount");
  const { lang = DEFAULT_LANG, amount = "" } = useParams();
  const location = useLocation();
  const { user } = useSession();
  const euros = Number(amount);
  const arrived = (location.state as { paid?: boolean } | null)?.paid === true;
  const info = useQuery({ ...creditAccountQuery(user?.id ?? 0, lang), enabled: !!user && arrived });
  if (!isTopUpEuros(euros) || !arrived) return <Navigate to={`/${lang}/${CREDIT_PATH}`} replace />;
  const money = (cents: number) => formatMoney(cents, "EUR", lang);
  return (
    <OutcomeCard
      back={<BackToCreditAccount />}
      testId="top-up-confirmed"
      icon={
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
      }
      title={t("outcome.confirmedTitle")}
    >
      <Text ta="center">
        {t("outcome.confirmed", {
          amount: money(euros * 100),
          bonus: money(topUpBonusCents(euros * 100)),
        })}
      </Text>
      {info.data && (
        <Text ta="center" fw={700} data-testid="top-up-balance">
          {t("outcome.balance", { balance: money(info.data.credit.balance) })}
        </Text>
      )}
    </OutcomeCard>
  );
}
