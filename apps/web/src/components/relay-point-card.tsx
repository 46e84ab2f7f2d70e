import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { StaticMap } from "./static-map.tsx";

type TRelayPointSummary = {
  name: string;
  address1: string;
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
};

/**
 * The relay point an order is delivered to (spec §3 dropoff_to), on the payment summary and the
 * confirmation (issue 16: it was missing from both): its name, address and a still map.
 */
export function RelayPointCard({ point }: { point: TRelayPointSummary }) {
  const { t } = useTranslation("relayPoints");
  return (
    <Paper withBorder radius="md" p="md" data-testid="relay-point-summary">
      <Stack gap={4}>
        <Text fw={700}>{t("block.title")}</Text>
        <Text size="sm">{point.name}</Text>
        <Text size="sm">{point.address1}</Text>
        <Text size="sm">
          {point.postcode} {point.city}
        </Text>
        <Text size="sm" c="dimmed">
          {t("block.intro")}
        </Text>
        <StaticMap
          latitude={point.latitude}
          longitude={point.longitude}
          label={t("block.map", { name: point.name })}
        />
      </Stack>
    </Paper>
  );
}
