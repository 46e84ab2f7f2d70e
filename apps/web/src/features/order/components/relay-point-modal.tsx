import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/SimpleGrid.css";
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { RELAY_POINT_LIMITS, type TRelayPoint } from "@ship/contracts";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { searchRelayPoints } from "../api/relay-points.ts";
import { OpeningHours } from "./opening-hours.tsx";

// Leaflet (about 40 KB gzipped) comes with the map, when the chooser first opens.
const RelayPointMap = lazy(() => import("./relay-point-map.tsx"));

export type TRelayDestination = { postcode: string; city: string; country_code: string };

type TState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "found"; points: TRelayPoint[] }
  | { status: "none"; message: string }
  | { status: "error"; message: string };

/**
 * Spec §2 relay-point chooser: postcode and town search (spec §5 limits 20 and 255), a map with
 * markers numbered 1 to 10 and the same numbers in the list, nearest first; Select chooses one.
 * The first search is the recipient's place.
 */
export function RelayPointModal({
  opened,
  onClose,
  shipmentId,
  orderId,
  destination,
  selectedId,
  onSelect,
}: {
  opened: boolean;
  onClose: () => void;
  shipmentId: string;
  orderId: string;
  destination: TRelayDestination;
  selectedId: string | null;
  onSelect: (point: TRelayPoint) => void;
}) {
  const { t } = useTranslation("relayPoints");
  const [postcode, setPostcode] = useState(destination.postcode);
  const [city, setCity] = useState(destination.city);
  const [state, setState] = useState<TState>({ status: "idle" });
  const [highlighted, setHighlighted] = useState<string | null>(selectedId);
  const running = useRef<AbortController | null>(null);

  const search = useCallback(
    async (place: { postcode: string; city: string }) => {
      if (!place.postcode.trim() && !place.city.trim()) {
        setState({ status: "error", message: t("modal.needPlace") });
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: "loading" });
      try {
        const result = await searchRelayPoints(
          {
            shipment_id: shipmentId,
            order_id: orderId,
            postcode: place.postcode.trim(),
            city: place.city.trim(),
            country_code: destination.country_code,
          },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        setState(
          result.ok
            ? { status: "found", points: result.points }
            : { status: "none", message: result.message },
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({
          status: "error",
          message: error instanceof Error && error.message ? error.message : t("modal.error"),
        });
      }
    },
    [shipmentId, orderId, destination.country_code, t],
  );

  // Each opening starts from the recipient's place, as the customer expects.
  useEffect(() => {
    if (!opened) return;
    setPostcode(destination.postcode);
    setCity(destination.city);
    setHighlighted(selectedId);
    void search({ postcode: destination.postcode, city: destination.city });
    return () => running.current?.abort();
  }, [opened, destination.postcode, destination.city, selectedId, search]);

  const pickOnMap = useCallback((point: TRelayPoint) => setHighlighted(point.id), []);
  const points = state.status === "found" ? state.points : [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("modal.title")}
      size="xl"
      data-testid="relay-point-modal"
    >
      <Stack gap="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void search({ postcode, city });
          }}
        >
          <Group align="end" wrap="wrap">
            <TextInput
              label={t("modal.postcode")}
              value={postcode}
              maxLength={RELAY_POINT_LIMITS.postcode}
              onChange={(event) => setPostcode(event.currentTarget.value)}
              w={140}
            />
            <TextInput
              label={t("modal.city")}
              value={city}
              maxLength={RELAY_POINT_LIMITS.city}
              onChange={(event) => setCity(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 180 }}
            />
            <Button type="submit" loading={state.status === "loading"}>
              {t("modal.search")}
            </Button>
          </Group>
        </form>

        {state.status === "loading" && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t("modal.searching")}</Text>
          </Group>
        )}
        {(state.status === "none" || state.status === "error") && (
          <Alert color={state.status === "none" ? "yellow" : "red"} role="alert">
            {state.message}
          </Alert>
        )}

        {points.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Suspense fallback={<Loader size="sm" />}>
              <RelayPointMap points={points} selectedId={highlighted} onPick={pickOnMap} />
            </Suspense>
            <Stack
              component="ol"
              gap="xs"
              aria-label={t("modal.listLabel")}
              style={{ listStyle: "none", padding: 0, margin: 0, maxHeight: 420, overflowY: "auto" }}
            >
              {points.map((point, index) => (
                <Paper
                  component="li"
                  key={point.id}
                  withBorder
                  p="xs"
                  data-testid="relay-point-item"
                  aria-current={point.id === highlighted ? "true" : undefined}
                  style={
                    point.id === highlighted ? { borderColor: "var(--mantine-color-orange-7)" } : undefined
                  }
                  onMouseEnter={() => setHighlighted(point.id)}
                >
                  <Group justify="space-between" align="start" wrap="nowrap">
                    <Group align="start" gap="xs" wrap="nowrap">
                      <Badge
                        circle
                        size="lg"
                        color={point.id === highlighted ? "orange" : "blue"}
                        aria-hidden
                      >
                        {index + 1}
                      </Badge>
                      <div>
                        <Text fw={600} size="sm">
                          {point.name}
                        </Text>
                        <Text size="sm">{point.address1}</Text>
                        <Text size="sm">
                          {point.postcode} {point.city}
                        </Text>
                        <OpeningHours hours={point.opening_hours} />
                      </div>
                    </Group>
                    <Button
                      size="xs"
                      variant={point.id === selectedId ? "light" : "filled"}
                      aria-label={t("modal.selectNumbered", { number: index + 1, name: point.name })}
                      onClick={() => onSelect(point)}
                    >
                      {point.id === selectedId ? t("modal.selected") : t("modal.select")}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
