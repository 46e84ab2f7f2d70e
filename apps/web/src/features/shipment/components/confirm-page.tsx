import "./styles.ts";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import type { TRefundSummaryResponse } from "@ship/contracts";
import {
  IconCircleCheck,
  IconFileInvoice,
  IconFileText,
  IconMapSearch,
  IconPrinter,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import type { TCancelOutcome } from "../../../components/cancel-shipment-button.tsx";
import { LabeledText } from "../../../components/labeled-text.tsx";
import { OrderSteps } from "../../../components/order-steps.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { RefundLines } from "../../../components/refund-lines.tsx";
import { RelayPointCard } from "../../../components/relay-point-card.tsx";
import { useCountryNames } from "../../../lib/countries.ts";
import { formatMoney } from "../../../lib/format.ts";
import { HOME_PATH } from "../../../lib/page-paths.ts";
import { shipmentQuery } from "../api/shipment.ts";
import { readConfirmMarker } from "../confirm-marker.ts";
import { documentLinks, labelLinks, shipmentActions } from "../documents.ts";
import { CancelShipment } from "./cancel-shipment.tsx";
import { TrackingModal } from "./tracking-modal.tsx";

function formatDay(date: string, lang: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(lang, { timeZone: "UTC", dateStyle: "full" }).format(parsed);
}

/** A document download, with the note on what to do with it when there is one. */
function DocumentLink({
  href,
  icon: Icon,
  label,
  note,
  testId,
}: {
  href: string;
  icon: typeof IconPrinter;
  label: string;
  note?: string;
  testId: string;
}) {
  const link = (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant="light"
      leftSection={<Icon size={18} aria-hidden />}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  if (!note) return link;
  return (
    <Group gap="sm" align="center">
      {link}
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Group>
  );
}

/**
 * #/{lang}/order-confirm and #/{lang}/order-confirm-npi (spec §2 step 5): the shipment just ordered,
 * its labels, pro-forma and invoice, Tracking and Cancel while validated. The -npi variant shows no
 * price information (no amounts, no invoice). Without the stored marker it goes home (spec §4).
 */
export function ConfirmPage({ showPrices }: { showPrices: boolean }) {
  const { t, i18n } = useTranslation("shipment");
  const { lang } = useParams();
  const marker = useMemo(() => readConfirmMarker(), []);
  const shipment = useQuery({ ...shipmentQuery(marker?.shipment_id ?? ""), enabled: marker !== null });
  const countryName = useCountryNames(i18n.language);
  const [trackingOpen, setTrackingOpen] = useState(false);
  const [cancelOutcome, setCancelOutcome] = useState<TCancelOutcome | null>(null);
  const [refund, setRefund] = useState<TRefundSummaryResponse | undefined>(undefined);

  if (!marker) return <Navigate to={`/${lang}/${HOME_PATH}`} replace />;
  if (shipment.isPending) return <PageLoader />;
  if (shipment.isError) return <Navigate to={`/${lang}/${HOME_PATH}`} replace />;

  const data = shipment.data.shipment;
  const language = i18n.language;
  const actions = shipmentActions(data);
  const links = documentLinks(data);
  const cancelled = data.status === "Cancelled";
  const paidNow = data.payment_method === "credit_card" || data.payment_method === "credit";
  const headline = showPrices
    ? paidNow
      ? "confirm.paid"
      : `confirm.${data.payment_method}`
    : "confirm.ordered";
  const place = (party: typeof data.ship_from) =>
    `${party.company || party.name}, ${party.postcode} ${party.city}, ${countryName(party.country_code)}`;

  return (
    <Container size="md" py="md">
      <Stack gap="lg" data-testid="order-confirmation" data-status={data.status}>
        {/* The order is paid: only a new shipment (the first step) can be reopened from here. */}
        {!cancelled && <OrderSteps active={4} reopenable={1} />}
        {cancelled ? (
          <PageTitle>{t("confirm.cancelledTitle")}</PageTitle>
        ) : (
          <>
            <Alert color="green" variant="light" icon={<IconCircleCheck />} data-testid="confirm-headline">
              {t(headline)}
            </Alert>
            <PageTitle>{t("confirm.title")}</PageTitle>
          </>
        )}
        {cancelOutcome && (
          <Alert
            color={cancelOutcome === "cancelled" ? "green" : "red"}
            variant="light"
            role="alert"
            data-testid={`cancel-${cancelOutcome}`}
          >
            {t(`cancel.${cancelOutcome === "cancelled" ? "done" : cancelOutcome}`)}
            {refund && <RefundLines refund={refund} />}
          </Alert>
        )}
        <Paper withBorder radius="md" p="md" data-testid="shipment-summary">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={700}>
                {data.carrier_name} · {data.service_name}
              </Text>
              <Text size="sm" data-testid="shipment-status">
                {t(`status.${data.status}`)}
              </Text>
            </Group>
            <LabeledText label={t("confirm.tracking", { count: data.tracking_numbers.length })}>
              <span data-testid="tracking-numbers">{data.tracking_numbers.join(", ")}</span>
            </LabeledText>
            <Divider />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <LabeledText label={t("confirm.from")}>{place(data.ship_from)}</LabeledText>
              <LabeledText label={t("confirm.to")}>{place(data.ship_to)}</LabeledText>
              <LabeledText
                label={t(data.shipping_method === "pickup" ? "confirm.pickupOn" : "confirm.dropoffOn")}
              >
                {formatDay(data.shipment_date, language)}
              </LabeledText>
              <LabeledText label={t("confirm.expectedDelivery")}>
                {formatDay(data.expected_delivery_date, language)}
              </LabeledText>
            </SimpleGrid>
            {showPrices && (
              <>
                <Divider />
                <Group justify="space-between" data-testid="confirm-price">
                  <Text size="sm" c="dimmed">
                    {t("confirm.total")}
                  </Text>
                  <Text fw={700}>
                    {formatMoney(data.price.total, data.price.currency, language, "short")}
                  </Text>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
        {data.relay_point && <RelayPointCard point={data.relay_point} />}

        {!cancelled && (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Text fw={700}>{t("confirm.documents")}</Text>
              <Group gap="sm">
                {labelLinks(data).map((link) => (
                  <DocumentLink
                    key={link.format}
                    href={link.url}
                    icon={IconPrinter}
                    label={t(`confirm.label.${link.format}`)}
                    testId={`label-${link.format}`}
                  />
                ))}
              </Group>
              {links.proforma && (
                <DocumentLink
                  href={links.proforma}
                  icon={IconFileText}
                  label={t("confirm.proforma")}
                  note={t("confirm.proformaNote")}
                  testId="proforma"
                />
              )}
              {links.personalEffects && (
                <DocumentLink
                  href={links.personalEffects}
                  icon={IconFileText}
                  label={t("confirm.personalEffects")}
                  note={t("confirm.personalEffectsNote")}
                  testId="personal-effects"
                />
              )}
              {showPrices && links.invoice && (
                <Group gap="sm">
                  <DocumentLink
                    href={links.invoice}
                    icon={IconFileInvoice}
                    label={t("confirm.invoice")}
                    testId="invoice"
                  />
                </Group>
              )}
            </Stack>
          </Paper>
        )}

        {(actions.tracking || actions.cancel) && (
          <Group gap="sm">
            {actions.tracking && (
              <Button
                variant="default"
                leftSection={<IconMapSearch size={18} aria-hidden />}
                onClick={() => setTrackingOpen(true)}
                data-testid="open-tracking"
              >
                {t("tracking.button")}
              </Button>
            )}
            {actions.cancel && (
              <CancelShipment
                shipmentId={data.id}
                onOutcome={(outcome, given) => {
                  setCancelOutcome(outcome);
                  setRefund(given);
                }}
              />
            )}
          </Group>
        )}
        <Anchor href={`#/${lang}/${HOME_PATH}`} size="sm">
          {t("confirm.newShipment")}
        </Anchor>
      </Stack>
      <TrackingModal shipmentId={data.id} opened={trackingOpen} onClose={() => setTrackingOpen(false)} />
    </Container>
  );
}

/** #/{lang}/order-confirm. */
export function OrderConfirmPage() {
  return <ConfirmPage showPrices />;
}

/** #/{lang}/order-confirm-npi: the same without any price information. */
export function OrderConfirmNpiPage() {
  return <ConfirmPage showPrices={false} />;
}
