import "./styles.ts";
import { Anchor, Button, Table, Text } from "@mantine/core";
import { ZCryptedTransactionId } from "@ship/contracts";
import { DEFAULT_LANG, isLang } from "@ship/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { FormAlert } from "../../../components/form-alert.tsx";
import { CardRefusedCard, OutcomeCard, PaymentCheck } from "../../../components/payment-outcome.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { confirmPayInvoices, invoicesPaymentQuery } from "../api/pay-invoices.ts";
import { chosenInvoicesOf, type TChosenInvoices, totalsOf } from "./pay-invoices-selection.ts";

const PAY_INVOICES_PATH = "pay-invoices";

/** A centred card with a title, its content and the way back to pay-invoices. */
function PayInvoicesCard(props: { testId: string; title: string; children: ReactNode }) {
  return <OutcomeCard {...props} back={<BackToPayInvoices />} />;
}

function BackToPayInvoices() {
  const { t } = useTranslation("myAccount");
  const { lang = DEFAULT_LANG } = useParams();
  return (
    <Anchor component={Link} to={`/${lang}/${PAY_INVOICES_PATH}`} data-testid="back-to-pay-invoices">
      {t("payInvoices.back")}
    </Anchor>
  );
}

/**
 * #/{lang}/pay-invoices-payment (spec §2 pay-invoices-payment (invoices, total)): the invoices
 * chosen on pay-invoices and their total; Confirm opens the card payment. Opened by hand (no
 * invoices chosen), it sends back to pay-invoices.
 */
export function PayInvoicesPaymentPage() {
  const { t } = useTranslation("myAccount");
  const { lang = DEFAULT_LANG } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const invoices = chosenInvoicesOf(location.state);
  if (!invoices) return <Navigate to={`/${lang}/${PAY_INVOICES_PATH}`} replace />;
  const [total] = totalsOf(invoices);
  return (
    <PayInvoicesCard testId="pay-invoices-payment" title={t("payInvoices.paymentTitle")}>
      <Table data-testid="chosen-invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("invoices.columns.number")}</Table.Th>
            <Table.Th>{t("invoices.columns.date")}</Table.Th>
            <Table.Th>{t("invoices.columns.due_date")}</Table.Th>
            <Table.Th ta="right">{t("invoices.columns.amount")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>{invoice.id}</Table.Td>
              <Table.Td>{invoice.created_formatted}</Table.Td>
              <Table.Td>{invoice.due_formatted}</Table.Td>
              <Table.Td ta="right">{invoice.price_ti_formatted}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total && (
        <Text fw={700} size="lg" data-testid="payment-total">
          {t("payInvoices.toPay", { total: formatMoney(total.cents, total.currency, lang) })}
        </Text>
      )}
      <Button
        size="md"
        onClick={() =>
          navigate(`/${lang}/pay-invoices-payment-confirm`, {
            state: { invoices } satisfies TChosenInvoices,
          })
        }
        data-testid="confirm-pay-invoices"
      >
        {t("payInvoices.confirm")}
      </Button>
    </PayInvoicesCard>
  );
}

/**
 * #/{lang}/pay-invoices-payment-confirm (spec §2): the payment form request with type pay_invoices
 * is sent once (the server recomputes the total from the invoices and answers the card page), then
 * the browser goes to the card page. A refusal (an invoice paid meanwhile, a total that changed)
 * is shown with the way back.
 */
export function PayInvoicesPaymentConfirmPage() {
  const { t } = useTranslation("myAccount");
  const { lang = DEFAULT_LANG } = useParams();
  const location = useLocation();
  const invoices = chosenInvoicesOf(location.state);
  const open = useMutation({
    mutationFn: (chosen: NonNullable<typeof invoices>) =>
      confirmPayInvoices(
        {
          amount: totalsOf(chosen)[0]?.cents ?? 0,
          invoice_ids: chosen.map((invoice) => invoice.id),
        },
        isLang(lang) ? lang : DEFAULT_LANG,
      ),
    onSuccess: (answer) => window.location.assign(answer.redirect_url),
  });
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit (a retry would answer the same open payment anyway).
    if (!invoices || sent.current) return;
    sent.current = true;
    open.mutate(invoices);
  }, [invoices, open]);
  if (!invoices) return <Navigate to={`/${lang}/${PAY_INVOICES_PATH}`} replace />;
  const message =
    open.error instanceof ApiError
      ? (open.error.errors[0]?.message ?? null)
      : open.error
        ? t("payInvoices.failed")
        : null;
  return (
    <PayInvoicesCard testId="pay-invoices-confirm" title={t("payInvoices.redirecting")}>
      {message ? (
        <FormAlert message={message} />
      ) : (
        <Text ta="center">{t("payInvoices.redirectingText")}</Text>
      )}
    </PayInvoicesCard>
  );
}

/**
 * #/{lang}/pay-invoices-order-payment-ok/{crypted_transaction_id} (spec §2, §4): the card page sent
 * the browser back. A bar runs while POST /pay_invoices reads the server's record; paid: my account
 * with the payment id (its payments tab marks it); otherwise back to pay-invoices.
 */
export function PayInvoicesOkPage() {
  const { t } = useTranslation("myAccount");
  const { lang = DEFAULT_LANG, crypted_transaction_id: token = "" } = useParams();
  const wellFormed = ZCryptedTransactionId.safeParse(token).success;
  const read = useQuery({ ...invoicesPaymentQuery(token, lang), enabled: wellFormed });
  const invalid = !wellFormed || read.isError;
  const status = read.data?.status;
  if (status === "paid" && read.data?.payment_id) {
    const query = new URLSearchParams({ onglet: "2", pay_invoice: read.data.payment_id });
    return <Navigate to={`/${lang}/my-account?${query}`} replace />;
  }
  if (status && status !== "pending") return <Navigate to={`/${lang}/${PAY_INVOICES_PATH}`} replace />;
  const message = read.error instanceof ApiError ? read.error.errors[0]?.message : undefined;
  return (
    <PayInvoicesCard
      testId="pay-invoices-ok"
      title={t(invalid ? "payInvoices.invalidTitle" : "payInvoices.checking")}
    >
      <PaymentCheck
        error={invalid ? (message ?? t("payInvoices.invalid")) : null}
        label={t("payInvoices.checking")}
        percent={(value) => t("payInvoices.percent", { value })}
        testId="pay-invoices-progress"
      />
    </PayInvoicesCard>
  );
}

/** A card payment of invoices that did not go through: nothing was charged, the invoices stay owed. */
function CardOutcome({ outcome }: { outcome: "failed" | "cancelled" }) {
  const { t } = useTranslation("myAccount");
  return (
    <CardRefusedCard
      outcome={outcome}
      testId={`pay-invoices-${outcome}`}
      title={t(`payInvoices.${outcome}Title`)}
      message={t(`payInvoices.${outcome}`)}
      back={<BackToPayInvoices />}
    />
  );
}

/** #/{lang}/pay-invoices-order-payment-ko: the bank declined the card. */
export function PayInvoicesFailedPage() {
  return <CardOutcome outcome="failed" />;
}

/** #/{lang}/pay-invoices-order-payment-cancel: the customer cancelled on the card page. */
export function PayInvoicesCancelledPage() {
  return <CardOutcome outcome="cancelled" />;
}
