import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import type { TRelayPoint } from "@ship/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { StaticMap } from "../../../components/static-map.tsx";
import type { TRelayDestination } from "./relay-point-modal.tsx";

// The chooser (and Leaflet with it) loads when the customer first opens it.
const RelayPointModal = lazy(() =>
  import("./relay-point-modal.tsx").then((module) => ({ default: module.RelayPointModal })),
);

/**
 * Spec §5 relay block (shown when the offer's delivery_to_collection_point is 1): the chosen
 * point, or a button that opens the chooser. `locked` once the order is validated: the choice is
 * final (spec §4), the API refuses changes to a paid order too.
 */
export function RelayPointBlock({
  shipmentId,
  orderId,
  destination,
  value,
  onChange,
  locked = false,
  error,
}: {
  shipmentId: string;
  orderId: string;
  destination: TRelayDestination;
  value: TRelayPoint | null;
  onChange: (point: TRelayPoint) => void;
  locked?: boolean;
  /** A server error on shipping_info.dropoff_to, already translated. */
  error?: string | undefined;
}) {
  const { t } = useTranslation("relayPoints");
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  return (
    <Paper withBorder p="md" data-testid="relay-point-block">
      <Stack gap="xs">
        {/* h2 under the page's h1 (a skipped level confuses screen readers), at the size of a block title. */}
        <Title order={2} size="h4">
          {t("block.title")}
        </Title>
        {value ? (
          <section aria-label={t("block.chosen")} data-testid="relay-point-chosen">
            <Text fw={600}>{value.name}</Text>
            <Text size="sm">{value.address1}</Text>
            <Text size="sm">
              {value.postcode} {value.city}
            </Text>
            <StaticMap
              latitude={value.latitude}
              longitude={value.longitude}
              label={t("block.map", { name: value.name })}
            />
          </section>
        ) : (
          <Text size="sm">{t("block.intro")}</Text>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {locked ? (
          <Text size="sm" c="dimmed">
            {t("block.final")}
          </Text>
        ) : (
          <div>
            <Button
              variant={value ? "default" : "filled"}
              onClick={() => {
                setEverOpened(true);
                setOpened(true);
              }}
            >
              {value ? t("block.change") : t("block.choose")}
            </Button>
          </div>
        )}
      </Stack>
      {everOpened && (
        <Suspense fallback={null}>
          <RelayPointModal
            opened={opened}
            onClose={() => setOpened(false)}
            shipmentId={shipmentId}
            orderId={orderId}
            destination={destination}
            selectedId={value?.id ?? null}
            onSelect={(point) => {
              onChange(point);
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}
