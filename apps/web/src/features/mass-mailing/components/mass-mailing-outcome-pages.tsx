import "./styles.ts";
import { Anchor } from "@mantine/core";
import { paymentTransactionEndpoint, ZCryptedTransactionId, ZMassMailingId } from "@ship/contracts";
import { DEFAULT_LANG, isLang } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { CardRefusedCard, OutcomeCard, PaymentCheck } from "../../../components/payment-outcome.tsx";
import { ApiError, callEndpoint } from "../../../lib/api-client.ts";
import { massMailingQuery, shipMassMailing } from "../api/mass-mailing-api.ts";
import { MASS_CONFIRM_PATH, MASS_OFFER_PATH, massMailingStore } from "../mass-mailing-store.ts";

const POLL_MS = 1000;

/** What the return screen learns: the payment's status and, once known, the mass mailing. */
type TMassPaymentOutcome =
  | { status: "invalid" }
  | { status: "pending" | "paid" | "declined" | "cancelled" | "replaced"; order: string };

/** The way back from a mass mailing's payment screens: its offers and payment block. */
function BackToOffers() {
  const { t } = useTranslation("massMailing");
  const { lang = DEFAULT_LANG } = useParams();
  return (
    <Anchor component={Link} to={`/${lang}/${MASS_OFFER_PATH}`} data-testid="back-to-mass-offers">
      {t("outcome.back")}
    </Anchor>
  );
}

/**
 * The server's record of the card payment (never the return URL), asked again while pending;
 * once paid, POST /mass-mailing/ship answers the batch the paid notification queued (idempotent).
 */
function usePaidMassMailing(token: string, lang: string, enabled: boolean) {
  return useQuery<TMassPaymentOutcome>({
    queryKey: ["mass-mailing-transaction", token],
    enabled,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? POLL_MS : false),
    queryFn: async ({ signal }): Promise<TMassPaymentOutcome> => {
      const query = isLang(lang) ? { lang } : {};
      const { transaction } = await callEndpoint(
        paymentTransactionEndpoint,
        { params: { crypted_transaction_id: token }, query },
        { signal },
      );
      if (transaction.purpose !== "mass_shipment" || !transaction.order_id)
        return { status: "invalid" as const };
      if (transaction.status !== "paid") return { status: transaction.status, order: transaction.order_id };
      const mailing = await shipMassMailing(transaction.order_id, lang);
      return { status: "paid", order: mailing.order };
    },
  });
}

/**
 * #/{lang}/mass-mailing-order-payment-ok/{crypted_transaction_id} (spec §2, §4): a bar runs while
 * the payment is read; paid: the confirmation page, where the labels are made.
 */
export function MassMailingPaymentOkPage() {
  const { t } = useTranslation("massMailing");
  const { lang = DEFAULT_LANG, crypted_transaction_id: token = "" } = useParams();
  const wellFormed = ZCryptedTransactionId.safeParse(token).success;
  const read = usePaidMassMailing(token, lang, wellFormed);
  const outcome = read.data;
  if (outcome?.status === "paid") {
    massMailingStore.write({ order: outcome.order });
    return <Navigate to={`/${lang}/${MASS_CONFIRM_PATH}`} replace state={{ order: outcome.order }} />;
  }
  if (outcome?.status === "declined") return <MassMailingPaymentFailedPage />;
  if (outcome?.status === "cancelled") return <MassMailingPaymentCancelledPage />;
  const invalid =
    !wellFormed || read.isError || outcome?.status === "invalid" || outcome?.status === "replaced";
  const message = read.error instanceof ApiError ? read.error.errors[0]?.message : undefined;
  return (
    <OutcomeCard
      back={<BackToOffers />}
      testId="mass-payment-ok"
      title={t(invalid ? "outcome.invalidTitle" : "outcome.checking")}
    >
      <PaymentCheck
        error={invalid ? (message ?? t("outcome.invalid")) : null}
        label={t("outcome.checking")}
        percent={(value) => t("rate.percent", { value })}
        testId="mass-payment-progress"
      />
    </OutcomeCard>
  );
}

/**
 * #/{lang}/mass-mailing-order-deferred-payment-ok/{crypted_order_id} (spec §2): a professional's
 * mass mailing paid later; the mass mailing read from the server (its owner only), then the
 * confirmation page.
 */
export function MassMailingDeferredOkPage() {
  const { t } = useTranslation("massMailing");
  const { lang = DEFAULT_LANG, crypted_order_id: order = "" } = useParams();
  const wellFormed = ZMassMailingId.safeParse(order).success;
  const read = useQuery({ ...massMailingQuery(order, lang), enabled: wellFormed });
  const mailing = read.data;
  const settled =
    mailing?.payment_method === "deferred" && mailing.status !== "draft" && mailing.status !== "paying";
  if (settled) {
    massMailingStore.write({ order });
    return <Navigate to={`/${lang}/${MASS_CONFIRM_PATH}`} replace state={{ order }} />;
  }
  const invalid = !wellFormed || read.isError || (mailing !== undefined && !settled);
  return (
    <OutcomeCard
      back={<BackToOffers />}
      testId="mass-deferred-ok"
      title={t(invalid ? "outcome.invalidTitle" : "outcome.checking")}
    >
      <PaymentCheck
        error={invalid ? t("outcome.invalid") : null}
        label={t("outcome.checking")}
        percent={(value) => t("rate.percent", { value })}
        testId="mass-deferred-progress"
      />
    </OutcomeCard>
  );
}

/** A card payment that did not go through: nothing charged, the mass mailing waits on its offers page. */
function CardOutcome({ outcome }: { outcome: "failed" | "cancelled" }) {
  const { t } = useTranslation("massMailing");
  return (
    <CardRefusedCard
      outcome={outcome}
      testId={`mass-payment-${outcome}`}
      title={t(`outcome.${outcome}Title`)}
      message={t(`outcome.${outcome}`)}
      back={<BackToOffers />}
    />
  );
}

/** #/{lang}/mass-mailing-order-payment-ko: the bank declined the card. */
export function MassMailingPaymentFailedPage() {
  return <CardOutcome outcome="failed" />;
}

/** #/{lang}/mass-mailing-order-payment-cancel: the customer cancelled on the card page. */
export function MassMailingPaymentCancelledPage() {
  return <CardOutcome outcome="cancelled" />;
}
