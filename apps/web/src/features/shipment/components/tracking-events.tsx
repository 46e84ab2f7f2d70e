import "./styles.ts";
import { Anchor, Center, Loader, Stack, Text, Timeline } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { trackingQuery } from "../api/shipment.ts";

function formatEventDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** Spec §4 tracking: loading ('Patientez svp'), error ('Une erreur est survenue'), or the events. */
export function TrackingEvents({ shipmentId }: { shipmentId: string }) {
  const { t, i18n } = useTranslation("shipment");
  const tracking = useQuery(trackingQuery(shipmentId));

  if (tracking.isPending) {
    return (
      <Center py="lg" data-testid="tracking-loading">
        <Stack align="center" gap="xs">
          <Loader />
          <Text size="sm">{t("tracking.loading")}</Text>
        </Stack>
      </Center>
    );
  }
  if (tracking.isError) {
    return (
      <Text c="red.8" role="alert" data-testid="tracking-error">
        {t("tracking.error")}
      </Text>
    );
  }
  const { events, tracking_url: url, status } = tracking.data;
  // Newest first: what happened last is what the customer wants to see.
  const sorted = [...events].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Stack gap="md" data-testid="tracking-results" data-status={status}>
      <Text size="sm">
        {t("tracking.status")} <b>{t(`status.${status}`)}</b>
      </Text>
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("tracking.noEvents")}
        </Text>
      ) : (
        <Timeline active={0} bulletSize={14} lineWidth={2}>
          {sorted.map((event) => (
            <Timeline.Item
              key={`${event.date}-${event.description}`}
              title={event.description}
              data-testid="tracking-event"
            >
              <Text size="xs" c="dimmed">
                {formatEventDate(event.date, i18n.language)}
                {event.location ? ` · ${event.location}` : ""}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {url && (
        <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
          {t("tracking.carrierSite")}
        </Anchor>
      )}
    </Stack>
  );
}
