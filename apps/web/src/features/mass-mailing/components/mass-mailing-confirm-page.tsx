import "./styles.ts";
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Table, Text } from "@mantine/core";
import type { TMassMailing } from "@ship/contracts";
import { DEFAULT_LANG } from "@ship/domain";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { PercentProgress } from "../../../components/percent-progress.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { batchLabelsUrl, massMailingQuery, recipientLabelUrl } from "../api/mass-mailing-api.ts";
import { currentOrder, MASS_MAILING_PATH, MASS_OFFER_PATH } from "../mass-mailing-store.ts";

const STATUS_COLOR = {
  waiting: "gray",
  shipped: "green",
  refused: "red",
  removed: "gray",
  no_offer: "gray",
} as const;

/**
 * #/{lang}/mass-mailing-order-confirm (spec §2, §4): the batch is made in the background (issue
 * 14); the page asks again every second and says how far it is, recipient by recipient (shipped,
 * or refused by the carrier and not charged), then offers every label as one PDF or one ZPL file,
 * and each one on its own.
 */
export function MassMailingConfirmPage() {
  const { t } = useTranslation("massMailing");
  const { lang = DEFAULT_LANG } = useParams();
  const location = useLocation();
  const order = currentOrder(location.state, location.search);
  const mailing = useQuery({ ...massMailingQuery(order ?? "", lang, true), enabled: order !== null });
  if (!order) return <Navigate to={`/${lang}/${MASS_MAILING_PATH}`} replace />;
  if (mailing.isPending) return <PageLoader />;
  if (mailing.isError) return <Navigate to={`/${lang}/${MASS_MAILING_PATH}`} replace />;
  const data = mailing.data;
  // Not paid yet: the offers and payment screen is where it goes on.
  if (data.status === "draft" || data.status === "paying") {
    return <Navigate to={`/${lang}/${MASS_OFFER_PATH}`} replace state={{ order }} />;
  }
  const shown = data.recipients.filter(
    (recipient) => recipient.status !== "removed" && recipient.status !== "no_offer",
  );
  const finished = data.counts.shipped + data.counts.refused;
  const percent = shown.length === 0 ? 100 : Math.round((100 * finished) / shown.length);
  const done = data.status === "done";
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <PageTitle>{t(done ? "confirm.doneTitle" : "confirm.title")}</PageTitle>
        <Paper withBorder radius="md" p="md" data-testid="mass-confirm" data-status={data.status}>
          <Stack gap="sm">
            <PercentProgress
              progress={percent}
              label={t("confirm.title")}
              percent={t("confirm.progress", { done: finished, total: shown.length })}
              testId="mass-confirm-progress"
            />
            <Text ta="center" c="dimmed" aria-live="polite" data-testid="mass-confirm-message">
              {done ? t("confirm.done", { shipped: data.counts.shipped }) : t("confirm.making")}
            </Text>
            {data.counts.refused > 0 && <RefusedNote mailing={data} lang={lang} />}
          </Stack>
        </Paper>
        {data.labels && (
          <Group data-testid="mass-labels">
            <Button
              component="a"
              href={batchLabelsUrl(order, "pdf", lang)}
              download
              leftSection={<IconDownload size={16} />}
              data-testid="mass-labels-pdf"
            >
              {t("confirm.labelsPdf")}
            </Button>
            <Button
              component="a"
              variant="default"
              href={batchLabelsUrl(order, "zpl", lang)}
              download
              leftSection={<IconDownload size={16} />}
              data-testid="mass-labels-zpl"
            >
              {t("confirm.labelsZpl")}
            </Button>
          </Group>
        )}
        <Table striped withTableBorder fz="sm" data-testid="mass-outcomes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("recipients.row")}</Table.Th>
              <Table.Th>{t("recipients.name")}</Table.Th>
              <Table.Th>{t("confirm.outcome")}</Table.Th>
              <Table.Th>{t("confirm.tracking")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((recipient) => (
              <Table.Tr key={recipient.id} data-testid="mass-outcome-row" data-status={recipient.status}>
                <Table.Td>{recipient.row}</Table.Td>
                <Table.Td>
                  {recipient.contact.company || recipient.contact.name} · {recipient.contact.postcode}{" "}
                  {recipient.contact.city}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[recipient.status]} variant="light">
                    {t(`confirm.status.${recipient.status}`)}
                  </Badge>
                  {recipient.status === "refused" && recipient.error && (
                    <Text size="xs" c="dimmed">
                      {recipient.error.message}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{recipient.tracking_numbers.join(", ")}</Table.Td>
                <Table.Td>
                  {recipient.shipment_id && (
                    <Anchor
                      href={recipientLabelUrl(recipient.shipment_id, lang)}
                      download
                      size="sm"
                      data-testid="mass-recipient-label"
                    >
                      {t("confirm.label")}
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Container>
  );
}

/** Refused recipients are not charged (issue 14): the card part refunded or the credit given back. */
function RefusedNote({ mailing, lang }: { mailing: TMassMailing; lang: string }) {
  const { t } = useTranslation("massMailing");
  return (
    <Alert color="orange" variant="light" data-testid="mass-refused">
      {t("confirm.refused", {
        count: mailing.counts.refused,
        amount: formatMoney(mailing.refunded, mailing.totals.currency, lang),
      })}
    </Alert>
  );
}
