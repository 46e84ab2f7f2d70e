import "./styles.ts";
import { Alert, Button, Container, Grid, Group, List, Stack, Text } from "@mantine/core";
import { DEFAULT_LANG, isLang } from "@ship/domain";
import { IconArrowBackUp, IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { OrderSteps } from "../../../components/order-steps.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useCountryNames } from "../../../lib/countries.ts";
import { HOME_PATH } from "../../../lib/page-paths.ts";
import { openCardPayment, orderSummaryQuery, paymentStateQuery } from "../api/payment.ts";
import { formatDay } from "../format-date.ts";
import { readOrderChanges } from "../order-changes.ts";
import { readOrderRef } from "../order-ref.ts";
import { describePaymentBlock } from "../payment-block.ts";
import { AddressSummary } from "./address-summary.tsx";
import { OfferSummary } from "./offer-summary.tsx";
import { PaymentBlockView } from "./payment-block.tsx";

const ORDER_PATH = "order-order";
const WAYBILL_PATH = "order-generate-waybill";

/** Where a failed load sends the customer (spec §4: missing data sends back one step). */
function fallbackPath(error: unknown): string {
  // 409: the order has no shipping info yet; anything else (404 another caller's or unknown order,
  // network) cannot be paid from here.
  return error instanceof ApiError && error.status === 409 ? ORDER_PATH : HOME_PATH;
}

/**
 * #/{lang}/order-payment (spec §2 step 4): address and offer summaries and the payment block.
 * Card payment goes to the provider's page; 'Confirm' (nothing to pay) and 'Pay later' go to the
 * waybill generation screen.
 */
export function PaymentPage() {
  const { t, i18n } = useTranslation("payment");
  const { lang = DEFAULT_LANG } = useParams();
  const navigate = useNavigate();
  const ref = useMemo(() => readOrderRef(), []);
  const locationState: unknown = useLocation().state;
  const notices = useMemo(() => readOrderChanges(locationState), [locationState]);
  const empty = { shipment_id: "", order_id: "", offer_id: "" };
  const summary = useQuery({ ...orderSummaryQuery(ref ?? empty), enabled: ref !== null });
  const payment = useQuery({
    ...paymentStateQuery(ref ?? empty, `/${lang}/order-payment`),
    enabled: ref !== null,
  });
  const countryName = useCountryNames(i18n.language);
  const [busy, setBusy] = useState<"card" | "confirm" | "later" | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!ref) return <Navigate to={`/${lang}/${HOME_PATH}`} replace />;
  if (summary.isPending || payment.isPending) return <PageLoader />;
  if (summary.isError) return <Navigate to={`/${lang}/${fallbackPath(summary.error)}`} replace />;
  if (payment.isError) return <Navigate to={`/${lang}/${fallbackPath(payment.error)}`} replace />;
  const order = summary.data.order;
  if (!order.shipping_info) return <Navigate to={`/${lang}/${ORDER_PATH}`} replace />;

  const state = payment.data.payment;
  const block = describePaymentBlock(state);
  const failed = (cause: unknown) => {
    setBusy(null);
    setError(cause instanceof ApiError && cause.errors[0] ? cause.errors[0].message : t("block.error"));
  };

  const payByCard = () => {
    setBusy("card");
    setError(null);
    openCardPayment(ref, isLang(lang) ? lang : DEFAULT_LANG).then(
      // The provider's page is another site (a real provider) or a server page (sandbox): leave the app.
      (answer) => window.location.assign(answer.redirect_url),
      failed,
    );
  };
  const generateWaybill = (payLater: boolean) => {
    setBusy(payLater ? "later" : "confirm");
    navigate(`/${lang}/${WAYBILL_PATH}`, {
      state: { shipment_id: ref.shipment_id, order_id: ref.order_id, pay_later: payLater, progress: 0 },
    });
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <OrderSteps active={3} />
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <PageTitle>{t("title")}</PageTitle>
            <Text c="dimmed" size="sm">
              {t("subtitle")}
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            onClick={() => navigate(`/${lang}/${ORDER_PATH}`)}
            data-testid="back-to-order"
          >
            {t("backToOrder")}
          </Button>
        </Group>
        {notices.length > 0 && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle />} data-testid="order-changes">
            <List size="sm" spacing={2}>
              {notices.map((notice) => (
                <List.Item key={notice.key}>
                  {"date" in notice
                    ? t(`changes.${notice.key}`, { date: formatDay(notice.date, i18n.language) })
                    : t(`changes.${notice.key}`)}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <AddressSummary info={order.shipping_info} countryName={countryName} />
              <OfferSummary order={order} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PaymentBlockView
              block={block}
              currency={state.currency}
              busy={busy}
              error={error}
              onPayByCard={payByCard}
              onConfirm={() => generateWaybill(false)}
              onPayLater={() => generateWaybill(true)}
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
