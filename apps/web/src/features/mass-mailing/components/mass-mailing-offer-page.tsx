import "./styles.ts";
import { Alert, Button, Container, Group, Stack, Text } from "@mantine/core";
import type { TMassRecipient } from "@ship/contracts";
import { DEFAULT_LANG, isLang } from "@ship/domain";
import { IconArrowRight } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import {
  massMailingKey,
  massMailingQuery,
  massPaymentQuery,
  openMassCardPayment,
  removeRecipient,
  shipMassMailing,
} from "../api/mass-mailing-api.ts";
import {
  currentOrder,
  MASS_CONFIRM_PATH,
  MASS_DEFERRED_OK_PATH,
  MASS_MAILING_PATH,
} from "../mass-mailing-store.ts";
import { MassPaymentBlock, type TPayWay } from "./mass-payment-block.tsx";
import { RecipientOffersTable } from "./recipient-offers-table.tsx";

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.errors[0]?.message ?? (error.message || fallback)) : fallback;

/**
 * #/{lang}/mass-mailing-offer (spec §2, §4): the offer chosen for each recipient, a delete link
 * per recipient and the totals; Continue reveals the payment block and disappears. Card goes to
 * the card page; credit and 'Pay later' ship at once (POST /mass-mailing/ship).
 */
export function MassMailingOfferPage() {
  const { t } = useTranslation("massMailing");
  const { lang = DEFAULT_LANG } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const order = currentOrder(location.state, location.search);
  const mailing = useQuery({ ...massMailingQuery(order ?? "", lang), enabled: order !== null });
  const [continued, setContinued] = useState(false);
  const payment = useQuery({ ...massPaymentQuery(order ?? "", lang), enabled: order !== null && continued });
  const [removing, setRemoving] = useState<string | null>(null);
  const [paying, setPaying] = useState<TPayWay | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!order) return <Navigate to={`/${lang}/${MASS_MAILING_PATH}`} replace />;
  if (mailing.isPending) return <PageLoader />;
  if (mailing.isError) return <Navigate to={`/${lang}/${MASS_MAILING_PATH}`} replace />;
  const data = mailing.data;
  if (data.status === "paid" || data.status === "shipping" || data.status === "done") {
    return <Navigate to={`/${lang}/${MASS_CONFIRM_PATH}`} replace state={{ order }} />;
  }

  const remove = (recipient: TMassRecipient) => {
    setRemoving(recipient.id);
    setError(null);
    removeRecipient(order, recipient.id, lang)
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: massMailingKey(order) }),
          queryClient.invalidateQueries({ queryKey: ["mass-mailing-payment", order] }),
        ]),
      )
      .catch((cause: unknown) => setError(messageOf(cause, t("offers.removeFailed"))))
      .finally(() => setRemoving(null));
  };

  const pay = (way: TPayWay) => {
    setPaying(way);
    setError(null);
    const failed = (cause: unknown) => {
      setPaying(null);
      setError(messageOf(cause, t("pay.failed")));
    };
    if (way === "card") {
      openMassCardPayment(order, isLang(lang) ? lang : DEFAULT_LANG).then(
        // The provider's page (the sandbox's, or a real provider's site): leave the app.
        (answer) => window.location.assign(answer.redirect_url),
        failed,
      );
      return;
    }
    shipMassMailing(order, lang, way).then(
      () =>
        way === "deferred"
          ? navigate(`/${lang}/${MASS_DEFERRED_OK_PATH}/${order}`, { replace: true })
          : navigate(`/${lang}/${MASS_CONFIRM_PATH}`, { replace: true, state: { order } }),
      failed,
    );
  };

  const editable = data.status === "draft" && !continued;
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle>{t("offers.title")}</PageTitle>
          <Text c="dimmed">{t(`offers.intro.${data.priority}`)}</Text>
        </Stack>
        <RecipientOffersTable
          mailing={data}
          lang={lang}
          editable={editable}
          removing={removing}
          onRemove={remove}
        />
        {data.status === "paying" && (
          <Alert color="blue" variant="light">
            {t("offers.paying")}
          </Alert>
        )}
        {!continued ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(`/${lang}/${MASS_MAILING_PATH}`)}>
              {t("offers.back")}
            </Button>
            <Button
              rightSection={<IconArrowRight size={18} aria-hidden />}
              onClick={() => setContinued(true)}
              disabled={data.totals.count === 0}
              data-testid="mass-continue"
            >
              {t("offers.continue")}
            </Button>
          </Group>
        ) : payment.isPending ? (
          <PageLoader />
        ) : payment.isError ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(payment.error, t("pay.failed"))}
          </Alert>
        ) : (
          <MassPaymentBlock payment={payment.data} lang={lang} busy={paying} error={error} onPay={pay} />
        )}
        {!continued && error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
